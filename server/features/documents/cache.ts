import { createHash, createHmac } from 'node:crypto';
import { streamIdOf } from '#events/core/envelope';
import { DOCUMENT_MESSAGES } from '#events/documents/labels';
import { QUESTIONNAIRE_KIND } from '#events/questionnaire/events';
import { AppError } from '../../core/errors';
import type { Services } from '../../core/services';
import { openBytes, sealBytes } from '../../privacy/file-sealing';

/**
 * Generated PDFs kept in the files port like scans: under the candidate (so an erasure removes them
 * with the scans), sealed with the candidate's key, and content-addressed: the file id is an HMAC,
 * with the candidate's key, of what the PDF is made of (the label, the variant, the data's hash and
 * the engine's version), so the same inputs find the same file and no id says anything about them.
 */
const ENGINE_VERSION = 'documents-1';

function ownerOf(s: Services, questionnaireId: string): string {
  const stream = streamIdOf(QUESTIONNAIRE_KIND, questionnaireId);
  return s.personalKeys.subjectOfStream(stream) ?? stream;
}

/** The hash of the data a document is made of (canonical: the data object's own key order is fixed). */
export const dataHash = (data: unknown): string =>
  createHash('sha256').update(JSON.stringify(data)).digest('hex');

/** Documents being made now, by file id. */
const making = new Map<string, Promise<Buffer>>();

export async function cachedPdf(
  s: Services,
  questionnaireId: string,
  address: string,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  const owner = ownerOf(s, questionnaireId);
  const key = s.personalKeys.keyFor(owner);
  if (!key) throw new AppError(410, DOCUMENT_MESSAGES.erased);
  const fileId = createHmac('sha256', key).update(`${ENGINE_VERSION}:${address}`).digest('hex').slice(0, 32);
  const sealed = await s.files.get(owner, fileId);
  if (sealed) {
    try {
      return openBytes(key, fileId, sealed);
    } catch {
      // A damaged cache entry is made again below.
    }
  }
  // Two requests for the same document at once (the list and the viewer) make it once.
  const pending = making.get(fileId);
  if (pending) return pending;
  const made = (async () => {
    const bytes = await make();
    try {
      await s.files.put(owner, fileId, sealBytes(key, fileId, bytes));
    } catch {
      // The cache is only a cache: the document is answered even when it could not be kept.
    }
    return bytes;
  })();
  making.set(fileId, made);
  try {
    return await made;
  } finally {
    making.delete(fileId);
  }
}
