import type { Doc, DocChange, Filter, FindOptions, ReadIndexes } from '#projections/core/read-store';

/** Random documents, changes and queries for the read-store index tests (deterministic by seed). */

export const COLLECTION = 'items';

/** Two indexes over one collection: a compound one (with a dotted field) and a single-field one. */
export const INDEXES: ReadIndexes = {
  [COLLECTION]: [
    { fields: ['type', 'pos', 'place.city'], sort: { seq: -1 } },
    { fields: ['store'], sort: { name: 1 } },
  ],
};

export type Random = () => number;

export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MISSING = Symbol('missing');
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const int = (random: Random, n: number) => Math.floor(random() * n);

const TYPES = ['new', 'accepted', 'rejected', null, MISSING] as const;
const POSITIONS = ['1', '2', '3', 1, true, MISSING] as const;
const CITIES = ['a', 'b', 'c'] as const;
const STORES = ['s1', 's2', 's3', 7, null, MISSING] as const;
const NAMES = ['anna', 'boris', 'Anton', 'vera', 'ёж', ''] as const;

/**
 * A document with scalar values of mixed types, missing fields and duplicate sort keys (ties are
 * broken by _id). `irregular` puts an array or an object where an index would need Mongo's array
 * semantics, on an indexed field or a sort field.
 */
export function randomDoc(random: Random, id: string, irregular = false): Doc {
  const doc: Doc = { _id: id, _pos: 1 + int(random, 1000) };
  const set = (key: string, value: unknown) => {
    if (value !== MISSING) doc[key] = value;
  };
  set('type', pick(random, TYPES));
  set('pos', pick(random, POSITIONS));
  set('store', pick(random, STORES));
  const place = random();
  if (place < 0.7) doc.place = { city: pick(random, CITIES) };
  else if (place < 0.8)
    doc.place = 'nowhere'; // not an object: place.city is missing
  else if (place < 0.9) doc.place = {};
  const seq = random();
  if (seq < 0.8) doc.seq = int(random, 40);
  else if (seq < 0.9) doc.seq = `s${int(random, 5)}`;
  set('name', pick(random, [...NAMES, MISSING]));
  doc.tags = random() < 0.5 ? ['x'] : []; // arrays in fields no index uses are fine
  if (irregular) {
    const where = int(random, 4);
    if (where === 0) doc.type = ['new', 'rejected'];
    else if (where === 1) doc.place = [{ city: 'a' }];
    else if (where === 2) doc.seq = [3, 30];
    else doc.store = { id: 's1' };
  }
  return doc;
}

/** A batch of puts and removals over ids 0..idRange, some ids changed twice in the batch. */
export function randomChanges(random: Random, count: number, idRange: number, irregular = 0): DocChange[] {
  const changes: DocChange[] = [];
  for (let i = 0; i < count; i++) {
    const id = `d${int(random, idRange)}`;
    const doc = random() < 0.2 ? null : randomDoc(random, id, random() < irregular);
    changes.push({ collection: COLLECTION, id, doc });
  }
  return changes;
}

function condition(random: Random, values: readonly unknown[]): unknown {
  const value = () => {
    const v = pick(random, values);
    return v === MISSING ? null : v;
  };
  const shape = random();
  if (shape < 0.5) return value();
  if (shape < 0.6) return { $eq: value() };
  if (shape < 0.85) return { $in: Array.from({ length: int(random, 3) + 1 }, value) };
  if (shape < 0.92) return { $ne: value() }; // not an equality: left to the per-document test
  return { $exists: random() < 0.5 };
}

/** A filter over indexed fields (equality, $eq, $in, or others), maybe with clauses no index serves. */
export function randomFilter(random: Random): Filter {
  const filter: Filter = {};
  if (random() < 0.7) filter.type = condition(random, TYPES);
  if (random() < 0.4) filter.pos = condition(random, POSITIONS);
  if (random() < 0.4) filter['place.city'] = condition(random, CITIES);
  if (random() < 0.3) filter.store = condition(random, STORES);
  const extra = random();
  if (extra < 0.1) filter.seq = { $gte: int(random, 40) };
  else if (extra < 0.2) filter.name = { $regex: '^a', $options: 'i' };
  else if (extra < 0.25) filter.$or = [{ type: 'new' }, { seq: { $lt: 10 } }];
  else if (extra < 0.3) filter.tags = 'x';
  else if (extra < 0.4)
    filter._pos = random() < 0.5 ? { $gt: int(random, 1000) } : { $gte: int(random, 1000) };
  return filter;
}

const SORTS = [{ seq: -1 }, { seq: -1 }, { seq: 1 }, { name: 1 }, { seq: -1, _id: -1 }, undefined] as const;

/**
 * Sorted pages, or all matches unsorted: without a sort the order is the one documents entered
 * memory in, which differs between a store that loaded a collection and one that saw it committed.
 */
export function randomOptions(random: Random): FindOptions {
  const sort = pick(random, SORTS);
  if (!sort) return {};
  return { sort, skip: int(random, 4) === 0 ? int(random, 60) : 0, limit: int(random, 12) };
}
