import type Database from 'better-sqlite3';
import { compileFilter } from './memory-filter';
import { findInMemory, pageBounds, sortOf } from './memory-query';
import { decodeDoc, type DocCodec } from './doc-codec';
import type { SqlPlan } from './sql-index';
import type { SqlIndexTable } from './sql-index-table';
import type { DocRow as Row, DocTables } from './sqlite-doc-tables';
import { type Doc, type Filter, type FindOptions, type Page, type Sort } from '#projections/core/read-store';

/** Prepared statements kept per read store (the query shapes are few; $in lists vary their length). */
const STATEMENT_CACHE = 200;

/**
 * find/count of the embedded read store with Mongo semantics, answered by SQLite: through a declared
 * index (SqlIndexTable, SqlIndex) when one narrows or orders the query, by a streaming scan of the collection
 * otherwise. Nothing holds a collection in memory: rows are parsed one by one and only the page
 * (or, for a sort no index serves, the best skip + limit matches) is kept. Documents not settled by
 * the index are tested with the same mingo-compatible matcher the in-memory store used.
 */
export class SqlQueries {
  /**
   * Prepared statements by their SQL (a prepare costs about as much as a small query). One statement
   * cannot iterate twice at once: see iterable().
   */
  private readonly statements = new Map<string, Database.Statement<unknown[]>>();

  constructor(
    private readonly db: Database.Database,
    /** The index table of a physical collection (none when it declares no index). */
    private readonly tables: (collection: string) => SqlIndexTable | undefined,
    /** The documents' tables: a collection without one has no document. */
    private readonly docs: DocTables,
    private readonly codec: DocCodec,
  ) {}

  find(collection: string, filter: Filter, options: FindOptions): Doc[] {
    const sort = sortOf(options);
    const plan = this.plan(collection, filter, sort);
    if (!plan) return findInMemory(this.scan(collection, filter), filter, options);
    // Without a sort, the matches in id order: the order of a scan, whichever way they are found.
    if (!plan.ordered)
      return findInMemory(this.candidates(plan, sort ? undefined : 'i.id'), plan.residual, options);
    const { skip, limit } = pageBounds(options);
    if (Object.keys(plan.residual).length === 0) {
      // The page's ids from the index alone, then only their documents (CROSS JOIN keeps that order).
      const { index } = plan;
      const docs = this.docs.of(index.collection)?.name;
      if (!docs) return [];
      // Counted only when the choice of SQLite index needs it: a count walks every match, and the
      // next id's query (the highest seq, one row) would count the whole collection each time.
      let walk: string;
      if (index.pageIndexNeedsCount(plan)) {
        const matches = this.countPlan(plan);
        if (matches <= skip) return [];
        walk = index.pageIndex(plan, matches, skip + Math.min(limit, matches));
      } else walk = index.pageIndex(plan, 0, 0);
      const sql =
        `SELECT d.id AS id, d.doc AS doc FROM (SELECT i.id AS id, ${index.sortColumns} FROM ${index.table} i ` +
        `INDEXED BY ${walk} WHERE ${plan.where} ORDER BY ${index.orderBy('i')} ` +
        `LIMIT ? OFFSET ?) i CROSS JOIN ${docs} d ON d.id = i.id ORDER BY ${index.pageOrder('i')}`;
      const rows = this.statement<Row>(sql).all(...plan.params, limit === Infinity ? -1 : limit, skip);
      return rows.map((row) => decodeDoc(this.codec, index.collection, row.id, row.doc));
    }
    // In the index's order, tested one by one until the page is full.
    const matches = compileFilter(plan.residual);
    const page: Doc[] = [];
    let skipped = 0;
    for (const doc of this.candidates(plan, plan.index.orderBy('i'))) {
      if (!matches(doc)) continue;
      if (skipped < skip) skipped++;
      else if (page.push(doc) >= limit) break;
    }
    return page;
  }

  count(collection: string, filter: Filter): number {
    const plan = this.plan(collection, filter, undefined);
    if (plan) return this.countPlan(plan);
    if (Object.keys(filter).length === 0) return this.countAll(collection);
    const matches = compileFilter(filter);
    let n = 0;
    for (const doc of this.scan(collection, filter)) if (matches(doc)) n++;
    return n;
  }

  findPage(collection: string, filter: Filter, options: FindOptions): Page {
    return { docs: this.find(collection, filter, options), total: this.count(collection, filter) };
  }

