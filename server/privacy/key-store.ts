import Database from 'better-sqlite3';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { truncateWal } from '../core/wal-checkpointer';

/**
 * Per-subject data keys, kept outside the event log (crypto-shredding): destroying a subject's key
 * makes every personal field sealed with it unreadable for good, in every copy of the log. Keys are
 * stored wrapped (AES-256-GCM) by the master key, which in production comes from the environment
 * (PII_MASTER_KEY) and never touches the disk. The same file maps streams to their subject, so an
 * erasure finds every record of a candidate.
 */
export interface KeyStore {
  /** The subject's key, made on first use; null once the subject is erased. */
  keyFor(subject: string): Buffer | null;
  /** The subject's key if it has one (never makes a key); null when erased or unknown. */
  existingKey(subject: string): Buffer | null;
  /**
   * A batch's keys at once (issue 25): the keys of `subjects`, made where missing, and the stream
   * links the batch adds. Whatever is new (keys and links alike) is written in ONE transaction,
   * committed with an fsync before this returns, so every key is durable before any event sealed
   * with it; nothing is written when everything is known. Erased subjects map to null.
   */
  keysForBatch(subjects: Iterable<string>, links: ReadonlyMap<string, string>): Map<string, Buffer | null>;
  /**
   * Runs `work` in ONE durable transaction: the keysForBatch calls inside it become savepoints, and
   * what they write is committed (one fsync) before this returns. If the commit fails, nothing
   * written inside is remembered either, and the error is thrown.
   */
  batch<T>(work: () => T): T;
  /** The existing keys of these subjects (null when erased or unknown), checked fresh once for all. */
  existingKeys(subjects: Iterable<string>): Map<string, Buffer | null>;
  isErased(subject: string): boolean;
  /** The subject a stream's personal data belongs to, if one was recorded. */
  subjectOfStream(streamId: string): string | undefined;
  recordStreamSubject(streamId: string, subject: string): void;
  /** Every stream recorded for the subject (the subject's own stream included when recorded). */
  streamsOf(subject: string): string[];
  /**
   * Destroys the keys for good: the wrapped key is overwritten (secure_delete) and the journal
   * truncated, so no copy stays in the file; a truncation still busy after a while (another
   * process checkpointing the file) is an error, never ignored. Idempotent.
   */
  erase(subjects: string[]): Promise<void>;
  close(): void;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Erased subjects are remembered; a bounded cache of open keys saves unwrapping on every read. */
const CACHE_LIMIT = 20_000;

function wrap(master: Buffer, subject: string, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', master, iv);
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function unwrap(master: Buffer, subject: string, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', master, wrapped.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subject, 'utf8'));
  decipher.setAuthTag(wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(wrapped.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/**
 * Where each key store opened in this process reads its keys: the read-ahead thread of a rebuild
 * opens the same file with the same master key on a connection of its own (page-opener.ts). Kept
 * beside the store, not on its interface: only code that imports this module reaches the master key.
 */
const sources = new WeakMap<KeyStore, KeySource>();

export interface KeySource {
  file: string;
  masterKey: Buffer;
}

export const keySourceOf = (keys: KeyStore): KeySource | undefined => sources.get(keys);

export function openKeyStore(file: string, masterKey: Buffer): KeyStore {
  const store = openKeyStoreFile(file, masterKey);
  sources.set(store, { file, masterKey });
  return store;
}

function openKeyStoreFile(file: string, masterKey: Buffer): KeyStore {
  if (masterKey.length !== KEY_BYTES) throw new Error('The master key must be 32 bytes');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // A key must be on the disk before the event sealed with it (the event store's commit follows).
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // Freed content is zeroed, so a destroyed key does not linger in free pages.
  db.pragma('secure_delete = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS subject_keys (
      subject TEXT PRIMARY KEY, wrapped BLOB, erased_at TEXT);
    CREATE TABLE IF NOT EXISTS stream_subjects (
      stream_id TEXT PRIMARY KEY, subject TEXT NOT NULL);
    CREATE INDEX IF NOT EXISTS stream_subjects_by_subject ON stream_subjects (subject);
  `);
  const selectKey = db.prepare<[string], { wrapped: Buffer | null; erased_at: string | null }>(
    'SELECT wrapped, erased_at FROM subject_keys WHERE subject = ?',
  );
  const insertKey = db.prepare<[string, Buffer]>(
    'INSERT INTO subject_keys (subject, wrapped) VALUES (?, ?) ON CONFLICT (subject) DO NOTHING',
  );
  const eraseKey = db.prepare<[string, string]>(`
    INSERT INTO subject_keys (subject, wrapped, erased_at) VALUES (?, NULL, ?)
    ON CONFLICT (subject) DO UPDATE SET wrapped = NULL, erased_at = excluded.erased_at`);
  const selectSubject = db.prepare<[string], { subject: string }>(
    'SELECT subject FROM stream_subjects WHERE stream_id = ?',
  );
  const insertSubject = db.prepare<[string, string]>(
    'INSERT INTO stream_subjects (stream_id, subject) VALUES (?, ?) ON CONFLICT (stream_id) DO NOTHING',
  );
  const selectStreams = db.prepare<[string], { stream_id: string }>(
    'SELECT stream_id FROM stream_subjects WHERE subject = ? ORDER BY stream_id',
  );
  const eraseAll = db.transaction((subjects: string[], at: string) => {
    for (const subject of subjects) eraseKey.run(subject, at);
  });

  /** subject -> its key, or null when erased. */
  const cache = new Map<string, Buffer | null>();
  /** stream -> its subject: a link, once written, never changes (erasure keeps it), so no re-check. */
  const links = new Map<string, string>();
  const linked = (streamId: string): string | undefined => {
    const known = links.get(streamId);
    if (known !== undefined) return known;
    const subject = selectSubject.get(streamId)?.subject;
    if (subject !== undefined) {
      if (links.size >= CACHE_LIMIT) links.clear();
      links.set(streamId, subject);
    }
    return subject;
  };
  const remember = (subject: string, key: Buffer | null) => {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(subject, key);
    return key;
  };
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let seenVersion = dataVersion.get();
  const refresh = () => {
    // Another process (a second API node) changed the file, an erasure perhaps: a key cached here
    // must not outlive it. A change made through this connection leaves data_version as it is.
    const version = dataVersion.get();
    if (version !== seenVersion) {
      seenVersion = version;
      cache.clear();
    }
  };
  const lookup = (subject: string): Buffer | null | undefined => {
    refresh();
    return cachedOrStored(subject);
  };
  const cachedOrStored = (subject: string): Buffer | null | undefined => {
    const cached = cache.get(subject);
    if (cached !== undefined) return cached;
    const row = selectKey.get(subject);
    if (!row) return undefined;
    return remember(subject, row.wrapped ? unwrap(masterKey, subject, row.wrapped) : null);
  };

  /** New keys and links in one transaction; read back, since another process may have been first. */
  const writeBatch = db.transaction((subjects: string[], newLinks: ReadonlyMap<string, string>) => {
    for (const subject of subjects) insertKey.run(subject, wrap(masterKey, subject, randomBytes(KEY_BYTES)));
    for (const [streamId, subject] of newLinks) insertSubject.run(streamId, subject);
    const rows = subjects.map((subject) => selectKey.get(subject));
    const streams = [...newLinks.keys()].map((streamId) => selectSubject.get(streamId)?.subject);
    return { rows, streams };
  });

  const inOne = db.transaction((work: () => unknown) => work());

  return {
    batch<T>(work: () => T): T {
      try {
        return inOne.immediate(work) as T;
      } catch (err) {
        // Keys or links made inside may be cached but were rolled back: forget everything cached.
        cache.clear();
        links.clear();
        throw err;
      }
    },
    keysForBatch(subjects, newLinks) {
      refresh();
      const out = new Map<string, Buffer | null>();
      const missing: string[] = [];
      for (const subject of subjects) {
        const known = cachedOrStored(subject);
        if (known === undefined) missing.push(subject);
        else out.set(subject, known);
      }
      const fresh = [...newLinks].filter(([streamId]) => !links.has(streamId));
      if (missing.length === 0 && fresh.length === 0) return out;
      const written = writeBatch.immediate(missing, new Map(fresh));
      missing.forEach((subject, i) => {
        const wrapped = written.rows[i]?.wrapped;
        out.set(subject, remember(subject, wrapped ? unwrap(masterKey, subject, wrapped) : null));
      });
      fresh.forEach(([streamId], i) => {
        const subject = written.streams[i];
        if (subject !== undefined) links.set(streamId, subject);
      });
      return out;
    },
    existingKeys(subjects) {
      refresh();
      const out = new Map<string, Buffer | null>();
      for (const subject of subjects) out.set(subject, cachedOrStored(subject) ?? null);
      return out;
    },
    keyFor(subject) {
      const known = lookup(subject);
      if (known !== undefined) return known;
      insertKey.run(subject, wrap(masterKey, subject, randomBytes(KEY_BYTES)));
      // Read back: another process may have made the key first (ON CONFLICT DO NOTHING).
      cache.delete(subject);
      return lookup(subject) ?? null;
    },
    existingKey: (subject) => lookup(subject) ?? null,
    isErased: (subject) => lookup(subject) === null,
    subjectOfStream: linked,
    recordStreamSubject(streamId, subject) {
      if (links.has(streamId)) return;
      insertSubject.run(streamId, subject);
      linked(streamId);
    },
    streamsOf: (subject) => selectStreams.all(subject).map((row) => row.stream_id),
    async erase(subjects) {
      eraseAll(subjects, new Date().toISOString());
      for (const subject of subjects) remember(subject, null);
      await truncateWal(db);
    },
    close() {
      cache.clear();
      links.clear();
      db.close();
    },
  };
}
