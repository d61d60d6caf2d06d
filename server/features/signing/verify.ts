import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_TITLES } from '#events/documents/labels';
import { SIGNING_MESSAGES } from '#events/signing/events';
import type { VerifyAnswer } from '#events/signing/inputs';
import { findDocumentHash } from '#projections/signing/queries';
import { findStore } from '../../access/stores';
import type { AccessClaims } from '../../auth/tokens';
import { AppError, ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { documentSha256 } from '../documents';
import { visibleQuestionnaire } from '../questionnaire';
import { candidateNameOf } from './commands';

const KIND_MESSAGES = {
  signed: 'Это подписанный экземпляр документа: файл совпадает байт в байт',
  signedPages: 'Это подписанные страницы документа (без листа удостоверения подписей)',
  blank: 'Это бланк, который был показан и подписан (без подписей)',
} as const;

/** The SHA-256 of an uploaded PDF: a PDF by its magic bytes, else 400 naming the file. */
export async function pdfSha256(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new ValidationError(SIGNING_MESSAGES.notPdf, 'file');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== 'application/pdf') throw new ValidationError(SIGNING_MESSAGES.notPdf, 'file');
  return documentSha256(bytes);
}

/**
 * POST /documents/verify: which signing a hash belongs to. The candidate's name only to a viewer who
 * may open the questionnaire; others learn that the document exists, not whose it is.
 */
export async function verifyHash(s: Services, user: AccessClaims, sha256: string): Promise<VerifyAnswer> {
  const found = await findDocumentHash(s.read, sha256);
  if (!found) return { sha256, found: false, message: SIGNING_MESSAGES.nothing };
  let candidate: string | null = null;
  try {
    candidate = candidateNameOf(await visibleQuestionnaire(s, user, found.questionnaireId));
  } catch (err) {
    if (!(err instanceof AppError) || ![403, 404].includes(err.status)) throw err;
  }
  const store = findStore(found.IStoreId);
  return {
    sha256,
    found: true,
    message: candidate === null ? SIGNING_MESSAGES.noAccess : KIND_MESSAGES[found.kind],
    match: {
      kind: found.kind,
      questionnaireId: candidate === null ? '' : found.questionnaireId,
      label: found.label,
      title: DOCUMENT_TITLES[found.label],
      signedAt: found.signedAt,
      eventId: found.eventId,
      director: found.director.name,
      candidate,
      storeName: store?.name ?? found.IStoreId,
      blankSha256: found.blankSha256,
      signedSha256: found.signedSha256,
    },
  };
}
