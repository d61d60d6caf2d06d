import type Database from 'better-sqlite3';
import { allowedValues } from './memory-index';
import { sameSort } from './memory-sort';
import { encodeKey, type Scalar } from './sql-keys';
import type { SqlIndexTable } from './sql-index-table';
import type { Filter, IndexSpec, Sort } from '#projections/core/read-store';

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

/** The columns of the collection's index table (c0..) an index reads: its fields, its sort's. */
export interface IndexColumns {
  keys: string[];
  /** The sort fields, `_id` last, and their directions. */
  sorts: string[];
  dirs: (1 | -1)[];
}

/** The bit of column `c{j}` in the table's `irr` mask. */
const bitOf = (column: string): number => 1 << Number(column.slice(1));

/** A row of the index table as stored: `irr` and the encoded columns (c0..), by name. */
export type IndexRow = { irr: number } & Record<string, string | number | null>;

/**
 * One declared index of a collection, over the collection's index table (SqlIndexTable): its
 * SQLite indexes, (k.., s..) for equality/$in filters and (s.., every column) shared by the indexes
 * of the same sort for pages in that order, and optionally a table of counts per combination of
 * key values (IndexSpec.counts), kept by the table's writes in their own transaction (countChange):
 * counting an equality/$in filter sums a few rows instead of walking every match.
 */
export class SqlIndex {
  readonly counted: boolean;
  readonly countsName: string;
  /** The bits of the index's columns: a row irregular in one makes the index decline. */
  private readonly mask: number;
  /** The bits of its key columns: a row irregular in one is not counted. */
  private readonly keyMask: number;
  /** The SQLite indexes: (k.., s..) of this index, (s.., ..) shared by the indexes of its sort. */
  private readonly kIndex: string;
  private readonly sIndex: string;
  private countAll: Database.Statement<[], { n: number }> | undefined;
  private clearCounts: Database.Statement<[]> | undefined;
  private counting: { inc: Database.Statement<unknown[]>; dec: Database.Statement<unknown[]> } | undefined;

  constructor(
    private readonly owner: SqlIndexTable,
    n: number,
    readonly spec: IndexSpec,
    private readonly columns: IndexColumns,
  ) {
    if (spec.fields.length === 0 && Object.keys(spec.sort).length === 0) {
      throw new Error(`Invalid index fields: ${JSON.stringify(spec.fields)}`);
    }
    this.counted = columns.keys.length > 0 && spec.counts !== false;
    this.countsName = `${owner.table}_n${n}`;
    this.keyMask = columns.keys.reduce((mask, c) => mask | bitOf(c), 0);
    this.mask = columns.sorts.reduce((mask, c) => mask | bitOf(c), this.keyMask);
    this.kIndex = `${owner.table}_k${n}`;
    this.sIndex = `${owner.table}_s_${columns.sorts.map((c, i) => `${c}${columns.dirs[i] === 1 ? 'a' : 'd'}`).join('')}`;
  }

  get table(): string {
    return this.owner.table;
  }

  get collection(): string {
    return this.owner.collection;
  }

  /** The SQLite indexes this index walks, as [name, columns] (the table has `width` columns). */
  sqliteIndexes(width: number): [string, string][] {
    const { keys, sorts } = this.columns;
    const sorted = sorts.map((c, i) => `${c} ${this.columns.dirs[i] === 1 ? 'ASC' : 'DESC'}`);
    const rest = Array.from({ length: width }, (_, j) => `c${j}`).filter((c) => !sorts.includes(c));
    const list: [string, string][] = [[this.sIndex, [...sorted, ...rest].join(', ')]];
    if (keys.length > 0) list.push([this.kIndex, [...keys, ...sorted].join(', ')]);
    return list;
  }

  /** The counts' table, kept per combination of key values (empty when no counts are kept). */
  countsTable(): string {
    if (!this.counted) return '';
    const { keys } = this.columns;
    return `CREATE TABLE IF NOT EXISTS ${this.countsName} (${keys.map((c) => `${c} TEXT NOT NULL`).join(', ')},
      n INTEGER NOT NULL, PRIMARY KEY (${keys.join(', ')})) WITHOUT ROWID;`;
  }

  /**
   * The SQL that readies the counts for writes: `sum`, first summed from the rows (a bulk-loaded
   * copy). It drops the triggers that kept them in files written before: an SQLite trigger on a
   * table of ten indexes cost 30-50 µs per written row (the activity log's whole write was 60), where
   * countChange costs 2-3 (issue 25, item 3).
   */
  countsSql(sum: boolean): string {
    if (!this.counted) return '';
    const { keys } = this.columns;
    const [t, c, m] = [this.owner.table, this.countsName, this.keyMask];
    const cols = keys.join(', ');
    const summed = `DELETE FROM ${c};
      INSERT INTO ${c} (${cols}, n) SELECT ${cols}, count(*) FROM ${t} WHERE (irr & ${m}) = 0 GROUP BY ${cols};`;
    const legacy = ['ai', 'ad', 'ud', 'ui'].map((op) => `DROP TRIGGER IF EXISTS ${c}_${op};`).join('\n');
    return `${legacy}\n${sum ? summed : ''}`;
  }

