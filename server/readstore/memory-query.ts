import { compileFilter, type Predicate } from './memory-filter';
import { compileSort, type SortKeys } from './memory-sort';
import type { Doc, Filter, FindOptions, Page, Sort } from '#projections/core/read-store';

/**
 * find/count over an in-memory collection with Mongo semantics, by scanning every document.
 * Returns the cached objects themselves: the caller clones only the page it hands out.
 */

/** Up to this many kept rows (skip + limit) a sorted buffer beats sorting every match. */
const TOP_K_MAX = 2000;

interface Entry {
  keys: SortKeys;
  doc: Doc;
}

/** skip and limit as both adapters read them: limit 0 (or none) means no limit, as in MongoDB. */
export function pageBounds(options: FindOptions): { skip: number; limit: number } {
  const skip = Math.max(0, options.skip ?? 0);
  return { skip, limit: options.limit && options.limit > 0 ? options.limit : Infinity };
}

/** The sort when it has keys: an empty sort means none. */
export function sortOf(options: FindOptions): Sort | undefined {
  return options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;
}

export function findInMemory(docs: Iterable<Doc>, filter: Filter, options: FindOptions): Doc[] {
  return pageOf(docs, compileFilter(filter), options);
}

export function countInMemory(docs: Map<string, Doc>, filter: Filter): number {
  if (Object.keys(filter).length === 0) return docs.size;
  const matches = compileFilter(filter);
  let n = 0;
  for (const doc of docs.values()) if (matches(doc)) n++;
  return n;
}

/** A page and the number of matches, testing each document once. */
export function findPageInMemory(docs: Iterable<Doc>, filter: Filter, options: FindOptions): Page {
  const matches = compileFilter(filter);
  const matched: Doc[] = [];
  for (const doc of docs) if (matches(doc)) matched.push(doc);
  return { docs: pageOf(matched, () => true, options), total: matched.length };
}

function pageOf(docs: Iterable<Doc>, matches: Predicate, options: FindOptions): Doc[] {
  const { skip, limit } = pageBounds(options);
  const sort = sortOf(options);
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
