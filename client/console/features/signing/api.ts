import type { DocumentLinks } from '#events/documents/labels';
import type { SigningStatus, VerifyAnswer } from '#events/signing/inputs';
import type { StrokePoint } from '../../shell/SignatureDialog';
import { apiCall, apiDownload, apiUpload } from '../../shell/http';

/** GET /documents/links/{id} (spec part 2, section 7): the questionnaire's documents. */
export const getDocumentLinks = (id: string) =>
  apiCall<DocumentLinks>(`/documents/links/${id}`, undefined, { method: 'GET' });

/** GET /documents/signing/{id}: who signed, and whether each document still matches what was signed. */
export const getSigningStatus = (id: string) =>
  apiCall<SigningStatus>(`/documents/signing/${id}`, undefined, { method: 'GET' });

/** One PDF (a path of the links: '{id}/{label}/{variant}'), fetched with the bearer token. */
export const downloadDocument = (path: string) =>
  apiDownload(`/documents/${path}`, undefined, { method: 'GET' });

export interface SignaturesToSend {
  candidateSign: string;
  directorSign: string;
  candidateStrokes: StrokePoint[][];
  directorStrokes: StrokePoint[][];
}

/** POST /documents/signing/{id}: both signatures; the answer's status is the questionnaire's new state. */
export const sendSignatures = (id: string, body: SignaturesToSend) =>
  apiCall<{ status: string; message: string }>(`/documents/signing/${id}`, body, { timeoutMs: 120_000 });

/** POST /documents/verify with a pasted hash. */
export const verifyHash = (sha256: string) => apiCall<VerifyAnswer>('/documents/verify', { sha256 });

/** POST /documents/verify with a PDF's bytes. */
export const verifyPdf = (file: Blob, onProgress: (fraction: number) => void) =>
  apiUpload<VerifyAnswer>('/documents/verify', file, onProgress, { timeoutMs: 120_000 });
