/**
 * Narrowing of values that come from outside the type system (JSON bodies, parsed files, caught
 * errors), so code reads their fields after a check instead of a cast.
 */

/** A plain object (not null, not an array): its fields can be read as unknown. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field of an object-like value, or undefined. */
export function fieldOf(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** A string field, or undefined when absent or of another type. */
export function stringField(value: unknown, key: string): string | undefined {
  const field = fieldOf(value, key);
  return typeof field === 'string' ? field : undefined;
}

/** The message of anything thrown. */
export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** `value` when it is one of `allowed` (a literal union), else undefined. */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.find((item) => item === value);
}
