import { array, boolean, enums, literal, number, object, string } from 'superstruct';
import type { EventOf, StoredEventOf } from '../core/typed';
import { DOCUMENT_LABELS } from '../documents/labels';

/**
 * The signing of a hire's documents (issue 27, items 2-4): the candidate and the store's director
 * sign on screen, in each other's presence. Its own aggregate `signing-{questionnaireId}`, like the
 * approval: the signatures never conflict with an edit of the questionnaire. The questionnaire then
 * moves to employed through its transition table (action 'sign').
 */
export const SIGNING_KIND = 'signing';

/** One point of a stroke as drawn (canvas CSS pixels, ms since the epoch): evidence of how. */
const StrokePoint = object({ x: number(), y: number(), time: number(), pressure: number() });
export const Strokes = array(array(StrokePoint));

/**
 * What each signed document was bound to: the SHA-256 of the exact blank bytes shown and signed
 * (kept, so a later change of the data cannot silently change what was signed), and of the signed
 * copy made at that moment (whole file, and its pages without the evidence page).
 */
export const SignedDocumentHashes = object({
  label: enums(DOCUMENT_LABELS),
  blankSha256: string(),
  signedSha256: string(),
  signedPagesSha256: string(),
});

export const SigningEvents = {
  /** 'Отправить подписи': both signatures, the presence of the director, the documents' hashes. */
  DocumentsSigned: object({
    questionnaireId: string(),
    IStoreId: string(),
    presenceConfirmed: literal(true),
    candidate: object({ name: string(), png: string(), strokes: Strokes }),
    director: object({ userId: string(), name: string(), png: string(), strokes: Strokes }),
    documents: array(SignedDocumentHashes),
    /** Signed by the demo's story (its PNGs drawn by the seed, not by a hand). */
    demo: boolean(),
  }),
};

export type SigningEvent = EventOf<typeof SigningEvents>;
export type StoredSigningEvent = StoredEventOf<typeof SigningEvents>;

/** The personal fields of a signing event: the candidate's name, both signatures and their strokes. */
export const SIGNING_PERSONAL_FIELDS = [
  'candidate.name',
  'candidate.png',
  'candidate.strokes',
  'director.png',
  'director.strokes',
] as const;

/** Limits and messages of POST /documents/signing/{id} and POST /documents/verify. */
export const SIGNING_LIMITS = {
  signatureBytes: 1024 * 1024,
  verifyUploadBytes: 20 * 1024 * 1024,
} as const;

export const SIGNING_MESSAGES = {
  required: 'Обязательное поле',
  presence: 'Отметьте, что документы подписаны в присутствии директора',
  notWaiting: 'Документы подписывают, когда анкета ожидает подписания документов',
  alreadySigned: (name: string, at: string) => `Документы уже подписаны: ${name}, ${at}`,
  signed: 'Документы подписаны',
  tooLarge: (field: string) => `${field}: подпись больше 1 МБ`,
  notPng: (field: string) => `${field}: подпись должна быть изображением PNG`,
  empty: (field: string) => `${field}: обязательное поле`,
  notPdf: 'Файл: ожидается документ PDF',
  pdfTooLarge: 'Файл: не более 20 МБ',
  hashFormat: 'SHA-256: 64 шестнадцатеричных символа',
  verifyEither: 'Загрузите PDF или вставьте SHA-256',
  noAccess: 'документ найден, но у вас нет доступа к анкете',
  nothing:
    'Документ не найден среди подписанных: он не совпадает ни с одним бланком или подписанным экземпляром',
} as const;
