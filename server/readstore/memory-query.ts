import { compare, resolve } from 'mingo/util';
import { ARRAY, compileFilter, lookup } from './memory-filter';
import type { Doc, Filter, FindOptions, Sort } from './port';

/**
 * find/count over an in-memory collection with Mongo semantics. Returns the cached objects
 * themselves: the caller clones only the page it hands out, never every match.
 */

/** Up to this many kept rows (skip + limit) a sorted buffer beats sorting every match. */
const TOP_K_MAX = 2000;
/** Sort key of an empty array: Mongo orders it before null and missing fields. */
const EMPTY_ARRAY = Symbol('empty array');

type Keys = unknown[];
interface Entry {
  keys: Keys;
  doc: Doc;
}

export function findInMemory(docs: Iterable<Doc>, filter: Filter, options: FindOptions): Doc[] {
  const matches = compileFilter(filter);
  const skip = Math.max(0, options.skip ?? 0);
  // limit 0 means "no limit" in MongoDB; keep the adapters identical.
  const limit = options.limit && options.limit > 0 ? options.limit : Infinity;
  const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;

  if (!sort) {
    const page: Doc[] = [];
    let skipped = 0;
    for (const doc of docs) {
      if (!matches(doc)) continue;
      if (skipped < skip) skipped++;
      else if (page.push(doc) >= limit) break;
    }
    return page;
  }

  const { keysOf, compareKeys, compareDocTo } = compileSort(sort);
  const keep = skip + limit;
  if (keep > TOP_K_MAX) {
    const all: Entry[] = [];
    for (const doc of docs) if (matches(doc)) all.push({ keys: keysOf(doc), doc });
    all.sort((a, b) => compareKeys(a.keys, b.keys));
    return all.slice(skip, keep).map((e) => e.doc);
  }
  // Keep only the best `keep` entries, sorted: one comparison rejects most documents.
  const best: Entry[] = [];
  for (const doc of docs) {
    if (!matches(doc)) continue;
    // Compared key by key against the worst kept entry before building this document's keys.
    if (best.length === keep && compareDocTo(doc, best[keep - 1]!.keys) >= 0) continue;
    const keys = keysOf(doc);
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareKeys(best[mid]!.keys, keys) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, { keys, doc });
    if (best.length > keep) best.pop();
  }
  return best.slice(skip).map((e) => e.doc);
}

export function countInMemory(docs: Map<string, Doc>, filter: Filter): number {
  if (Object.keys(filter).length === 0) return docs.size;
  const matches = compileFilter(filter);
  let n = 0;
  for (const doc of docs.values()) if (matches(doc)) n++;
  return n;
}

function compileSort(sort: Sort) {
  // _id breaks ties so that paging is deterministic, as the Mongo adapter does.
  const fields = Object.entries(sort);
  if (!('_id' in sort)) fields.push(['_id', 1]);
  const paths = fields.map(([path, dir]) => ({ path, segments: path.split('.'), dir }));
  const keyOf = (doc: Doc, i: number): unknown => {
    const { path, segments, dir } = paths[i]!;
    const value = lookup(doc, segments);
    if (value === undefined) return null; // missing sorts as null in Mongo
    return value === ARRAY ? arrayKey(resolve(doc, path), dir) : value;
  };
  const keysOf = (doc: Doc): Keys => paths.map((_, i) => keyOf(doc, i));
  const compareDocTo = (doc: Doc, keys: Keys): number => {
    for (let i = 0; i < paths.length; i++) {
      const c = compareValues(keyOf(doc, i), keys[i]);
      if (c !== 0) return c * paths[i]!.dir;
    }
    return 0;
  };
  const compareKeys = (a: Keys, b: Keys): number => {
    for (let i = 0; i < paths.length; i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c * paths[i]!.dir;
    }
    return 0;
  };
  return { keysOf, compareKeys, compareDocTo };
}

/** Mongo sorts an array field by its smallest element ascending and its largest descending. */
function arrayKey(value: unknown, dir: 1 | -1): unknown {
  const values = Array.isArray(value) ? value.flat(Infinity) : [value];
  if (values.length === 0) return EMPTY_ARRAY;
  return values.reduce((best, v) => (compareValues(v, best) * dir < 0 ? v : best));
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === typeof b && (typeof a === 'string' || typeof a === 'number')) {
    return a < (b as typeof a) ? -1 : a > (b as typeof a) ? 1 : 0;
  }
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) return a === b ? 0 : a === EMPTY_ARRAY ? -1 : 1;
  return compare(a, b);
}