  /**
   * Keeps the counts in step with one row's change (`before`: the stored row, undefined when new;
   * `after`: its new `irr` and columns, null when removed). A row is counted while its key columns
   * are regular; a change that keeps its keys costs nothing.
   */
  countChange(before: IndexRow | undefined, after: IndexRow | null): void {
    if (!this.counted) return;
    const { keys } = this.columns;
    const wasCounted = this.regular(before);
    const isCounted = this.regular(after);
    const same = wasCounted && isCounted && keys.every((k) => before[k] === after[k]);
    if (same) return;
    this.counting ??= {
      inc: this.owner.db.prepare(
        `INSERT INTO ${this.countsName} (${keys.join(', ')}, n) VALUES (${keys.map(() => '?').join(', ')}, 1)
         ON CONFLICT (${keys.join(', ')}) DO UPDATE SET n = n + 1`,
      ),
      dec: this.owner.db.prepare(
        `UPDATE ${this.countsName} SET n = n - 1 WHERE ${keys.map((k) => `${k} = ?`).join(' AND ')}`,
      ),
    };
    if (wasCounted) this.counting.dec.run(...keys.map((k) => before[k]));
    if (isCounted) this.counting.inc.run(...keys.map((k) => after[k]));
  }

  /** Whether a row is counted: it exists and its key columns are regular. */
  private regular(row: IndexRow | null | undefined): row is IndexRow {
    return row !== null && row !== undefined && (row.irr & this.keyMask) === 0;
  }

  /** SQL summing every count (counted indexes only). */
  countAllSql(): string {
    return `SELECT coalesce(sum(n), 0) AS n FROM ${this.countsName}`;
  }

  /** Empties the counts (the table's rows were all deleted). */
  resetCounts(): void {
    if (!this.counted) return;
    this.clearCounts ??= this.owner.db.prepare(`DELETE FROM ${this.countsName}`);
    this.clearCounts.run();
  }

  /**
   * SQL counting what a plan without residual clauses selects: a sum over the counts per key, or
   * (no counts kept) a walk of the matching keys in the (k.., s..) index.
   */
  countSql(plan: SqlPlan): string {
    // A plan is made only while every row is regular in the index's columns.
    return this.counted
      ? `SELECT coalesce(sum(i.n), 0) AS n FROM ${this.countsName} i WHERE ${plan.where}`
      : `SELECT count(*) AS n FROM ${this.table} i INDEXED BY ${this.kIndex} WHERE ${plan.where}`;
  }

  /** The sort columns, for a subquery that pages the index before documents are read. */
  get sortColumns(): string {
    return this.columns.sorts.map((c, i) => `i.${c} AS s${i}`).join(', ');
  }

  /** Whether pageIndex chooses by the plan's count of matches (else any count will do). */
  pageIndexNeedsCount(plan: SqlPlan): boolean {
    return this.columns.keys.length > 0 && !plan.singleValued;
  }

  /**
   * The SQLite index a page in the declared order walks. (k.., s..) is in that order when every index
   * field is given one value. Otherwise either (s.., ..) is walked in order, testing the fields'
   * values in the index itself, until offset + limit matches (cheap when matches are many), or the
   * matches are taken from (k.., s..) and sorted (cheap when they are few): the counts per key say
   * how many there are, so the cheaper one is chosen.
   */
  pageIndex(plan: SqlPlan, matches: number, wanted: number): string {
    if (this.columns.keys.length === 0) return this.sIndex;
    if (plan.singleValued) return this.kIndex;
    let all: number;
    if (this.counted) {
      this.countAll ??= this.owner.db.prepare<[], { n: number }>(this.countAllSql());
      all = this.countAll.get()?.n ?? 0;
    } else all = this.owner.approxRows();
    const walked = Math.min(all, (wanted * all) / Math.max(matches, 1));
    return matches * 4 < walked ? this.kIndex : this.sIndex;
  }

  /** ORDER BY of the declared sort, over the index table (aliased `alias`). */
  orderBy(alias: string): string {
    return this.columns.sorts.map((c, i) => `${alias}.${c} ${this.dir(i)}`).join(', ');
  }

  /** ORDER BY of the declared sort, over a page's subquery of sortColumns (aliased `alias`). */
  pageOrder(alias: string): string {
    return this.columns.sorts.map((_, i) => `${alias}.s${i} ${this.dir(i)}`).join(', ');
  }

  /**
   * How this index would answer `filter` (sorted by `sort` when given), or null when it cannot:
   * `irregular` are the table's columns where a row holds an array or an object.
   */
  plan(filter: Filter, sort: Sort | undefined, irregular: number): SqlPlan | null {
    if ((irregular & this.mask) !== 0) return null;
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
      const column = this.columns.keys[i]!;
      clauses.push(encoded.length === 0 ? '0' : `i.${column} IN (${encoded.map(() => '?').join(', ')})`);
      params.push(...encoded);
    }
    const ordered = sort !== undefined && sameSort(sort, this.spec.sort);
    const where = clauses.length > 0 ? clauses.join(' AND ') : '1';
    const singleValued = single === this.columns.keys.length;
    return { index: this, where, params, residual, constrained, ordered, singleValued };
  }

  private dir(i: number): string {
    return this.columns.dirs[i] === 1 ? 'ASC' : 'DESC';
  }
}
