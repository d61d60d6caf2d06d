import { object, optional, pattern, size, string, type Infer } from 'superstruct';
import { Strokes } from './events';

/** A PNG data URL; its image (at most 1 MB) is checked by the command, naming the field. */
const SignatureDataUrl = size(string(), 0, 3_000_000);

/** POST /documents/signing/{id} (spec part 2, section 7): both signatures, the strokes optional. */
export const SignDocumentsInput = object({
  candidateSign: SignatureDataUrl,
  directorSign: SignatureDataUrl,
  candidateStrokes: optional(size(Strokes, 0, 200)),
  directorStrokes: optional(size(Strokes, 0, 200)),
});
export type SignDocumentsInput = Infer<typeof SignDocumentsInput>;

/** POST /documents/verify with a hash pasted (a PDF comes as multipart field `file`). */
export const VerifyHashInput = object({ sha256: optional(pattern(string(), /^\s*[0-9a-fA-F]{64}\s*$/)) });

/** What the signing page shows (GET /documents/signing/{id}). */
export interface SigningStatus {
  questionnaireId: string;
  signed: {
    at: string;
    eventId: string;
    candidate: string;
    director: string;
  } | null;
  documents: {
    label: string;
    title: string;
    blankSha256: string;
    currentSha256: string;
    /** The blank made from today's data is the one signed. */
    matches: boolean;
  }[];
}

/** POST /documents/verify's answer. */
export interface VerifyAnswer {
  sha256: string;
  found: boolean;
  message: string;
  match?: {
    kind: 'blank' | 'signed' | 'signedPages';
    questionnaireId: string;
    label: string;
    title: string;
    signedAt: string;
    eventId: string;
    director: string;
    /** Null when the viewer may not open the questionnaire. */
    candidate: string | null;
    storeName: string;
    blankSha256: string;
    signedSha256: string;
  };
}
