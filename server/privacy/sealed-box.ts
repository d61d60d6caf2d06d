import { createCipheriv, createDecipheriv } from 'node:crypto';
import { isRecord } from '#events/core/json';

/**
 * The AES-256-GCM boxes of the event log's personal fields: base64 of iv (12) + tag (16) +
 * ciphertext, bound by the additional data to the event that keeps the box. Setting up a cipher
 * costs about as much as reading a whole event (issue 25), so a v2 box holds a whole batch's fields
 * of one subject: one cipher per subject per batch on append, one decipher per box on read.
 */

export const IV_BYTES = 12;
const TAG_BYTES = 16;

/** One event's entry in a v2 box: its id (the entry is checked against the reader) and its fields. */
export interface BoxEntry {
  eventId: string;
  values: Record<string, unknown>;
}

/**
 * The plaintext of a v2 box, compact since every byte of it is read again with every read of the
 * batch (issue 25): the field paths once per shape, then per event its id, its shape and the values
 * in the shape's order. `{"s": [["info.phone", ...]], "e": [["<event id>", 0, "7999..."], ...]}`.
 */
interface BoxText {
  s: string[][];
  e: [eventId: string, shape: number, ...values: unknown[]][];
}

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
  const plain = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES));
  decipher.final(); // checks the tag: throws when the box was changed or moved to another event
  return utf8Text(plain);
}

/** Decoding UTF-8 slows down past some 16 KB at once (a v2 box is often 100 KB): decoded in pieces. */
const UTF8_PIECE = 16_384;

function utf8Text(bytes: Buffer): string {
  if (bytes.length <= UTF8_PIECE) return bytes.toString('utf8');
  let text = '';
  for (let at = 0; at < bytes.length;) {
    let end = Math.min(at + UTF8_PIECE, bytes.length);
    // Never split a character: back off continuation bytes (10xxxxxx).
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    text += bytes.toString('utf8', at, end);
    at = end;
  }
  return text;
}

/** A v2 box of a batch's entries, kept by the event `holderId` (the first entry's event). */
export function sealEntries(key: Buffer, iv: Buffer, holderId: string, entries: readonly BoxEntry[]): string {
  const shapes: string[][] = [];
  const shapeOf = new Map<string, number>();
  const rows = entries.map(({ eventId, values }): BoxText['e'][number] => {
    const paths = Object.keys(values);
    const name = paths.join('\n');
    let shape = shapeOf.get(name);
    if (shape === undefined) {
      shape = shapes.push(paths) - 1;
      shapeOf.set(name, shape);
    }
    return [eventId, shape, ...paths.map((path) => values[path])];
  });
  const text: BoxText = { s: shapes, e: rows };
  return sealText(key, iv, v2Aad(holderId), JSON.stringify(text));
}

/** A v2 box once opened: each event's fields by its slot. */
export interface OpenedEntries {
  readonly size: number;
  /** The fields of entry `slot`, checked to be those of `eventId`; throws otherwise. */
  valuesAt(slot: number, eventId: string): Record<string, unknown>;
}

/** The entries of a v2 box kept by `holderId`; throws when the box is not that event's. */
export function openEntries(key: Buffer, holderId: string, box: string): OpenedEntries {
  const text: unknown = JSON.parse(openText(key, v2Aad(holderId), box));
  if (!isRecord(text) || !Array.isArray(text.s) || !Array.isArray(text.e)) {
    throw new Error(`The sealed box of event ${holderId} is not a v2 box`);
  }
  const { s: shapes, e: rows } = text as unknown as BoxText;
  return {
    size: rows.length,
    valuesAt(slot, eventId) {
      const row = rows[slot];
      const paths = row && row[0] === eventId ? shapes[row[1]] : undefined;
      if (!paths) throw new Error(`Sealed fields of event ${eventId} are not in slot ${slot} of their box`);
      const values: Record<string, unknown> = {};
      for (let i = 0; i < paths.length; i++) values[paths[i]!] = row![i + 2];
      return values;
    },
  };
}

/** A v1 box's fields (bound to the event id alone). */
export function openFieldsV1(key: Buffer, eventId: string, box: string): Record<string, unknown> {
  const values: unknown = JSON.parse(openText(key, eventId, box));
  if (!isRecord(values)) throw new Error(`Sealed fields of event ${eventId} are not an object`);
  return values;
}
