import { createCipheriv, createDecipheriv } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { SealedBoxVersion } from '#events/core/envelope';
import { isRecord } from '#events/core/json';
import { splitPaths, withLeaves } from './sealed-fields';

/**
 * The AES-256-GCM boxes of the event log's personal fields: base64 of iv (12) + tag (16) +
 * ciphertext, bound by the additional data to the event that keeps the box. Setting up a cipher
 * costs about as much as reading a whole event (issue 25), so a v2 box holds a whole batch's fields
 * of one subject: one cipher per subject per batch on append, one decipher per box on read.
 *
 * A v3 box keeps each distinct value of the batch once and, when large, is deflated before it is
 * sealed: a batch of one subject repeats its field paths and mostly its values, so a box of 500
 * edits is some seven times smaller, and every read of the batch fetches, parses and deciphers that
 * much less (issue 25: a sealed read at most 1.5x a plain one). Compressing before encrypting lets
 * the box's length tell how much a subject's own fields repeat each other; a box never mixes two
 * subjects, and its length is only seen by whoever can read the event store's files.
 */

export const IV_BYTES = 12;
const TAG_BYTES = 16;

/** One event's entry in a v2 or v3 box: its id (the entry is checked against the reader) and its fields. */
export interface BoxEntry {
  eventId: string;
  values: Record<string, unknown>;
}

/**
 * The text of a box, compact since every byte of it is read again with every read of the batch
 * (issue 25): the field paths once per shape, then per event its id, its shape and its values in the
 * shape's order. v2: `{"s": [["info.phone", ...]], "e": [["<event id>", 0, "7999..."], ...]}`.
 * v3 keeps each distinct plain value once, since a subject's batch mostly repeats its name, phone and
 * the like, and its rows name values by their index: `{"s": [...], "v": ["7999...", ...],
 * "e": [["<event id>", 0, 0, ...], ...]}`. The text is then deflated when large (packed) and sealed.
 */
interface BoxText {
  s: string[][];
  v?: unknown[];
  e: [eventId: string, shape: number, ...values: unknown[]][];
}

/**
 * v1 boxes are bound to the event id alone; later ones to the id and their version, so no box opens
 * as another version's.
 */
const boxAad = (holderId: string, version: SealedBoxVersion) => `${holderId}\u0000v${version}`;

/** The inflated text of a v3 box is refused past this size (a box holds one batch's fields). */
const MAX_BOX_TEXT = 64 * 1024 * 1024;

/** A box of `plain` (text is sealed as UTF-8) bound to `aad`. */
export function sealPlain(key: Buffer, iv: Buffer, aad: string, plain: Buffer | string): string {
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = typeof plain === 'string' ? cipher.update(plain, 'utf8') : cipher.update(plain);
  cipher.final(); // GCM is a stream mode: nothing is left to flush, only the tag to make
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function openBytes(key: Buffer, aad: string, box: string): Buffer {
  const bytes = Buffer.from(box, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES));
  decipher.final(); // checks the tag: throws when the box was changed or moved to another event
  return plain;
}

const openText = (key: Buffer, aad: string, box: string): string => utf8Text(openBytes(key, aad, box));

/** Decoding UTF-8 slows down past some 16 KB at once (a box's text may be 100 KB): decoded in pieces. */
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

/** Plain values are kept once per box; objects and lists once per entry, so no two events share one. */
const sharable = (value: unknown) => value === null || typeof value !== 'object';

/** A v3 box of a batch's entries, kept by the event `holderId` (the first entry's event). */
export function sealEntries(key: Buffer, iv: Buffer, holderId: string, entries: readonly BoxEntry[]): string {
  const shapes: string[][] = [];
  const shapeOf = new Map<string, number>();
  const table: unknown[] = [];
  const indexOf = new Map<unknown, number>();
  const indexed = (value: unknown) => {
    if (!sharable(value)) return table.push(value) - 1;
    let index = indexOf.get(value);
    if (index === undefined) {
      index = table.push(value) - 1;
      indexOf.set(value, index);
    }
    return index;
  };
  const rows = entries.map(({ eventId, values }): BoxText['e'][number] => {
    const paths = Object.keys(values);
    const name = paths.join('\n');
    let shape = shapeOf.get(name);
    if (shape === undefined) {
      shape = shapes.push(paths) - 1;
      shapeOf.set(name, shape);
    }
    return [eventId, shape, ...paths.map((path) => indexed(values[path]))];
  });
  const text: BoxText = { s: shapes, v: table, e: rows };
  return sealPlain(key, iv, boxAad(holderId, 3), packed(Buffer.from(JSON.stringify(text), 'utf8')));
}

