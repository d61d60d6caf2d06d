import { compare, resolve } from 'mingo/util';
import { ARRAY, lookup } from './memory-filter';
import type { Doc, Sort } from '#projections/core/read-store';

/**
 * Mongo sort order for the in-memory read store. `_id` breaks ties (the Mongo adapter adds it too),
 * so the order is total: any two documents of a collection compare unequal.
 */

/** The sort keys of one document, in the order of `sortFields`. */
export type SortKeys = unknown[];

export interface CompiledSort {
  keysOf: (doc: Doc) => SortKeys;
  compareKeys: (a: SortKeys, b: SortKeys) => number;
  /** Compares a document with stored keys without building the document's keys first. */
  compareDocTo: (doc: Doc, keys: SortKeys) => number;
}

/** Sort key of an empty array: Mongo orders it before null and missing fields. */
const EMPTY_ARRAY = Symbol('empty array');

/** The sort as [path, direction] pairs, `_id` appended when absent. */
export function sortFields(sort: Sort): [string, 1 | -1][] {
  const fields = Object.entries(sort);
  if (!('_id' in sort)) fields.push(['_id', 1]);
  return fields;
}

/** True when both sorts order documents the same way. */
export function sameSort(a: Sort, b: Sort): boolean {
  const left = sortFields(a);
  const right = sortFields(b);
  return (
    left.length === right.length &&
    left.every(([path, dir], i) => right[i]?.[0] === path && right[i]?.[1] === dir)
  );
}

export function compileSort(sort: Sort): CompiledSort {
  const paths = sortFields(sort).map(([path, dir]) => ({ path, segments: path.split('.'), dir }));
  const keyOf = (doc: Doc, i: number): unknown => {
    const { path, segments, dir } = paths[i]!;
    const value = lookup(doc, segments);
    if (value === undefined) return null; // missing sorts as null in Mongo
    return value === ARRAY ? arrayKey(resolve(doc, path), dir) : value;
  };
  return {
    keysOf: (doc) => paths.map((_, i) => keyOf(doc, i)),
    compareKeys(a, b) {
      for (let i = 0; i < paths.length; i++) {
        const c = compareValues(a[i], b[i]);
        if (c !== 0) return c * paths[i]!.dir;
      }
      return 0;
    },
    compareDocTo(doc, keys) {
      for (let i = 0; i < paths.length; i++) {
        const c = compareValues(keyOf(doc, i), keys[i]);
        if (c !== 0) return c * paths[i]!.dir;
      }
      return 0;
    },
  };
}

/** Mongo sorts an array field by its smallest element ascending and its largest descending. */
function arrayKey(value: unknown, dir: 1 | -1): unknown {
  const values: unknown[] = Array.isArray(value) ? value.flat(Infinity) : [value];
  if (values.length === 0) return EMPTY_ARRAY;
  return values.reduce((best, v) => (compareValues(v, best) * dir < 0 ? v : best));
}

function compareValues(a: unknown, b: unknown): number {
  if ((typeof a === 'string' && typeof b === 'string') || (typeof a === 'number' && typeof b === 'number')) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) return a === b ? 0 : a === EMPTY_ARRAY ? -1 : 1;
  return compare(a, b);
}
