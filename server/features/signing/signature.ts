import { fileTypeFromBuffer } from 'file-type';
import { SIGNING_LIMITS, SIGNING_MESSAGES } from '#events/signing/events';
import { ValidationError } from '../../core/errors';

const PREFIX = /^data:image\/png;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const FIELD_TITLES = { candidateSign: 'Подпись кандидата', directorSign: 'Подпись директора' } as const;
export type SignatureField = keyof typeof FIELD_TITLES;

/**
 * A signature as POST /documents/signing/{id} takes it: a PNG data URL, non-empty, at most 1 MB of
 * image, and a PNG by its bytes (file-type judges the magic, not the declared type). Any other is
 * 400 naming the field. Returns the data URL as stored.
 */
export async function checkedSignature(field: SignatureField, dataUrl: string): Promise<string> {
  const title = FIELD_TITLES[field];
  const text = dataUrl.trim();
  const body = text.replace(PREFIX, '');
  if (text === '' || body === '') throw new ValidationError(SIGNING_MESSAGES.empty(title), field);
  if (!PREFIX.test(text) || !BASE64.test(body))
    throw new ValidationError(SIGNING_MESSAGES.notPng(title), field);
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0) throw new ValidationError(SIGNING_MESSAGES.empty(title), field);
  if (bytes.length > SIGNING_LIMITS.signatureBytes)
    throw new ValidationError(SIGNING_MESSAGES.tooLarge(title), field);
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== 'image/png') throw new ValidationError(SIGNING_MESSAGES.notPng(title), field);
  return text;
}
