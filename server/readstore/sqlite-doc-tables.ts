import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';

/** Which table holds each physical collection's documents (layout 5, sqlite-schema.ts). */
export const DOC_TABLES_SCHEMA =
  'CREATE TABLE IF NOT EXISTS doc_tables (collection TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE);';

/** A document row: the document as the codec stored it. */
export interface DocRow {
  id: string;
  doc: unknown;
}

type Stored = string | Buffer;

/** The statements on one collection's table (prepared once, when the collection is first used). */
export interface DocTable {
  /** The table's SQL name (`d_` and a hash of the physical collection's name). */
  readonly name: string;
  readonly get: Database.Statement<[string], { doc: unknown }>;
  readonly rowsAfter: Database.Statement<[string, number], DocRow>;
  /**
   * Same idempotency rule as the Mongo adapter: a document is never replaced by an older version (a
   * lower or equal _pos); one without a number _pos always is. `pos` is the document's _pos, kept
   * beside it: the document itself may be sealed.
   */
  readonly upsert: Database.Statement<[string, Stored, number | null]>;
  /** A rebuild's fast path: written in event order, nothing to guard. */
  readonly put: Database.Statement<[string, Stored, number | null]>;
  readonly remove: Database.Statement<[string]>;
  readonly clear: Database.Statement<[]>;
  /** In id order, through the primary key: the order a scan (no sort) gives. */
  readonly scan: Database.Statement<[], DocRow>;
  /** The scan from a `_pos` bound on, by its comparison (rows without a number `pos` included). */
  readonly scanFrom: Record<'>' | '>=', Database.Statement<[number], DocRow>>;
  readonly count: Database.Statement<[], { n: number }>;
}

/** The table name of a physical collection's documents (its name may hold any character). */
export function docTableName(collection: string): string {
  return `d_${createHash('sha256').update(collection).digest('hex').slice(0, 20)}`;
}

/**
 * The documents of the embedded read store, one table per physical collection. A rebuild's old
 * generation then goes with a DROP TABLE, which frees its pages in order, where deleting its rows
 * from one shared table visited every page the collections' interleaved rows shared (a quarter of a
 * large rebuild's time), and a collection's rows lie together. A collection has its table from its
 * first write; until then it has no document, and reads answer nothing.
 */
export class DocTables {
  /** Collection -> table name, as the registry holds them. */
  private readonly names = new Map<string, string>();
  private readonly tables = new Map<string, DocTable>();
  private readonly statements;

  private readonly posIndexed: (collection: string) => boolean;

  constructor(
    private readonly db: Database.Database,
    private readonly options: {
      /** Physical collections whose table indexes `pos` (BY_CHANGE: read by what changed since). */
      posIndexed?: (collection: string) => boolean;
      /** Called when a write of `writing` rolled back. */
      rolledBack?: () => void;
    } = {},
  ) {
    this.posIndexed = options.posIndexed ?? (() => false);
    db.exec(DOC_TABLES_SCHEMA);
    this.statements = {
      all: db.prepare<[], { collection: string; name: string }>('SELECT collection, name FROM doc_tables'),
      add: db.prepare<[string, string]>('INSERT OR IGNORE INTO doc_tables (collection, name) VALUES (?, ?)'),
      remove: db.prepare<[string]>('DELETE FROM doc_tables WHERE collection = ?'),
    };
    this.refresh();
    // A file written before its read model declared BY_CHANGE gets the index now.
    for (const [collection, name] of this.names) if (this.posIndexed(collection)) createPosIndex(db, name);
  }

  /**
   * Takes up the tables other processes created or dropped (another process's rebuild, say), and
   * after a rolled-back write, those this one created in it.
   */
  refresh(): void {
    const now = new Map(this.statements.all.all().map((row) => [row.collection, row.name] as const));
    for (const collection of this.names.keys()) {
      if (now.get(collection) !== this.names.get(collection)) this.tables.delete(collection);
    }
    this.names.clear();
    for (const [collection, name] of now) this.names.set(collection, name);
  }

