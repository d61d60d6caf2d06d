import { createCipheriv, createDecipheriv } from 'node:crypto';
import { isRecord } from '../../events/core/json';

/**
 * The AES-256-GCM boxes of the event log's personal fields: base64 of iv (12) + tag (16) +
 * ciphertext, bound by the additional data to the event that keeps the box. Setting up a cipher
 * costs about as much as reading a whole event (issue 25), so a v2 box holds a whole batch's fields
 * of one subject: one cipher per subject per batch on append, one decipher per box on read.
 */

export const IV_BYTES = 12;
const TAG_BYTES = 16;

/** One event's entry in a v2 box: its id (the entry is checked against the reader) and its fields. */
export type BoxEntry = [eventId: string, values: Record<string, unknown>];

/** v1 boxes are bound to the event id alone; v2 ones to the id and the format, so neither opens as the other. */
const v2Aad = (holderId: string) => `${holderId}\u0000v2`;

export function sealText(key: Buffer, iv: Buffer, aad: string, text: string): string {
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = cipher.update(text, 'utf8');
  cipher.final(); // GCM is a stream mode: nothing is left to flush, only the tag to make
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openText(key: Buffer, aad: string, box: string): string {
  const bytes = Buffer.from(box, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)).toString('utf8');
  decipher.final(); // checks the tag: throws when the box was changed or moved to another event
  return text;
}

/** A v2 box of a batch's entries, kept by the event `holderId` (the first entry's event). */
export function sealEntries(key: Buffer, iv: Buffer, holderId: string, entries: readonly BoxEntry[]): string {
  return sealText(key, iv, v2Aad(holderId), JSON.stringify(entries));
}

/** The entries of a v2 box kept by `holderId`; throws when the box is not that event's. */
export function openEntries(key: Buffer, holderId: string, box: string): BoxEntry[] {
  const entries: unknown = JSON.parse(openText(key, v2Aad(holderId), box));
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new Error(`The sealed box of event ${holderId} holds no entries`);
  }
  return entries as BoxEntry[];
}

/** The fields of entry `slot` of an opened v2 box, checked to be those of `eventId`. */
export function entryFor(
  entries: readonly BoxEntry[],
  slot: number,
  eventId: string,
): Record<string, unknown> {
  const entry = entries[slot];
  if (!Array.isArray(entry) || entry[0] !== eventId || !isRecord(entry[1])) {
    throw new Error(`Sealed fields of event ${eventId} are not in slot ${slot} of their box`);
  }
  return entry[1];
}

/** A v1 box's fields (bound to the event id alone). */
export function openFieldsV1(key: Buffer, eventId: string, box: string): Record<string, unknown> {
  const values: unknown = JSON.parse(openText(key, eventId, box));
  if (!isRecord(values)) throw new Error(`Sealed fields of event ${eventId} are not an object`);
  return values;
}
