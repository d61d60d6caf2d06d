import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { isScalar, lookup } from './memory-filter';
import { allowedValues } from './memory-index';
import { sameSort, sortFields } from './memory-sort';
import { encodeKey, type Scalar } from './sql-keys';
import type { Doc, Filter, IndexSpec, Sort } from '#projections/core/read-store';

/**
 * Part of every index table's name: tables of an earlier layout (no counts) are built anew, and so
 * is a table whose spec turns its counts off or on.
 */
const COUNTED = 'counted';
const UNCOUNTED = 'uncounted';

/** How one declared index answers a filter: SQL that selects candidate ids, and what is left to test. */
export interface SqlPlan {
  index: SqlIndex;
  /** `WHERE` clause (without the keyword) over the index table, and its parameters. */
  where: string;
  params: string[];
  /** Clauses the index does not settle, tested document by document. */
  residual: Filter;
  constrained: number;
  /** The index table's order is the query's sort order. */
  ordered: boolean;
  /** Every index field is given exactly one value. */
  singleValued: boolean;
}

/** A document's fields encoded as index keys, by field name (null: irregular, an array or an object). */
export type EncodedFields = Map<string, string | null>;

/**
 * A declared index of the embedded read store as its own SQLite table: one row per document with
 * the encoded values of the index fields (k0..) and sort fields (s0.., `_id` last), and two SQLite
 * indexes, (k.., s..) for equality/$in filters and (s..) for pages in the declared order.
 *
 * A side table per index rather than expression indexes on the docs table: Mongo's order of mixed
 * types and JavaScript's string order are not SQLite's, so keys are encoded in JavaScript
 * (sql-keys.ts), and a document with an array or an object in an indexed or sort field (Mongo's
 * array semantics) is marked irregular: while the collection holds one, the index declines every
 * query and scans answer, exactly as the in-memory index did.
 */
export class SqlIndex {
  readonly table: string;
  private readonly paths: string[][];
  private readonly sortPaths: string[][];
  private readonly sortDirs: (1 | -1)[];
  /** The index fields then the sort fields, as named and as paths: the columns k.. s.. in order. */
  private readonly keyFields: string[];
  private readonly keyPaths: string[][];
  private readonly put: Database.Statement<unknown[]>;
  private readonly remove: Database.Statement<[string]>;
  private readonly clear: Database.Statement<[]>;
  private readonly hasIrregular: Database.Statement<[], { one: number }>;
  /** Documents in the index (pageIndex), prepared at its first use. */
  private countAll: Database.Statement<[], { n: number }> | undefined;
  /** A counts table per combination of key values is kept (IndexSpec.counts). */
  private readonly counted: boolean;
  /** A staging copy's counts, summed and then kept by triggers from createIndexes on. */
  private countsDeferred: boolean;

  constructor(
    private readonly db: Database.Database,
    readonly collection: string,
    readonly spec: IndexSpec,
    /** A rebuild's staging copy: its SQLite indexes are created once, after the bulk load. */
    deferred = false,
  ) {
    const pointless = spec.fields.length === 0 && Object.keys(spec.sort).length === 0;
    this.paths = spec.fields.map((field) => field.split('.'));
    if (pointless || this.paths.some((p) => p.some((s) => !s || s in Object.prototype))) {
      throw new Error(`Invalid index fields: ${JSON.stringify(spec.fields)}`);
    }
    const sorts = sortFields(spec.sort);
    this.sortPaths = sorts.map(([field]) => field.split('.'));
    this.keyFields = [...spec.fields, ...sorts.map(([field]) => field)];
    this.keyPaths = [...this.paths, ...this.sortPaths];
    this.sortDirs = sorts.map(([, dir]) => dir);
    this.counted = this.paths.length > 0 && spec.counts !== false;
    const signature = JSON.stringify([
      collection,
      spec.fields,
      sorts,
      spec.counts === false ? UNCOUNTED : COUNTED,
    ]);
    this.table = `ix_${createHash('sha256').update(signature).digest('hex').slice(0, 20)}`;
    const k = this.paths.map((_, i) => `k${i}`);
    const s = this.sortPaths.map((_, i) => `s${i}`);
    const t = this.table;
    db.exec(`
      CREATE TABLE IF NOT EXISTS ${t} (id TEXT PRIMARY KEY, irregular INTEGER NOT NULL,
        ${[...k, ...s].map((c) => `${c} TEXT`).join(', ')});
      ${this.counted ? countsTable(t, k) : ''}
    `);
    // A staging copy's counts are summed once its rows are in (createIndexes), not kept by a
    // trigger's upsert per row of its bulk load.
    this.countsDeferred = this.counted && deferred;
    if (!deferred) this.createIndexes();
    const columns = ['id', 'irregular', ...k, ...s];
    // An upsert, not INSERT OR REPLACE: the counts' update triggers see the old and the new keys.
    // A document whose keys did not change (most updates) leaves its row, SQLite indexes and
    // counts untouched.
    const updates = columns.slice(1).map((c) => `${c} = excluded.${c}`);
    const changed = columns.slice(1).map((c) => `${c} IS NOT excluded.${c}`);
    this.put = db.prepare(
      `INSERT INTO ${t} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')} WHERE ${changed.join(' OR ')}`,
    );
    this.remove = db.prepare(`DELETE FROM ${t} WHERE id = ?`);
    this.clear = db.prepare(`DELETE FROM ${t}`);
    this.hasIrregular = db.prepare(`SELECT 1 AS one FROM ${t} WHERE irregular = 1 LIMIT 1`);
  }

