import type Database from 'better-sqlite3';
import { compileFilter } from './memory-filter';
import { findInMemory, pageBounds, sortOf } from './memory-query';
import { decodeDoc, type DocCodec } from './doc-codec';
import type { SqlPlan } from './sql-index';
import type { SqlIndexTable } from './sql-index-table';
import { type Doc, type Filter, type FindOptions, type Page, type Sort } from '#projections/core/read-store';

/** Prepared statements kept per read store (the query shapes are few; $in lists vary their length). */
const STATEMENT_CACHE = 200;

/** A docs row: the document as the codec stored it. */
interface Row {
  id: string;
  doc: unknown;
}

/**
 * find/count of the embedded read store with Mongo semantics, answered by SQLite: through a declared
 * index (SqlIndexTable, SqlIndex) when one narrows or orders the query, by a streaming scan of the collection
 * otherwise. Nothing holds a collection in memory: rows are parsed one by one and only the page
 * (or, for a sort no index serves, the best skip + limit matches) is kept. Documents not settled by
 * the index are tested with the same mingo-compatible matcher the in-memory store used.
 */
export class SqlQueries {
  private readonly scanRows: Database.Statement<[string], Row>;
  /** The scan from a `_pos` bound on (see scan), by its comparison. */
  private readonly scanRowsFrom: Record<'>' | '>=', Database.Statement<[string, number], Row>>;
  /**
   * Prepared statements of the queries run with get() or all(), by their SQL (a prepare costs about
   * as much as a small query). Not those run with iterate(): one statement cannot run twice at once.
   */
  private readonly statements = new Map<string, Database.Statement<unknown[]>>();

  constructor(
    private readonly db: Database.Database,
    /** The index table of a physical collection (none when it declares no index). */
    private readonly tables: (collection: string) => SqlIndexTable | undefined,
    private readonly codec: DocCodec,
  ) {
    // In id order, through the primary key: the order a scan (no sort) gives.
    this.scanRows = db.prepare('SELECT id, doc FROM docs WHERE collection = ? ORDER BY id');
    const from = (op: string) =>
      db.prepare<[string, number], Row>(
        `SELECT id, doc FROM docs WHERE collection = ? AND (pos ${op} ? OR pos IS NULL) ORDER BY id`,
      );
    this.scanRowsFrom = { '>': from('>'), '>=': from('>=') };
  }

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
        `LIMIT ? OFFSET ?) i CROSS JOIN docs d ON d.collection = ? AND d.id = i.id ORDER BY ${index.pageOrder('i')}`;
      const rows = this.statement<Row>(sql).all(
        ...plan.params,
        limit === Infinity ? -1 : limit,
        skip,
        index.collection,
      );
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
    const row = this.statement<{ n: number }>('SELECT count(*) AS n FROM docs WHERE collection = ?').get(
      collection,
    );
    return row?.n ?? 0;
  }

  /** CROSS JOIN: SQLite reads the index table first (its planner would otherwise scan docs). */
  private select(plan: SqlPlan, columns: string): string {
    return `SELECT ${columns} FROM ${plan.index.table} i CROSS JOIN docs d ON d.collection = ? AND d.id = i.id WHERE ${plan.where}`;
  }

  private *candidates(plan: SqlPlan, orderBy: string | undefined): Iterable<Doc> {
    const sql = this.select(plan, 'd.id AS id, d.doc AS doc') + (orderBy ? ` ORDER BY ${orderBy}` : '');
    const { collection } = plan.index;
    const rows = this.db.prepare<unknown[], Row>(sql).iterate(collection, ...plan.params);
    for (const row of rows) yield decodeDoc(this.codec, collection, row.id, row.doc);
  }

  /**
   * The collection's documents in id order. A filter with a lower bound on `_pos` skips the rows
   * below it by the docs table's `pos` column (the document's _pos when it is a number, beside it)
   * before a row is decoded: 'what changed since this checkpoint' reads only what changed. Rows
   * whose `pos` is NULL (no number _pos: none, or an array the filter may still match) are read,
   * and the caller tests the whole filter on every document.
   */
  private *scan(collection: string, filter: Filter): Iterable<Doc> {
    const after = positionBound(filter);
    const rows = after
      ? this.scanRowsFrom[after.op].iterate(collection, after.value)
      : this.scanRows.iterate(collection);
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