/**
 * A v3 box's plaintext: a first byte saying how the text follows, then the text. Deflating costs
 * some 40 µs however small the text (zlib's set-up and its memory), more than a single event's
 * append gains from it, so only texts from DEFLATE_FROM bytes on are deflated.
 */
const AS_IS = 0;
const DEFLATED = 1;
const DEFLATE_FROM = 4096;

function packed(text: Buffer): Buffer {
  if (text.length < DEFLATE_FROM) return Buffer.concat([Buffer.of(AS_IS), text]);
  // Level 1: a seventh of the text at a third of level 6's cost; higher levels gain a few per cent.
  return Buffer.concat([Buffer.of(DEFLATED), deflateRawSync(text, { level: 1 })]);
}

function unpacked(plain: Buffer, holderId: string): Buffer {
  const body = plain.subarray(1);
  if (plain[0] === AS_IS) return body;
  if (plain[0] === DEFLATED) return inflateRawSync(body, { maxOutputLength: MAX_BOX_TEXT });
  throw new Error(`The sealed box of event ${holderId} is not a v3 box`);
}

/** A v2 or v3 box once opened: each event's fields by its slot. */
export interface OpenedEntries {
  readonly size: number;
  /** `data` with the fields of entry `slot` put back, checked to be those of `eventId`; throws otherwise. */
  withFieldsAt<T>(slot: number, eventId: string, data: T): T;
}

function boxText(key: Buffer, holderId: string, box: string, version: SealedBoxVersion): BoxText {
  if (version !== 2 && version !== 3)
    throw new Error(`The sealed box of event ${holderId} has no known version`);
  const plain = openBytes(key, boxAad(holderId, version), box);
  const bytes = version === 3 ? unpacked(plain, holderId) : plain;
  const text: unknown = JSON.parse(utf8Text(bytes));
  if (
    !isRecord(text) ||
    !Array.isArray(text.s) ||
    !Array.isArray(text.e) ||
    (version === 3) !== Array.isArray(text.v)
  ) {
    throw new Error(`The sealed box of event ${holderId} is not a v${version} box`);
  }
  return text as unknown as BoxText;
}

/** The entries of a v2 or v3 box kept by `holderId`; throws when the box is not that event's. */
export function openEntries(
  key: Buffer,
  holderId: string,
  box: string,
  version: SealedBoxVersion,
): OpenedEntries {
  const { s: shapes, v: table, e: rows } = boxText(key, holderId, box, version);
  // Each shape's paths split once for every entry of that shape.
  const split = shapes.map((paths) => (Array.isArray(paths) ? splitPaths(paths) : undefined));
  return {
    size: rows.length,
    withFieldsAt(slot, eventId, data) {
      const row = rows[slot];
      const paths = row && row[0] === eventId ? split[row[1]] : undefined;
      if (!paths) throw new Error(`Sealed fields of event ${eventId} are not in slot ${slot} of their box`);
      if (!table) return withLeaves(data, paths, (i) => row![i + 2]);
      return withLeaves(data, paths, (i) => {
        const at = row![i + 2];
        if (typeof at !== 'number' || !(at in table)) {
          throw new Error(`Sealed fields of event ${eventId} name a value their box lacks`);
        }
        return table[at];
      });
    },
  };
}

/** A v1 box's fields (bound to the event id alone). */
export function openFieldsV1(key: Buffer, eventId: string, box: string): Record<string, unknown> {
  const values: unknown = JSON.parse(openText(key, eventId, box));
  if (!isRecord(values)) throw new Error(`Sealed fields of event ${eventId} are not an object`);
  return values;
}
