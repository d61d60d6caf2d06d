import { type Struct, validate } from 'superstruct';
import { describeStructError } from './messages';

/**
 * Every event type the product knows, with the schema of its data. The event store refuses an
 * append of an unknown type or of data that violates the schema, so nothing malformed is ever stored.
 */
// superstruct's Struct is invariant in its type parameters, so a map of different schemas needs `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;
const schemas = new Map<string, AnyStruct>();

export function registerEvents(defs: Record<string, AnyStruct>): void {
  for (const [type, schema] of Object.entries(defs)) schemas.set(type, schema);
}

export function isKnownEventType(type: string): boolean {
  return schemas.has(type);
}

export function knownEventTypes(): string[] {
  return [...schemas.keys()];
}

/** Returns null when valid, else a Russian message naming the offending field. */
export function eventDataError(type: string, data: unknown): string | null {
  const schema = schemas.get(type);
  if (!schema) return `Неизвестный тип события: ${type}`;
  const [err] = validate(data, schema);
  return err ? describeStructError(err) : null;
}
