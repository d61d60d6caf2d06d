import { Query } from 'mingo';
import type { Doc, Filter } from '#projections/core/read-store';

/**
 * Compiles a Mongo filter into a predicate for the in-memory read store.
 *
 * mingo alone costs about 1 µs per document and clause (a 3-clause filter over 100,000 documents
 * takes 100-200 ms), far above the 50 ms page-query target. So the common shapes — equality,
 * $eq/$ne/$gt/$gte/$lt/$lte/$in/$nin/$exists/$regex on scalars, dotted paths through plain objects,
 * $and/$or/$nor — are evaluated directly, and mingo stays the reference for everything else: any
 * other operator, and any document where the path meets an array (Mongo's array semantics).
 */
export type Predicate = (doc: Doc) => boolean;
type ValueTest = (value: unknown) => boolean;

/** Returned by `lookup` when the path meets an array: the fast path cannot decide. */
export const ARRAY = Symbol('array');

export function compileFilter(filter: Filter): Predicate {
  const parts: Predicate[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or' || key === '$nor') && isNonEmptyObjectArray(condition)) {
      const subs = condition.map(compileFilter);
      if (key === '$and') parts.push(all(subs));
      else if (key === '$or') parts.push(any(subs));
      else parts.push(not(any(subs)));
    } else if (key.startsWith('$')) {
      parts.push(mingoPredicate({ [key]: condition }));
    } else {
      parts.push(compileField(key, condition));
    }
  }
  return all(parts);
}

// Plain loops instead of every/some: no closure per document on the hot path.
function all<T>(tests: ((x: T) => boolean)[]): (x: T) => boolean {
  if (tests.length === 1) return tests[0]!;
  return (x) => {
    for (const test of tests) if (!test(x)) return false;
    return true;
  };
}

function any<T>(tests: ((x: T) => boolean)[]): (x: T) => boolean {
  return (x) => {
    for (const test of tests) if (test(x)) return true;
    return false;
  };
}

function compileField(path: string, condition: unknown): Predicate {
  const fast = compileCondition(condition);
  const segments = path.split('.');
  // Inherited names (constructor, __proto__...) would resolve on a plain object: leave to mingo,
  // built now, so that an invalid operator throws at query time, as it would with mingo.
  if (!fast || segments.some((s) => s in Object.prototype)) return mingoPredicate({ [path]: condition });
  // A condition the fast test compiles holds known operators with valid operands only, which mingo
  // always accepts: it is built for the first array met, not for every query (building it was a
  // tenth of a save's read-store time in bench 4, for queries that never meet an array).
  let mingo: Predicate | undefined;
  const slow: Predicate = (doc) => (mingo ??= mingoPredicate({ [path]: condition }))(doc);
  if (segments.length === 1) {
    return (doc) => {
      const value = doc[path];
      return Array.isArray(value) ? slow(doc) : fast(value);
    };
  }
  return (doc) => {
    const value = lookup(doc, segments);
    return value === ARRAY ? slow(doc) : fast(value);
  };
}

function mingoPredicate(filter: Filter): Predicate {
  const query = new Query(filter);
  return (doc) => query.test(doc);
}

/** The value at a dotted path; undefined when missing; ARRAY when an array is on the way. */
export function lookup(doc: Doc, segments: readonly string[]): unknown {
  let current: unknown = doc;
  for (const segment of segments) {
    if (Array.isArray(current)) return ARRAY;
    if (current === null || typeof current !== 'object') return undefined;
    current = Object.getOwnPropertyDescriptor(current, segment)?.value;
  }
  return Array.isArray(current) ? ARRAY : current;
}

/** A test on the resolved value, or null when the condition needs mingo. */
function compileCondition(condition: unknown): ValueTest | null {
  if (isScalar(condition)) return equals(condition);
  if (condition instanceof RegExp) return matches(condition);
  if (!isPlainObject(condition)) return null;
  const keys = Object.keys(condition);
  // An object without operators is an exact sub-document match: mingo's job.
  if (keys.length === 0 || !keys.every((k) => k.startsWith('$'))) return null;
  const tests: ValueTest[] = [];
  for (const key of keys) {
    const test = compileOperator(key, condition[key], condition);
    if (!test) return null;
    tests.push(test);
  }
  return all(tests);
}

function compileOperator(op: string, operand: unknown, all: Record<string, unknown>): ValueTest | null {
  switch (op) {
    case '$eq':
      return isScalar(operand) ? equals(operand) : null;
    case '$ne':
      return isScalar(operand) ? not(equals(operand)) : null;
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return compileRange(op, operand);
    case '$in':
      return compileIn(operand);
    case '$nin': {
      const test = compileIn(operand);
      return test && not(test);
    }
    case '$exists':
      return (value) => (value !== undefined) === Boolean(operand);
    case '$regex':
      return compileRegex(operand, all['$options']);
    case '$options':
      return '$regex' in all ? () => true : null; // consumed by $regex
    default:
      return null;
  }
}

function compileRange(op: string, operand: unknown): ValueTest | null {
  // Mongo compares only within a type bracket: numbers with numbers, strings with strings.
  if (!(typeof operand === 'string' || (typeof operand === 'number' && !Number.isNaN(operand)))) return null;
  if (typeof operand === 'string') return rangeTest(op, operand, (v): v is string => typeof v === 'string');
  return rangeTest(op, operand, (v): v is number => typeof v === 'number');
}

function rangeTest<T extends string | number>(
  op: string,
  operand: T,
  same: (v: unknown) => v is T,
): ValueTest {
  if (op === '$gt') return (v) => same(v) && v > operand;
  if (op === '$gte') return (v) => same(v) && v >= operand;
  if (op === '$lt') return (v) => same(v) && v < operand;
  return (v) => same(v) && v <= operand;
}

function compileIn(operand: unknown): ValueTest | null {
  if (!Array.isArray(operand) || !operand.every(isScalar)) return null;
  const set = new Set<unknown>(operand);
  const matchesMissing = set.has(null);
  return (value) => set.has(value) || (matchesMissing && value === undefined);
}

function compileRegex(source: unknown, options: unknown): ValueTest | null {
  if (options !== undefined && (typeof options !== 'string' || !/^[imsu]*$/.test(options))) return null;
  if (source instanceof RegExp) {
    return options === undefined ? matches(source) : matches(new RegExp(source.source, options));
  }
  return typeof source === 'string' ? matches(new RegExp(source, options ?? '')) : null;
}

function matches(re: RegExp): ValueTest | null {
  // A global or sticky RegExp keeps lastIndex between calls; leave such oddities to mingo.
  if (re.global || re.sticky) return null;
  return (value) => typeof value === 'string' && re.test(value);
}

function equals(operand: string | number | boolean | null): ValueTest {
  // { field: null } matches both null and a missing field in Mongo.
  if (operand === null) return (value) => value === null || value === undefined;
  return (value) => value === operand;
}

function not<T>(test: (x: T) => boolean): (x: T) => boolean {
  return (x) => !test(x);
}

export function isScalar(value: unknown): value is string | number | boolean | null {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && !Number.isNaN(value))
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function isNonEmptyObjectArray(value: unknown): value is Filter[] {
  return Array.isArray(value) && value.length > 0 && value.every(isPlainObject);
}
