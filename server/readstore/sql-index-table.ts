import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { isScalar, lookup } from './memory-filter';
import { sortFields } from './memory-sort';
import { SqlIndex, type IndexRow } from './sql-index';
import { decodeKey, encodeKey, type Scalar } from './sql-keys';
import type { Doc, IndexSpec } from '#projections/core/read-store';

/** Ids per statement of valuesOf (SQLite allows 32,766 parameters; short statements plan faster). */
const VALUES_CHUNK = 500;
/** Bits of the `irr` mask: one per column. */
const MAX_COLUMNS = 30;

/**
 * The declared indexes of one collection of the embedded read store, as one SQLite table: a row
 * per document with the encoded value of every indexed or sorted field (a column each, c0..), and
 * per declared index one SQLite index (k.., s..) for equality/$in filters, plus one (s.., every
 * other column) per declared sort order for pages walked in that order (SqlIndex plans them).
 *
 * One table rather than one per declared index: a write touches a row and one b-tree per SQLite
 * index, where a table per index cost each its row, its id key and two indexes. The activity log
 * (nine indexes) wrote 66 pages per event that way.
 *
 * Keys are encoded in JavaScript (sql-keys.ts): Mongo's order of mixed types and JavaScript's
 * string order are not SQLite's. A field holding an array or an object (Mongo's array semantics)
 * sets its column's bit in `irr`: while a row has the bit of one of an index's columns, that index
 * declines every query and scans answer, exactly as the in-memory index did.
 */
export class SqlIndexTable {
  readonly table: string;
  readonly indexes: SqlIndex[];
  private readonly paths: string[][];
  private readonly put: Database.Statement<unknown[]>;
  private readonly remove: Database.Statement<[string]>;
  private readonly clear: Database.Statement<[]>;
  private readonly nextIrregular: Database.Statement<[number], { irr: number | null }>;
  /** The stored row of an id, for the counts (only when an index keeps counts). */
  private readonly stored: Database.Statement<[string], IndexRow> | null;
  private readonly counted: SqlIndex[];
  private rows: Database.Statement<[], { n: number }> | undefined;
  /** valuesOf's statements, by their SQL: a full chunk's, and the lengths of the last ones. */
  private readonly valueStatements = new Map<string, Database.Statement<unknown[]>>();
  /** A staging copy: its SQLite indexes and counts are made once, after the bulk load. */
  private deferred: boolean;
  /**
   * irregularColumns' answer while it holds, or null: every query asks it, and it is a statement.
   * A write of this process keeps it (or a superset, which only makes an index decline); a rolled
   * back write and another process's commit clear it (forgetIrregular: sqlite-generations.ts).
   */
  private irregular: number | null = null;

  constructor(
    readonly db: Database.Database,
    readonly collection: string,
    specs: IndexSpec[],
    deferred = false,
  ) {
    const fields: string[] = [];
    const column = (field: string): string => {
      if (!fields.includes(field)) fields.push(field);
      return `c${fields.indexOf(field)}`;
    };
    const signature = specs.map((spec) => [spec.fields, sortFields(spec.sort), spec.counts !== false]);
    this.table = `ix_${createHash('sha256')
      .update(JSON.stringify([collection, signature]))
      .digest('hex')
      .slice(0, 20)}`;
    this.indexes = specs.map((spec, n) => {
      const sorts = sortFields(spec.sort);
      return new SqlIndex(this, n, spec, {
        keys: spec.fields.map(column),
        sorts: sorts.map(([field]) => column(field)),
        dirs: sorts.map(([, dir]) => dir),
      });
    });
    this.paths = fields.map((field) => field.split('.'));
    const invalid = this.paths.some((p) => p.some((s) => !s || s in Object.prototype));
    if (invalid || fields.length > MAX_COLUMNS) {
      throw new Error(`Invalid index fields: ${JSON.stringify(specs.map((spec) => spec.fields))}`);
    }
    const columns = this.paths.map((_, j) => `c${j}`);
    const t = this.table;
    db.exec(`
      CREATE TABLE IF NOT EXISTS ${t} (id TEXT PRIMARY KEY, irr INTEGER NOT NULL,
        ${columns.map((c) => `${c} TEXT`).join(', ')}) WITHOUT ROWID;
      ${this.indexes.map((index) => index.countsTable()).join('\n')}
    `);
    this.deferred = deferred;
    if (!deferred) this.createIndexes();
    // A document whose keys did not change (most updates) leaves its row, indexes and counts alone.
    const all = ['irr', ...columns];
    this.put = db.prepare(
      `INSERT INTO ${t} (id, ${all.join(', ')}) VALUES (${['id', ...all].map(() => '?').join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${all.map((c) => `${c} = excluded.${c}`).join(', ')}
       WHERE ${all.map((c) => `${c} IS NOT excluded.${c}`).join(' OR ')}`,
    );
    this.remove = db.prepare(`DELETE FROM ${t} WHERE id = ?`);
    this.clear = db.prepare(`DELETE FROM ${t}`);
    this.nextIrregular = db.prepare(`SELECT min(irr) AS irr FROM ${t} WHERE irr != 0 AND irr > ?`);
    this.counted = this.indexes.filter((index) => index.counted);
    this.stored =
      this.counted.length > 0 ? db.prepare(`SELECT ${all.join(', ')} FROM ${t} WHERE id = ?`) : null;
  }

