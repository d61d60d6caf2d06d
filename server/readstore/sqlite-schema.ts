import Database from 'better-sqlite3';
import { decodeDoc, type DocCodec } from './doc-codec';
import { CLUSTER_TABLES } from './sqlite-cluster';
import { DOC_TABLES_SCHEMA } from './sqlite-doc-tables';
import { GENERATION_KEYS_SCHEMA } from './sqlite-generation-keys';

/**
 * The layout of the embedded read store's file. A file of another layout (an older version's) is
 * emptied at open: read models are rebuilt from the events, which the server does on its own when
 * it finds no checkpoints. Layout 4: one index table per collection (sql-index-table.ts), string
 * keys as their own text (sql-keys.ts). Layout 5: one documents table per physical collection
 * (sqlite-doc-tables.ts) instead of one shared by all, and a key per generation of a sealed store's
 * collections (sqlite-generation-keys.ts).
 */
const LAYOUT = 5;
const KEY_CHECK = 'key-check';
const TABLES = `
  ${DOC_TABLES_SCHEMA}
  ${GENERATION_KEYS_SCHEMA}
  CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS built_indexes (name TEXT PRIMARY KEY);
  CREATE TABLE IF NOT EXISTS generations (name TEXT PRIMARY KEY, physical TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value NOT NULL);
  ${CLUSTER_TABLES}
`;

/** The page cache of a read store's connection, MiB: large lists touch the same index pages again and again. */
export const READ_CACHE_MIB = 64;

/** Opens the file, in the current layout, for documents kept by `codec`. */
export function openReadDatabase(
  file: string,
  codec: DocCodec,
  cacheMiB = READ_CACHE_MIB,
): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // A crash may lose the last commits, never corrupt them; read models are rebuilt from events anyway.
  db.pragma('synchronous = NORMAL');
  db.pragma(`cache_size = ${-Math.round(cacheMiB * 1024)}`);
  // Replaced and deleted documents leave no readable remains in free space (erasure, 152-FZ).
  db.pragma('secure_delete = ON');
  if (db.pragma('user_version', { simple: true }) !== LAYOUT) emptyFile(db);
  db.exec(TABLES);
  db.pragma(`user_version = ${LAYOUT}`);
  checkKey(db, codec);
  return db;
}

/**
 * A file sealed with another key (the master key changed) cannot be read: it is emptied and rebuilt
 * from the events. A plain store refuses a sealed file instead of serving it half.
 */
function checkKey(db: Database.Database, codec: DocCodec): void {
  const row = db
    .prepare<[string], { value: unknown }>('SELECT value FROM meta WHERE name = ?')
    .get(KEY_CHECK);
  const write = () =>
    db
      .prepare('INSERT OR REPLACE INTO meta (name, value) VALUES (?, ?)')
      .run(KEY_CHECK, codec.encode('meta', KEY_CHECK, '{"_id":"key-check"}'));
  if (!row) return void write();
  try {
    decodeDoc(codec, 'meta', KEY_CHECK, row.value);
  } catch (err) {
    if (!codec.sealed) throw err;
    emptyFile(db);
    db.exec(TABLES);
    write();
  }
}

/** Drops every table (their triggers and indexes go with them). */
function emptyFile(db: Database.Database): void {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all();
  db.transaction(() => {
    for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
  })();
}
