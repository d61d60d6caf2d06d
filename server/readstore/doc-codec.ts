import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { docFromJson, type Doc } from '#projections/core/read-store';

/**
 * How the embedded read store keeps a document in its file. Read models copy candidates' personal
 * data (names, phones, passports, tax and pension numbers) from the sealed event log; with a key the
 * file holds their documents encrypted, so none of it stands in plain text on the disk, in the WAL
 * or in a copy of the file. Indexed fields are not personal (the index tables hold their keys).
 * Collections declared plain (their projections hold no personal data: positions, vacancies,
 * dictionaries) are stored as JSON text: sealing them would protect nothing and cost a rebuild
 * about half its time.
 */
export interface DocCodec {
  readonly sealed: boolean;
  /** What its collection's table stores for a document serialised as `json`. */
  encode(collection: string, id: string, json: string): string | Buffer;
  /** The document's JSON text back from what its table holds. */
  text(collection: string, id: string, stored: unknown): string;
}

/** The document back from what its table holds. */
export function decodeDoc(codec: DocCodec, collection: string, id: string, stored: unknown): Doc {
  return docFromJson(codec.text(collection, id, stored));
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Random bytes drawn in bulk: one draw per 5,461 documents instead of one per document. */
const IV_POOL = 64 * 1024;
let pool = Buffer.alloc(0);
let used = 0;

function freshIv(): Buffer {
  if (used + IV_BYTES > pool.length) {
    pool = randomBytes(IV_POOL);
    used = 0;
  }
  used += IV_BYTES;
  return pool.subarray(used - IV_BYTES, used);
}

/** Documents as JSON text (tests, tools that open a throw-away store). */
export const plainCodec: DocCodec = {
  sealed: false,
  encode: (_collection, _id, json) => json,
  text(collection, id, stored) {
    if (typeof stored === 'string') return stored;
    throw new Error(`Document ${collection}/${id} is encrypted: open the read store with its key`);
  },
};

/**
 * The collection a physical name belongs to: a rebuild's staging copy and the generations it swaps
 * in are named `<collection>\u0000<suffix>` (sqlite-aside.ts, sqlite.ts).
 */
export function logicalCollection(physical: string): string {
  const end = physical.indexOf('\u0000');
  return end < 0 ? physical : physical.slice(0, end);
}

/**
 * AES-256-GCM per document, bound to its collection and id (a row moved elsewhere does not open),
 * with the key of its generation when it has one (`keyOf`),
 * except documents of the `plain` collections, which are stored as JSON text. Both forms read back
 * whatever the collection: rows written as text by an older version (or of a collection declared
 * plain since) still read, and take the collection's form when next written; sealed rows of a
 * collection now plain (stored before it was declared so) still open with the key.
 */
export function sealedCodec(
  key: Buffer,
  plain: Iterable<string> = [],
  /** The key of a physical collection's own (a rebuild's generation, sqlite-generation-keys.ts), if any. */
  keyOf: (collection: string) => Buffer | undefined = () => undefined,
): DocCodec {
  const aad = (collection: string, id: string) => Buffer.from(`${collection}\u0000${id}`, 'utf8');
  const plainSet = new Set(plain);
  return {
    sealed: true,
    encode(collection, id, json) {
      if (plainSet.size > 0 && plainSet.has(logicalCollection(collection))) return json;
      const iv = freshIv();
      const cipher = createCipheriv('aes-256-gcm', keyOf(collection) ?? key, iv);
      cipher.setAAD(aad(collection, id));
      const body = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    text(collection, id, stored) {
      if (typeof stored === 'string') return stored;
      if (!Buffer.isBuffer(stored) || stored.length < IV_BYTES + TAG_BYTES) {
        throw new Error(`Document ${collection}/${id} is damaged`);
      }
      const decipher = createDecipheriv(
        'aes-256-gcm',
        keyOf(collection) ?? key,
        stored.subarray(0, IV_BYTES),
      );
      decipher.setAAD(aad(collection, id));
      decipher.setAuthTag(stored.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(stored.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** The read store's key, derived from the master key (no key of its own to keep or lose). */
export function readStoreKey(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'hiring-console read store v1', 32));
}
