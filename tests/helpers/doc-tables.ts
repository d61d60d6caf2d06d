import type Database from 'better-sqlite3';
import { docTablesOf } from '#server/readstore/sqlite-doc-tables';

/** The documents' tables of a read store file: table name -> physical collection. */
export const docTables = docTablesOf;

/** Every stored document of the file, with its physical collection, as the tables hold it. */
export function docRows(db: Database.Database): { collection: string; id: string; doc: unknown }[] {
  return [...docTables(db)].flatMap(([name, collection]) =>
    db
      .prepare<[], { id: string; doc: unknown }>(`SELECT id, doc FROM ${name}`)
      .all()
      .map((row) => ({ collection, ...row })),
  );
}

/**
 * Runs `UPDATE <table> SET <set> WHERE <where>` on the documents' tables of the collections that
 * `collection` accepts (physical names); returns the rows changed in all.
 */
export function updateDocs(
  db: Database.Database,
  set: string,
  where: string,
  collection: (physical: string) => boolean = () => true,
): number {
  let changed = 0;
  for (const [name, physical] of docTables(db)) {
    if (collection(physical)) changed += db.prepare(`UPDATE ${name} SET ${set} WHERE ${where}`).run().changes;
  }
  return changed;
}

/** The salt of each generation a sealed read store built aside (sqlite-generation-keys.ts). */
export function generationSalts(db: Database.Database): Map<string, Buffer> {
  const registry = db.prepare(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'generation_keys'",
  );
  if (!registry.get()) return new Map();
  const rows = db.prepare<[], { physical: string; salt: Buffer }>(
    'SELECT physical, salt FROM generation_keys',
  );
  return new Map(rows.all().map((row) => [row.physical, row.salt] as const));
}
