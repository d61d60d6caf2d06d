import { compileFilter, isPlainObject, isScalar, lookup } from './memory-filter';
import { mergePage } from './memory-merge';
import { findInMemory, pageBounds } from './memory-query';
import { compileSort, sameSort, sortFields, type CompiledSort, type SortKeys } from './memory-sort';
import type { Doc, Filter, FindOptions, IndexSpec, Sort } from '#projections/core/read-store';

type Scalar = string | number | boolean | null;

interface Entry {
  keys: SortKeys;
  doc: Doc;
}

/** The documents whose index fields hold one combination of values, in the index's sort order. */
interface Bucket {
  values: Scalar[];
  entries: Entry[];
}

/** How one index answers a filter: the buckets it can match and what is left to test per document. */
export interface IndexPlan {
  buckets: Bucket[];
  /** The filter's clauses the buckets do not settle, tested document by document. */
  residual: Filter;
  /** How many of the index's fields the filter gives. */
  constrained: number;
  /** True when the buckets are in the query's sort order (pages come from a merge). */
  ordered: boolean;
  order: CompiledSort;
}

/**
 * A secondary index of the in-memory read store: documents grouped by the values of the declared
 * fields, each group kept sorted. An equality or $in on some of the fields picks the groups; a
 * page in the declared sort is a merge of the groups' heads; a count is the sum of their sizes.
 *
 * Values are matched exactly as the filter's fast path does (null also matches a missing field).
 * A document with an array or an object in an indexed or sort field would need Mongo's array
 * semantics: while the collection holds one, the index declines every query and scans answer.
 */
export class BucketIndex {
  private readonly buckets = new Map<string, Bucket>();
  private readonly paths: string[][];
  private readonly sortPaths: string[][];
  private readonly order: CompiledSort;
  /** Documents with an array or an object in an indexed or sort field. */
  private irregular = 0;

  constructor(private readonly spec: IndexSpec) {
    this.paths = spec.fields.map((field) => field.split('.'));
    this.sortPaths = sortFields(spec.sort).map(([field]) => field.split('.'));
    // Names inherited by plain objects are left to mingo by the filter: never indexed.
    // No fields: one group in the sort's order (the newest by seq, say), so a sort is required.
    const pointless = spec.fields.length === 0 && Object.keys(spec.sort).length === 0;
    if (pointless || this.paths.some((p) => p.some((s) => !s || s in Object.prototype))) {
      throw new Error(`Invalid index fields: ${JSON.stringify(spec.fields)}`);
    }
    this.order = compileSort(spec.sort);
  }

  add(doc: Doc): void {
    const bucket = this.bucketOf(doc);
    if (!bucket) return;
    const entry = this.entryOf(doc);
    const { entries } = bucket;
    entries.splice(this.search(entries, entry.keys, true), 0, entry);
  }

  /** Removes a document added before: the same object, so its keys are the same. */
  remove(doc: Doc): void {
    const values = this.valuesOf(doc);
    if (!values) {
      this.irregular--;
      return;
    }
    const key = JSON.stringify(values);
    const bucket = this.buckets.get(key);
    const at = bucket ? this.search(bucket.entries, this.order.keysOf(doc), false) : -1;
    if (!bucket || bucket.entries[at]?.doc !== doc) throw new Error('read store index out of step');
    bucket.entries.splice(at, 1);
    if (bucket.entries.length === 0) this.buckets.delete(key);
  }

  /** How this index would answer `filter` (sorted by `sort` when given), or null when it cannot. */
  plan(filter: Filter, sort: Sort | undefined): IndexPlan | null {
    if (this.irregular > 0) return null;
    const allowed: (Set<unknown> | undefined)[] = [];
    const residual: Filter = {};
    let constrained = 0;
    for (const [key, condition] of Object.entries(filter)) {
      const i = this.spec.fields.indexOf(key);
      const values = i < 0 ? null : allowedValues(condition);
      if (values) {
        allowed[i] = values;
        constrained++;
      } else residual[key] = condition;
    }
    const buckets: Bucket[] = [];
    for (const bucket of this.buckets.values()) {
      if (bucket.values.every((v, i) => allowed[i]?.has(v) ?? true)) buckets.push(bucket);
    }
    const ordered = sort !== undefined && sameSort(sort, this.spec.sort);
    return { buckets, residual, constrained, ordered, order: this.order };
  }

  private entryOf(doc: Doc): Entry {
    return { keys: this.order.keysOf(doc), doc };
  }

  /** The document's bucket, created if new; undefined (and counted) when the document is irregular. */
  private bucketOf(doc: Doc): Bucket | undefined {
    const values = this.valuesOf(doc);
    if (!values) {
      this.irregular++;
      return undefined;
    }
    const key = JSON.stringify(values);
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = { values, entries: [] }));
    return bucket;
  }

  /**
   * The indexed fields' values (missing as null), or null when an indexed or sort field holds an
   * array or an object. Scalar sort keys compare as a strict total order, which binary search needs.
   */
  private valuesOf(doc: Doc): Scalar[] | null {
    for (const path of this.sortPaths) if (!isScalarOrMissing(lookup(doc, path))) return null;
    const values: Scalar[] = [];
    for (const path of this.paths) {
      const value = lookup(doc, path);
      if (!isScalarOrMissing(value)) return null;
      values.push(value ?? null);
    }
    return values;
  }

  /** First position whose keys are greater than (`after`) or not less than `keys`. */
  private search(entries: Entry[], keys: SortKeys, after: boolean): number {
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.order.compareKeys(entries[mid]!.keys, keys);
      if (c < 0 || (after && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function isScalarOrMissing(value: unknown): value is Scalar | undefined {
  return value === undefined || isScalar(value);
}

/** The values an equality, $eq or $in condition allows, or null for any other condition. */
export function allowedValues(condition: unknown): Set<unknown> | null {
  if (isScalar(condition)) return new Set([condition]);
  if (!isPlainObject(condition)) return null;
  const [op, ...more] = Object.keys(condition);
  if (more.length > 0) return null;
  const operand = condition[op ?? ''];
  if (op === '$eq' && isScalar(operand)) return new Set([operand]);
  if (op === '$in' && Array.isArray(operand) && operand.every(isScalar)) return new Set(operand);
  return null;
}

export function countPlan(plan: IndexPlan): number {
  let total = 0;
  if (Object.keys(plan.residual).length === 0) {
    for (const bucket of plan.buckets) total += bucket.entries.length;
    return total;
  }
  const matches = compileFilter(plan.residual);
  for (const bucket of plan.buckets) for (const { doc } of bucket.entries) if (matches(doc)) total++;
  return total;
}

/** A sorted page (options.sort is set) from the plan's buckets. */
export function findPlan(plan: IndexPlan, options: FindOptions): Doc[] {
  if (!plan.ordered) return findInMemory(docsOf(plan.buckets), plan.residual, options);
  const matches = compileFilter(plan.residual);
  const { skip, limit } = pageBounds(options);
  const lists = plan.buckets.map((b) => b.entries);
  const { compareKeys } = plan.order;
  const page = mergePage(
    lists,
    (a, b) => compareKeys(a.keys, b.keys),
    (e) => matches(e.doc),
    skip,
    limit,
  );
  return page.map((e) => e.doc);
}

function* docsOf(buckets: Bucket[]): Iterable<Doc> {
  for (const bucket of buckets) for (const { doc } of bucket.entries) yield doc;
}
