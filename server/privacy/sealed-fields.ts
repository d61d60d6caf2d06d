import { erasedValueLike, setLeaf, type PersonalFields } from '#events/core/personal';

/**
 * The personal fields of an event's data, read and replaced along dot paths split once (issue 25:
 * sealing runs for every event of a batch and opening for every sealed event read, so neither
 * splits a path, builds a Map or copies an object more than once per event).
 */

const splitKeys = new Map<string, readonly string[]>();

/** 'info.phone' -> ['info', 'phone'], remembered (paths come from declarations: a small set). */
function keysOf(path: string): readonly string[] {
  let keys = splitKeys.get(path);
  if (!keys) {
    keys = path.split('.');
    if (splitKeys.size < 10_000) splitKeys.set(path, keys);
  }
  return keys;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAtKeys(data: unknown, keys: readonly string[]): unknown {
  let node: unknown = data;
  for (const key of keys) {
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** The rule's fields present in `data` (path -> value, in the rule's order), or null when none is. */
export function personalValues(data: unknown, rule: PersonalFields): Record<string, unknown> | null {
  let values: Record<string, unknown> | null = null;
  for (const path of rule.fields) {
    const value = valueAtKeys(data, keysOf(path));
    if (value !== undefined) (values ??= {})[path] = value;
  }
  return values;
}

/** Dot paths split into their keys, once per list of paths (a box's shape). */
export type SplitPaths = readonly (readonly string[])[];

export const splitPaths = (paths: readonly string[]): SplitPaths => paths.map(keysOf);

/**
 * A copy of `data` with the value at each of `paths` replaced by `leaf` of its index. Objects along
 * the paths are copied, the rest is shared.
 */
export function withLeaves<T>(data: T, paths: SplitPaths, leaf: (index: number) => unknown): T {
  if (!isObject(data)) return data;
  const root: Record<string, unknown> = { ...data };
  const copied: object[] = [];
  for (let p = 0; p < paths.length; p++) setLeaf(root, paths[p]!, leaf(p), copied);
  // The same object with some leaves replaced: still a T for a caller that knows the paths.
  return root as T;
}

/**
 * A copy of `data` with the value at each path of `values` replaced: by what `replace` makes of it
 * (a placeholder when sealing), or by the value itself (when opening).
 */
export function withFields<T>(
  data: T,
  values: Record<string, unknown>,
  replace?: (value: unknown) => unknown,
): T {
  if (!isObject(data)) return data;
  const root: Record<string, unknown> = { ...data };
  const copied: object[] = [];
  for (const path in values) {
    setLeaf(root, keysOf(path), replace ? replace(values[path]) : values[path], copied);
  }
  return root as T;
}

/** What an erased subject's fields read as ('удалено' for text, empty lists and maps). */
export const withPlaceholders = <T>(data: T, values: Record<string, unknown>): T =>
  withFields(data, values, erasedValueLike);

/**
 * What a v3 event keeps in its data while the values are in the box: '' for text, empty lists and
 * maps. Text is kept ASCII because every read of the event decodes and parses its data: one
 * Cyrillic 'удалено' made the whole text take V8's slow UTF-8 and JSON paths, which cost a read of
 * 1,000 sealed events about 1 ms (issue 25). Once erased, they read as withPlaceholders.
 */
const sealedValueLike = (value: unknown) => (typeof value === 'string' ? '' : erasedValueLike(value));

export const withSealedPlaceholders = <T>(data: T, values: Record<string, unknown>): T =>
  withFields(data, values, sealedValueLike);

/** An erased subject's event data: whatever its fields hold ('' or 'удалено') reads 'удалено'. */
export function erasedData<T>(data: T, rule: PersonalFields | undefined): T {
  const values = rule && personalValues(data, rule);
  return values ? withPlaceholders(data, values) : data;
}
