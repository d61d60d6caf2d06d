import type { EventEnvelope } from '#events/core/envelope';
import { personalFieldsOf, valueAt, withValuesAt } from '#events/core/personal';
import type { AnyStruct } from '#events/core/typed';
import { EVENT_FEATURES } from '#events/features';

/**
 * One sample event of every registered type, generated from the type's superstruct schema: every
 * text is a marker naming its path ('ПД:info.lastname'), so a test can tell which field a sentence
 * took a value from. Patterned texts and enum values are made valid; the sample passes the schema.
 */

/** Texts whose schema has a pattern or a rule a marker does not meet. */
const TEXT_OVERRIDES: Record<string, string> = {
  fileId: '0123456789abcdef0123456789abcdef',
  // Read models compute from these: an instant the projections can read.
  startsAt: '2026-12-01T08:00:00.000Z',
};

export function sampleOf(struct: AnyStruct, path: string[] = []): unknown {
  const key = path[path.length - 1] ?? '';
  const schema: unknown = struct.schema;
  switch (struct.type) {
    case 'object':
    case 'type':
      return Object.fromEntries(
        Object.entries(schema as Record<string, AnyStruct>).map(([k, s]) => [k, sampleOf(s, [...path, k])]),
      );
    case 'string':
      return TEXT_OVERRIDES[key] ?? `ПД:${path.join('.')}`;
    case 'number':
    case 'integer':
      return 3;
    case 'boolean':
      return true;
    case 'enums':
      return Object.values(schema as Record<string, unknown>)[0];
    case 'literal':
      return schema;
    case 'array':
      return schema ? [sampleOf(schema as AnyStruct, [...path, '0'])] : [];
    case 'tuple':
      // superstruct keeps no schema of a tuple's members: the product's tuples are of texts.
      return [0, 1].map((i) => `ПД:${[...path, String(i)].join('.')}`);
    case 'union':
      return sampleOf((schema as AnyStruct[])[0]!, path);
    case 'record':
      return {};
    default:
      return null;
  }
}

export const SAMPLE_ACTOR = { userId: 'u-hr', role: 'HR', name: 'Кадрова Елена' };

/** Every registered type with its schema, by feature. */
export function registeredSchemas(): [type: string, schema: AnyStruct][] {
  return EVENT_FEATURES.flatMap((f) => Object.entries(f.events));
}

export function sampleEvent(
  type: string,
  schema: AnyStruct,
  actor: EventEnvelope['meta']['actor'] = SAMPLE_ACTOR,
): EventEnvelope {
  return {
    id: `e-${type}`,
    type,
    data: sampleOf(schema),
    meta: {
      actor,
      occurredAt: '2026-11-26T10:00:00.000Z',
      correlationId: 'c-1',
      causationId: 'c-1',
      schemaVersion: 1,
    },
    streamId: 'sample-1',
    revision: 0,
    position: 1,
  };
}

/** Every text inside a value (a personal field may be a list or a map). */
export function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
}

/** The texts of the event's declared personal fields (`personal` of its feature). */
export function personalTexts(type: string, data: unknown): string[] {
  const rule = personalFieldsOf(type);
  return (rule?.fields ?? []).flatMap((path) => textsIn(valueAt(data, path)));
}

/** The data with its personal fields as an erasure leaves them. */
export function erasedData(type: string, data: unknown, erase: (v: unknown) => unknown): unknown {
  const rule = personalFieldsOf(type);
  const values = new Map((rule?.fields ?? []).map((path) => [path, erase(valueAt(data, path))]));
  return withValuesAt(data, values);
}