  /**
   * The SQLite indexes: (k.., s..) for equality/$in filters and (s.., k..) for pages, both in the
   * declared directions, so that a page walks the index without sorting ties.
   */
  createIndexes(): void {
    const t = this.table;
    const k = this.paths.map((_, i) => `k${i}`);
    const sd = this.sortPaths.map((_, i) => `s${i} ${this.sortDirs[i] === 1 ? 'ASC' : 'DESC'}`);
    this.db.exec(`
      ${k.length > 0 ? `CREATE INDEX IF NOT EXISTS ${t}_k ON ${t} (${[...k, ...sd].join(', ')});` : ''}
      CREATE INDEX IF NOT EXISTS ${t}_s ON ${t} (${[...sd, ...k].join(', ')});
      CREATE INDEX IF NOT EXISTS ${t}_irregular ON ${t} (irregular) WHERE irregular = 1;
      ${this.counted ? countsTriggers(t, k, this.countsDeferred) : ''}
    `);
    this.countsDeferred = false;
  }

  /**
   * Keeps the table in step with a document's new version (null: removed). Inside the caller's
   * transaction. `encoded`: the keys of the document's fields already encoded for its other indexes
   * (most share their sort fields), filled here for the next one.
   */
  write(id: string, doc: Doc | null, encoded: EncodedFields = new Map()): void {
    if (doc === null) {
      this.remove.run(id);
      return;
    }
    const keys = this.keysOf(doc, encoded);
    if (keys) this.put.run(id, 0, ...keys);
    else this.put.run(id, 1, ...this.paths.map(() => null), ...this.sortPaths.map(() => null));
  }

  reset(): void {
    this.clear.run();
  }

  /** Removes the table with its counts and triggers (the collection it served was replaced). */
  drop(): void {
    this.db.exec(`DROP TABLE IF EXISTS ${this.table}; DROP TABLE IF EXISTS ${this.table}_n;`);
  }

  /**
   * SQL counting what a plan without residual clauses selects: a sum over the counts per key, or
   * (no counts kept) a walk of the matching keys, which SQLite takes from the (k.., s..) index.
   */
  countSql(plan: SqlPlan): string {
    // A plan is made only while every row is regular (no array or object in a key).
    return this.counted
      ? `SELECT coalesce(sum(i.n), 0) AS n FROM ${this.table}_n i WHERE ${plan.where}`
      : `SELECT count(*) AS n FROM ${this.table} i WHERE ${plan.where}`;
  }

  /** The sort columns, for a subquery that pages the index before documents are read. */
  get sortColumns(): string {
    return this.sortPaths.map((_, i) => `i.s${i} AS s${i}`).join(', ');
  }

  /** Whether pageIndex chooses by the plan's count of matches (else any count will do). */
  pageIndexNeedsCount(plan: SqlPlan): boolean {
    return this.paths.length > 0 && !plan.singleValued;
  }

  /**
   * The SQLite index a page in the declared order walks. (k.., s..) is in that order when every index
   * field is given one value. Otherwise either (s.., k..) is walked in order, testing the fields'
   * values in the index itself, until offset + limit matches (cheap when matches are many), or the
   * matches are taken from (k.., s..) and sorted (cheap when they are few): the counts per key say
   * how many there are, so the cheaper one is chosen.
   */
  pageIndex(plan: SqlPlan, matches: number, wanted: number): string {
    if (this.paths.length === 0) return `${this.table}_s`;
    if (plan.singleValued) return `${this.table}_k`;
    // Without counts, the highest rowid: the rows ever added, a bound of the rows there are (a
    // count would walk them all), which is all this estimate needs.
    this.countAll ??= this.db.prepare<[], { n: number }>(
      this.counted
        ? `SELECT coalesce(sum(n), 0) AS n FROM ${this.table}_n`
        : `SELECT coalesce(max(rowid), 0) AS n FROM ${this.table}`,
    );
    const all = this.countAll.get()?.n ?? 0;
    const walked = Math.min(all, (wanted * all) / Math.max(matches, 1));
    return matches * 4 < walked ? `${this.table}_k` : `${this.table}_s`;
  }

