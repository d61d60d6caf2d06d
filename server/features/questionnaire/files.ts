import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { fileTypeFromBuffer } from 'file-type';
import { streamIdOf } from '#events/core/envelope';
import {
  FILE_LIMITS,
  FILE_MESSAGES,
  FILE_MIME_TYPES,
  type FileKind,
  type FileMime,
  type QuestionnaireFileRef,
} from '#events/questionnaire/files';
import {
  QUESTIONNAIRE_KIND,
  type QuestionnaireDoc,
  type QuestionnaireEvent,
} from '#events/questionnaire/events';
import { asEventsOf, handleCommand } from '../../core/command-handler';
import { fold, type CommandContext } from '../../core/decider';
import { AppError, NotFoundError, RuleViolation } from '../../core/errors';
import type { Services } from '../../core/services';
import { openBytes, sealBytes } from '../../privacy/file-sealing';
import { questionnaireDecider } from './decider';
import { assertScanFits, scanLimitedDecider } from './scan-limits';

const isAllowed = (mime: string): mime is FileMime => FILE_MIME_TYPES.some((allowed) => allowed === mime);

/**
 * Whose key seals the questionnaire's personal data and scans: its candidate (the light
 * questionnaire's, if any). No key for the owner: the candidate was erased.
 */
export function ownerOf(s: Services, id: string): string {
  const stream = streamIdOf(QUESTIONNAIRE_KIND, id);
  return s.personalKeys.subjectOfStream(stream) ?? stream;
}

/**
 * Attaches a scan: its type is judged from the bytes (JPEG, PNG or PDF; the declared type and the
 * name are not trusted), it is sealed with the candidate's key and stored under a new random id,
 * and only then recorded on the questionnaire, so a refused or failed upload never attaches (and a
 * refused one leaves no bytes behind). The questionnaire's scans are capped in number and total size
 * (scan-limits.ts); removed scans do not count.
 */
export async function attachFile(
  s: Services,
  id: string,
  upload: { kind: FileKind; name?: string; bytes: Buffer },
  ctx: CommandContext,
  options: { byCandidate?: boolean } = {},
): Promise<void> {
  const { bytes } = upload;
  if (bytes.length === 0) throw new RuleViolation(FILE_MESSAGES.empty);
  if (bytes.length > FILE_LIMITS.maxBytes) throw new AppError(413, FILE_MESSAGES.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isAllowed(type.mime)) throw new AppError(415, FILE_MESSAGES.wrongType);
  const owner = ownerOf(s, id);
  const key = s.personalKeys.keyFor(owner);
  if (!key) throw new AppError(410, FILE_MESSAGES.erased);
  // The caps are judged before a byte is stored, and again on the stream the upload is appended to.
  const history = await s.events.readStream(streamIdOf(QUESTIONNAIRE_KIND, id));
  assertScanFits(fold(scanLimitedDecider, asEventsOf<QuestionnaireEvent>(history)).scans, bytes.length);
  const fileId = randomBytes(16).toString('hex');
  await s.files.put(owner, fileId, sealBytes(key, fileId, bytes));
  const name = upload.name || `${upload.kind}.${type.ext}`;
  const file = { fileId, kind: upload.kind, name, size: bytes.length, mime: type.mime };
  const command = {
    type: 'AttachQuestionnaireFile' as const,
    file,
    ...(options.byCandidate ? { byCandidate: true } : {}),
  };
  try {
    await handleCommand(s.bus, scanLimitedDecider, id, command, ctx);
  } catch (err) {
    // Refused (a cap reached meanwhile, the profile closed, a conflict): nothing was appended, so
    // the bytes are not kept. A 5xx (read models lagging after the append) may follow a write: kept.
    if (err instanceof AppError && err.status < 500) await s.files.remove(owner, fileId);
    throw err;
  }
}

export async function removeFile(
  s: Services,
  id: string,
  fileId: string,
  ctx: CommandContext,
): Promise<void> {
  await handleCommand(s.bus, questionnaireDecider, id, { type: 'RemoveQuestionnaireFile', fileId }, ctx);
}

/** A scan of the questionnaire (the caller checked who may open it), opened with the candidate's key. */
export async function readFile(
  s: Services,
  doc: Pick<QuestionnaireDoc, 'id' | 'files'>,
  fileId: string,
): Promise<{ ref: QuestionnaireFileRef; bytes: Buffer }> {
  const ref = Object.values(doc.files ?? {})
    .flat()
    .find((file) => file.fileId === fileId);
  if (!ref) throw new NotFoundError(FILE_MESSAGES.notFound);
  const owner = ownerOf(s, doc.id);
  const key = s.personalKeys.existingKey(owner);
  if (!key) throw new AppError(410, FILE_MESSAGES.erased);
  const sealed = await s.files.get(owner, fileId);
  if (!sealed) throw new NotFoundError(FILE_MESSAGES.notFound);
  return { ref, bytes: openBytes(key, fileId, sealed) };
}

/**
 * Answers a scan's bytes: never cached, and opened on its own it runs nothing (a PDF's scripts, an
 * image's embedded content). The one place both the staff and the candidate's downloads answer from.
 */
export function sendScan(ctx: Context, { ref, bytes }: { ref: QuestionnaireFileRef; bytes: Buffer }): void {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set(
    'Content-Security-Policy',
    "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
  );
  ctx.set('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(ref.name)}`);
  ctx.type = ref.mime;
  ctx.body = bytes;
}