  /** `fn` as a write transaction; when it rolls back, the tables it created are forgotten with it. */
  writing<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    const transaction = this.db.transaction(fn);
    return (...args: A): R => {
      try {
        return transaction(...args);
      } catch (err) {
        this.refresh();
        this.options.rolledBack?.();
        throw err;
      }
    };
  }

  /** The collection's table, or undefined while it has none (it has no document). */
  of(collection: string): DocTable | undefined {
    const cached = this.tables.get(collection);
    if (cached) return cached;
    const name = this.names.get(collection);
    if (!name) return undefined;
    const table = prepareTable(this.db, name);
    this.tables.set(collection, table);
    return table;
  }

  /** The collection's table, created when it has none: inside the caller's write transaction. */
  ensure(collection: string): DocTable {
    const known = this.of(collection);
    if (known) return known;
    const name = docTableName(collection);
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${name} (id TEXT PRIMARY KEY, doc NOT NULL, pos REAL)`);
    if (this.posIndexed(collection)) createPosIndex(this.db, name);
    this.statements.add.run(collection, name);
    this.names.set(collection, name);
    return this.of(collection)!;
  }

  /** Removes the collection's table with its documents (zeroed as freed while secure_delete is on). */
  drop(collection: string): void {
    const name = this.names.get(collection) ?? docTableName(collection);
    this.db.exec(`DROP TABLE IF EXISTS ${name}`);
    this.statements.remove.run(collection);
    this.names.delete(collection);
    this.tables.delete(collection);
  }

  /** Every collection that has a table, with its table's name. */
  list(): [collection: string, name: string][] {
    return [...this.names];
  }
}

function createPosIndex(db: Database.Database, name: string): void {
  db.exec(`CREATE INDEX IF NOT EXISTS ${name}_pos ON ${name} (pos)`);
}

function prepareTable(db: Database.Database, name: string): DocTable {
  const prepare = <P extends unknown[], R = unknown>(sql: string) => db.prepare<P, R>(sql);
  // `+id`: the rows are found in storage order, or through the `pos` index where the collection
  // declares BY_CHANGE (only the changed rows are read), and only the few that changed are sorted.
  // Ordered by the primary key, each row was looked up from its id's index entry: 4x the time at
  // 2,000 positions (issue 25, item 3).
  const from = (op: string) =>
    prepare<[number], DocRow>(`SELECT id, doc FROM ${name} WHERE pos ${op} ? OR pos IS NULL ORDER BY +id`);
  return {
    name,
    get: prepare<[string], { doc: unknown }>(`SELECT doc FROM ${name} WHERE id = ?`),
    rowsAfter: prepare<[string, number], DocRow>(
      `SELECT id, doc FROM ${name} WHERE id > ? ORDER BY id LIMIT ?`,
    ),
    upsert: prepare<[string, Stored, number | null]>(`
      INSERT INTO ${name} (id, doc, pos) VALUES (?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, pos = excluded.pos
      WHERE excluded.pos IS NULL OR ${name}.pos IS NULL OR ${name}.pos < excluded.pos`),
    put: prepare<[string, Stored, number | null]>(`
      INSERT INTO ${name} (id, doc, pos) VALUES (?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, pos = excluded.pos`),
    remove: prepare<[string]>(`DELETE FROM ${name} WHERE id = ?`),
    clear: prepare<[]>(`DELETE FROM ${name}`),
    scan: prepare<[], DocRow>(`SELECT id, doc FROM ${name} ORDER BY id`),
    scanFrom: { '>': from('>'), '>=': from('>=') },
    count: prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${name}`),
  };
}

/**
 * The documents' tables of a file opened outside a store, each with its physical collection (none
 * in a file of an older layout).
 */
export function docTablesOf(db: Database.Database): Map<string, string> {
  const registry = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'doc_tables'");
  if (!registry.get()) return new Map();
  const rows = db.prepare<[], { collection: string; name: string }>(
    'SELECT collection, name FROM doc_tables',
  );
  return new Map(rows.all().map((row) => [row.name, row.collection] as const));
}