  /** ORDER BY of the declared sort, in the index table's columns. */
  orderBy(alias: string): string {
    return this.sortDirs.map((dir, i) => `${alias}.s${i} ${dir === 1 ? 'ASC' : 'DESC'}`).join(', ');
  }

  /** How this index would answer `filter` (sorted by `sort` when given), or null when it cannot. */
  plan(filter: Filter, sort: Sort | undefined): SqlPlan | null {
    if (this.hasIrregular.get()) return null;
    const clauses: string[] = [];
    const params: string[] = [];
    const residual: Filter = {};
    let constrained = 0;
    let single = 0;
    for (const [key, condition] of Object.entries(filter)) {
      const i = this.spec.fields.indexOf(key);
      const values = i < 0 ? null : allowedValues(condition);
      if (!values) {
        residual[key] = condition;
        continue;
      }
      constrained++;
      if (values.size === 1) single++;
      const encoded = [...values].map((v) => encodeKey(v as Scalar)); // allowedValues holds only scalars
      clauses.push(encoded.length === 0 ? '0' : `i.k${i} IN (${encoded.map(() => '?').join(', ')})`);
      params.push(...encoded);
    }
    const ordered = sort !== undefined && sameSort(sort, this.spec.sort);
    const where = clauses.length > 0 ? clauses.join(' AND ') : '1';
    const singleValued = single === this.paths.length;
    return { index: this, where, params, residual, constrained, ordered, singleValued };
  }

  /** Encoded index and sort keys, or null when a field holds an array or an object. */
  private keysOf(doc: Doc, encoded: EncodedFields): string[] | null {
    const keys: string[] = [];
    for (let i = 0; i < this.keyPaths.length; i++) {
      const field = this.keyFields[i]!;
      let key = encoded.get(field);
      if (key === undefined) {
        const value = lookup(doc, this.keyPaths[i]!);
        // Infinity is stored as JSON null: such a document is left to the scan, like an array.
        const irregular =
          value !== undefined && (!isScalar(value) || value === Infinity || value === -Infinity);
        key = irregular ? null : encodeKey(value);
        encoded.set(field, key);
      }
      if (key === null) return null;
      keys.push(key);
    }
    return keys;
  }
}

/**
 * Documents per combination of index keys (regular rows only), kept by triggers in the index
 * table's own transaction (countsTriggers): counting an equality/$in filter sums a few rows instead
 * of walking every match.
 */
function countsTable(t: string, k: string[]): string {
  return `CREATE TABLE IF NOT EXISTS ${t}_n (${k.map((c) => `${c} TEXT NOT NULL`).join(', ')},
      n INTEGER NOT NULL, PRIMARY KEY (${k.join(', ')})) WITHOUT ROWID;`;
}

/** The counts' triggers; `sum`: the counts are first summed from the rows (a bulk-loaded copy). */
function countsTriggers(t: string, k: string[], sum: boolean): string {
  const cols = k.join(', ');
  const inc = `INSERT INTO ${t}_n (${cols}, n) VALUES (${k.map((c) => `new.${c}`).join(', ')}, 1)
    ON CONFLICT (${cols}) DO UPDATE SET n = n + 1;`;
  const dec = `UPDATE ${t}_n SET n = n - 1 WHERE ${k.map((c) => `${c} = old.${c}`).join(' AND ')};`;
  const summed = `DELETE FROM ${t}_n;
    INSERT INTO ${t}_n (${cols}, n) SELECT ${cols}, count(*) FROM ${t} WHERE irregular = 0 GROUP BY ${cols};`;
  return `${sum ? summed : ''}
    CREATE TRIGGER IF NOT EXISTS ${t}_ai AFTER INSERT ON ${t} WHEN new.irregular = 0 BEGIN ${inc} END;
    CREATE TRIGGER IF NOT EXISTS ${t}_ad AFTER DELETE ON ${t} WHEN old.irregular = 0 BEGIN ${dec} END;
    CREATE TRIGGER IF NOT EXISTS ${t}_ud AFTER UPDATE ON ${t} WHEN old.irregular = 0 BEGIN ${dec} END;
    CREATE TRIGGER IF NOT EXISTS ${t}_ui AFTER UPDATE ON ${t} WHEN new.irregular = 0 BEGIN ${inc} END;`;
}