  private statement<R>(sql: string): Database.Statement<unknown[], R> {
    let statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql); // re-inserted last: the map's order is the least recently used first
    } else {
      statement = this.db.prepare<unknown[]>(sql);
      if (this.statements.size >= STATEMENT_CACHE)
        this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, statement);
    return statement as Database.Statement<unknown[], R>;
  }

  private countPlan(plan: SqlPlan): number {
    if (Object.keys(plan.residual).length === 0) {
      const sql = plan.index.countSql(plan);
      return this.statement<{ n: number }>(sql).get(...plan.params)?.n ?? 0;
    }
    const matches = compileFilter(plan.residual);
    let n = 0;
    for (const doc of this.candidates(plan, undefined)) if (matches(doc)) n++;
    return n;
  }

  private countAll(collection: string): number {
    return this.docs.of(collection)?.count.get()?.n ?? 0;
  }

  /** The documents of the index's matches; CROSS JOIN: SQLite reads the index table first. */
  private *candidates(plan: SqlPlan, orderBy: string | undefined): Iterable<Doc> {
    const { collection } = plan.index;
    const docs = this.docs.of(collection)?.name;
    if (!docs) return;
    const sql =
      `SELECT d.id AS id, d.doc AS doc FROM ${plan.index.table} i CROSS JOIN ${docs} d ON d.id = i.id ` +
      `WHERE ${plan.where}` +
      (orderBy ? ` ORDER BY ${orderBy}` : '');
    const rows = this.iterable<Row>(sql).iterate(...plan.params);
    for (const row of rows) yield decodeDoc(this.codec, collection, row.id, row.doc);
  }

  /**
   * A statement to iterate: the kept one unless an iteration of it is still open (a nested query of
   * the same shape), which needs one of its own. A prepare costs about as much as the query (the
   * titles changed since a checkpoint, once per save: issue 25, item 3).
   */
  private iterable<R>(sql: string): Database.Statement<unknown[], R> {
    const kept = this.statement<R>(sql);
    return kept.busy ? this.db.prepare<unknown[], R>(sql) : kept;
  }

  /**
   * The collection's documents in id order. A filter with a lower bound on `_pos` skips the rows
   * below it by its table's `pos` column (the document's _pos when it is a number, beside it)
   * before a row is decoded: 'what changed since this checkpoint' reads only what changed. Rows
   * whose `pos` is NULL (no number _pos: none, or an array the filter may still match) are read,
   * and the caller tests the whole filter on every document.
   */
  private *scan(collection: string, filter: Filter): Iterable<Doc> {
    const table = this.docs.of(collection);
    if (!table) return;
    const after = positionBound(filter);
    const rows = after ? table.scanFrom[after.op].iterate(after.value) : table.scan.iterate();
    for (const row of rows) yield decodeDoc(this.codec, collection, row.id, row.doc);
  }

  /**
   * The best index plan: the one whose fields the filter gives most, then one already in the
   * query's sort order. Null when no index narrows or orders the documents.
   */
  private plan(collection: string, filter: Filter, sort: Sort | undefined): SqlPlan | null {
    const table = this.tables(collection);
    if (!table) return null;
    const irregular = table.irregularColumns();
    let best: SqlPlan | null = null;
    for (const index of table.indexes) {
      const plan = index.plan(filter, sort, irregular);
      if (!plan || (plan.constrained === 0 && !plan.ordered)) continue;
      if (!best || rank(plan) > rank(best)) best = plan;
    }
    return best;
  }
}

/** The lower bound of `{ _pos: { $gt: n } }` or `{ _pos: { $gte: n } }` (a finite number), if any. */
function positionBound(filter: Filter): { op: '>' | '>='; value: number } | null {
  const bound = filter._pos;
  if (!bound || typeof bound !== 'object' || Array.isArray(bound)) return null;
  const { $gt, $gte } = bound as { $gt?: unknown; $gte?: unknown };
  if (typeof $gt === 'number' && Number.isFinite($gt)) return { op: '>', value: $gt };
  if (typeof $gte === 'number' && Number.isFinite($gte)) return { op: '>=', value: $gte };
  return null;
}

function rank(plan: SqlPlan): number {
  return plan.constrained * 2 + (plan.ordered ? 1 : 0);
}
