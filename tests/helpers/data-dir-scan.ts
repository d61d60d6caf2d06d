import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { EventEnvelope } from '#events/core/envelope';
import type { KeyStore } from '#server/privacy/key-store';
import { openEvent } from '#server/privacy/sealing';
import { decodeDoc, sealedCodec } from '#server/readstore/doc-codec';
import { docTables, generationSalts } from './doc-tables';
import { generationKey } from '#server/readstore/sqlite-generation-keys';

/**
 * Looks for a candidate's values in every file under a data directory the way someone holding the
 * server's keys would: the raw bytes of every file, and every SQLite file (the live stores, kept
 * damaged copies, leftovers) opened with its -wal, its read-store documents decoded with the read
 * store's key and its events opened with the key store. Answers `file: value` for every hit.
 */
export function personalValuesIn(
  dir: string,
  values: string[],
  keys: { readStore: Buffer; subjects: KeyStore },
): string[] {
  const hits = new Set<string>();
  const look = (where: string, text: string | Buffer) => {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    for (const value of values)
      if (bytes.includes(Buffer.from(value, 'utf8'))) hits.add(`${where}: ${value}`);
  };
  for (const file of filesUnder(dir)) {
    look(file, readFileSync(file));
    if (/-(wal|shm|journal)$/.test(file) || !isSqlite(file)) continue;
    for (const [where, text] of sqliteTexts(file, keys)) look(`${file} ${where}`, text);
  }
  return [...hits];
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function isSqlite(file: string): boolean {
  const head = readFileSync(file).subarray(0, 16);
  return head.toString('latin1') === 'SQLite format 3\u0000';
}

/** Every cell of every table, documents and events opened with the keys (on a copy: nothing changes). */
function sqliteTexts(
  file: string,
  keys: { readStore: Buffer; subjects: KeyStore },
): [string, string | Buffer][] {
  const tmp = mkdtempSync(join(tmpdir(), 'hc-scan-'));
  const copy = join(tmp, basename(file));
  for (const suffix of ['', '-wal'])
    if (existsSync(file + suffix)) copyFileSync(file + suffix, copy + suffix);
  const out: [string, string | Buffer][] = [];
  const db = new Database(copy);
  try {
    const collections = docTables(db);
    // Each generation's documents with its own key, while its salt is in the file.
    const salts = generationSalts(db);
    const codec = sealedCodec(keys.readStore, [], (collection) => {
      const salt = salts.get(collection);
      return salt ? generationKey(keys.readStore, salt) : undefined;
    });
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);
    for (const table of tables) {
      const rows = db.prepare(`SELECT * FROM "${table.replaceAll('"', '""')}"`).all() as Record<
        string,
        unknown
      >[];
      for (const row of rows) {
        for (const cell of Object.values(row)) {
          if (typeof cell === 'string' || Buffer.isBuffer(cell)) out.push([table, cell]);
        }
        const opened = openRow(table, row, codec, keys.subjects, collections);
        if (opened) out.push([`${table} opened`, opened]);
      }
    }
  } finally {
    db.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  return out;
}

function openRow(
  table: string,
  row: Record<string, unknown>,
  codec: ReturnType<typeof sealedCodec>,
  subjects: KeyStore,
  /** The documents' tables: table name -> physical collection. */
  collections: Map<string, string>,
): string | null {
  try {
    const collection = collections.get(table);
    if (collection !== undefined)
      return JSON.stringify(decodeDoc(codec, collection, String(row.id), row.doc));
    if (table === 'meta') return JSON.stringify(decodeDoc(codec, 'meta', String(row.name), row.value));
    if (table === 'events' && typeof row.data === 'string' && typeof row.meta === 'string') {
      const event = { id: row.id, data: JSON.parse(row.data), meta: JSON.parse(row.meta) } as EventEnvelope;
      return JSON.stringify(openEvent(event, subjects).data);
    }
  } catch {
    return null; // not sealed with these keys (another store's rows, plain text already looked at)
  }
  return null;
}
