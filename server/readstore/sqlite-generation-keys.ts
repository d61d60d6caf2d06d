import { hkdfSync, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/** The salt of each generation a rebuild built aside (layout 5, sqlite-schema.ts). */
export const GENERATION_KEYS_SCHEMA =
  'CREATE TABLE IF NOT EXISTS generation_keys (physical TEXT PRIMARY KEY, salt BLOB NOT NULL);';

const SALT_BYTES = 32;
/** The meta row that says a WAL truncation is owed (set with a shredded key, cleared once done). */
const TRUNCATE_OWED = 'wal-truncate-owed';

/** The key of a generation's documents: the read store's key and the generation's own salt. */
export function generationKey(readKey: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', readKey, salt, 'hiring-console read store generation v1', 32));
}

/** A physical collection is a generation when its name carries one (`<collection>\u0000<suffix>`). */
const isGeneration = (physical: string) => physical.includes('\u0000');

/**
 * Each generation of a sealed read store's collections has a key of its own: a salt kept in the
 * file, with the read store's key. Dropping a generation (a rebuild's swap) deletes its salt, zeroed
 * by secure_delete: what its freed pages still hold can no longer be opened by anyone, as a
 * candidate's events cannot once their key is erased. So the old generation's pages need no
 * zeroing, which wrote every one of them again (7 s of a 107 s rebuild of all at a tenth of a year).
 * Collections written before any rebuild (their own names) keep the read store's key, and are
 * zeroed when dropped. The WAL may still hold frames of the page that kept a shredded salt: the
 * shred marks a truncation owed in its own transaction, cleared once the WAL is truncated (after the
 * swap, by an erasure, or at the next open should the process stop in between).
 */
export class GenerationKeys {
  private readonly keys = new Map<string, Buffer>();
  private readonly statements;

  constructor(
    db: Database.Database,
    /** The read store's key; none for a plain store, which keeps no salt and zeroes what it drops. */
    private readonly readKey: Buffer | undefined,
  ) {
    this.statements = {
      get: db.prepare<[string], { salt: Buffer }>('SELECT salt FROM generation_keys WHERE physical = ?'),
      add: db.prepare<[string, Buffer]>(
        'INSERT OR REPLACE INTO generation_keys (physical, salt) VALUES (?, ?)',
      ),
      remove: db.prepare<[string]>('DELETE FROM generation_keys WHERE physical = ?'),
      owe: db.prepare(`INSERT OR REPLACE INTO meta (name, value) VALUES ('${TRUNCATE_OWED}', 1)`),
      owed: db.prepare(`SELECT 1 FROM meta WHERE name = '${TRUNCATE_OWED}'`),
      paid: db.prepare(`DELETE FROM meta WHERE name = '${TRUNCATE_OWED}'`),
    };
  }

  /** The key of a physical collection's documents, or undefined for the read store's own. */
  keyOf(physical: string): Buffer | undefined {
    if (!this.readKey || !isGeneration(physical)) return undefined;
    const cached = this.keys.get(physical);
    if (cached) return cached;
    // A generation of another process (its salt came in the same commit as its name).
    const salt = this.statements.get.get(physical)?.salt;
    if (!salt) return undefined;
    const key = generationKey(this.readKey, salt);
    this.keys.set(physical, key);
    return key;
  }

  /** A new generation's salt (inside the caller's transaction). */
  create(physical: string): void {
    if (!this.readKey) return;
    const salt = randomBytes(SALT_BYTES);
    this.statements.add.run(physical, salt);
    this.keys.set(physical, generationKey(this.readKey, salt));
  }

  /**
   * Deletes a generation's salt (secure_delete zeroes it); true when it had one, so that what its
   * documents leave in the file can no longer be opened.
   */
  shred(physical: string): boolean {
    this.keys.delete(physical);
    if (this.statements.remove.run(physical).changes === 0) return false;
    this.statements.owe.run(); // in the same transaction: the WAL's truncation is owed (walTruncated)
    return true;
  }

  /** Whether a shredded key may still stand in the WAL: its truncation was owed and not done. */
  walTruncationOwed(): boolean {
    return this.statements.owed.get() !== undefined;
  }

  /** The WAL was truncated: no shredded key is left in it. */
  walTruncated(): void {
    this.statements.paid.run();
  }
}
