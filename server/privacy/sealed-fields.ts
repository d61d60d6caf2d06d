import { erasedValueLike, type PersonalFields } from '#events/core/personal';

/**
 * The personal fields of an event's data, read and replaced along dot paths split once (issue 25:
 * sealing runs for every event of a batch and opening for every sealed event read, so neither
 * splits a path, builds a Map or copies an object more than once per event).
 */

const splitPaths = new Map<string, readonly string[]>();

/** 'info.phone' -> ['info', 'phone'], remembered (paths come from declarations: a small set). */
function keysOf(path: string): readonly string[] {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split('.');
    if (splitPaths.size < 10_000) splitPaths.set(path, keys);
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

/**
 * A copy of `data` with the value at each path of `values` replaced: by what `replace` makes of it
 * (a placeholder when sealing), or by the value itself (when opening). Objects along the paths are
 * copied, the rest is shared; paths whose parent does not exist are left alone.
 */
export function withFields<T>(
  data: T,
  values: Record<string, unknown>,
  replace?: (value: unknown) => unknown,
): T {
  if (!isObject(data)) return data;
  const root: Record<string, unknown> = { ...data };
  let copied: Set<object> | null = null;
  for (const path in values) {
    const keys = keysOf(path);
    let node = root;
    let ok = true;
    for (let i = 0; i < keys.length - 1; i++) {
      const next = node[keys[i]!];
      if (!isObject(next)) {
        ok = false;
        break;
      }
      copied ??= new Set([root]);
      let child = next;
      if (!copied.has(child)) {
        child = { ...child };
        copied.add(child);
        node[keys[i]!] = child;
      }
      node = child;
    }
    if (ok) node[keys[keys.length - 1]!] = replace ? replace(values[path]) : values[path];
  }
  // The same object with some leaves replaced: still a T for a caller that knows the paths.
  return root as T;
}

/** The placeholders a sealed event keeps in its data ('удалено' for text, empty lists and maps). */
export const withPlaceholders = <T>(data: T, values: Record<string, unknown>): T =>
  withFields(data, values, erasedValueLike);
