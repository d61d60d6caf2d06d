import { defineCollection } from '../core/collections';
import type { DocumentLabel } from '../documents/labels';

/** What a SHA-256 is of: the blank shown and signed, the signed copy, or its pages without the evidence. */
export type HashKind = 'blank' | 'signed' | 'signedPages';

/**
 * Read model `documentHashes` (issue 27, item 4): one document per SHA-256 recorded by a signing
 * (id = the hash). No personal data: the candidate's name is read from the questionnaire, and only
 * for a viewer who may open it.
 */
export interface DocumentHashDoc {
  id: string;
  kind: HashKind;
  questionnaireId: string;
  IStoreId: string;
  label: DocumentLabel;
  signedAt: string;
  eventId: string;
  director: { userId: string; name: string };
  /** The blank's SHA-256 the document was signed on (the QR code's key). */
  blankSha256: string;
  signedSha256: string;
}

export const DOCUMENT_HASHES = defineCollection<DocumentHashDoc>('documentHashes');