  /** The SQLite indexes, and the counts readied (a staging copy's are summed from its rows). */
  createIndexes(): void {
    const t = this.table;
    const seen = new Set<string>();
    const statements = [`CREATE INDEX IF NOT EXISTS ${t}_irr ON ${t} (irr) WHERE irr != 0;`];
    for (const index of this.indexes) {
      for (const [name, columns] of index.sqliteIndexes(this.paths.length)) {
        if (seen.has(name)) continue;
        seen.add(name);
        statements.push(`CREATE INDEX IF NOT EXISTS ${name} ON ${t} (${columns});`);
      }
      statements.push(index.countsSql(this.deferred));
    }
    this.db.exec(statements.join('\n'));
    this.deferred = false;
  }

  /**
   * Keeps the row (and the counts) in step with a document's new version (null: removed), inside
   * the caller's transaction. Each field is encoded once for all the indexes. A staging copy's
   * counts are summed once its rows are in (createIndexes).
   */
  write(id: string, doc: Doc | null): void {
    const counting = this.stored !== null && !this.deferred;
    const before = counting ? this.stored.get(id) : undefined;
    if (doc === null) {
      this.remove.run(id);
      if (before) for (const index of this.counted) index.countChange(before, null);
      if (this.irregular !== 0) this.irregular = null; // the row may have been irregular
      return;
    }
    const values: (string | number | null)[] = [id, 0];
    let irr = 0;
    for (let j = 0; j < this.paths.length; j++) {
      const value = lookup(doc, this.paths[j]!);
      // Infinity is stored as JSON null: such a document is left to the scan, like an array.
      if (value !== undefined && (!isScalar(value) || value === Infinity || value === -Infinity)) {
        irr |= 1 << j;
        values.push(null);
      } else values.push(encodeKey(value));
    }
    values[1] = irr;
    this.put.run(...values);
    if (counting) {
      const after: IndexRow = { irr };
      for (let j = 0; j < this.paths.length; j++) after[`c${j}`] = values[j + 2]!;
      for (const index of this.counted) index.countChange(before, after);
    }
    // A regular row may have replaced an irregular one: then the bits are read again.
    if (this.irregular !== null)
      this.irregular = irr !== 0 ? this.irregular | irr : this.irregular === 0 ? 0 : null;
  }

  /** Another process wrote to the file: the irregular columns are read again at the next query. */
  forgetIrregular(): void {
    this.irregular = null;
  }

  /**
   * The bits of the columns where some row holds an array or an object: one probe per query for
   * every declared index (an index declines when it reads one of them). Each distinct `irr` value
   * is one seek of the partial index of irregular rows, which is empty in practice.
   */
  irregularColumns(): number {
    if (this.irregular !== null) return this.irregular;
    let columns = 0;
    for (let at = 0; ;) {
      const next = this.nextIrregular.get(at)?.irr;
      if (next === null || next === undefined) return (this.irregular = columns);
      columns |= next;
      at = next;
    }
  }

  /**
   * The stored value of `field` for each of `ids` that has a row (every document of the collection
   * has one), or null when the field is no column. `irregular`: the ids whose value is an array, an
   * object or an infinity, which the column does not hold (read their documents).
   */
  valuesOf(
    ids: readonly string[],
    field: string,
  ): { values: Map<string, Scalar>; irregular: string[] } | null {
    const j = this.paths.findIndex((path) => path.join('.') === field);
    if (j < 0) return null;
    const values = new Map<string, Scalar>();
    const irregular: string[] = [];
    for (let at = 0; at < ids.length; at += VALUES_CHUNK) {
      const chunk = ids.slice(at, at + VALUES_CHUNK);
      const sql = `SELECT id, irr, c${j} AS v FROM ${this.table} WHERE id IN (${chunk.map(() => '?').join(', ')})`;
      let statement = this.valueStatements.get(sql);
      if (!statement) this.valueStatements.set(sql, (statement = this.db.prepare(sql)));
      const rows = statement.all(...chunk) as { id: string; irr: number; v: string | null }[];
      for (const row of rows) {
        if (row.irr & (1 << j) || row.v === null) irregular.push(row.id);
        else values.set(row.id, decodeKey(row.v));
      }
    }
    return { values, irregular };
  }

  /** The rows there are, for an estimate: summed from an index's counts when one keeps them. */
  approxRows(): number {
    this.rows ??= this.db.prepare<[], { n: number }>(
      this.indexes.find((index) => index.counted)?.countAllSql() ?? `SELECT count(*) AS n FROM ${this.table}`,
    );
    return this.rows.get()?.n ?? 0;
  }

  reset(): void {
    this.clear.run();
    this.irregular = null;
    for (const index of this.indexes) index.resetCounts();
  }

  /** Removes the table with its indexes, counts and triggers (the collection it served was replaced). */
  drop(): void {
    this.db.exec(
      [this.table, ...this.indexes.map((index) => index.countsName)]
        .map((name) => `DROP TABLE IF EXISTS ${name};`)
        .join('\n'),
    );
  }
}
