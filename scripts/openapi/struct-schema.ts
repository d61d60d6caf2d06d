import { validate, type Struct } from 'superstruct';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any struct, whatever its schema part
type AnyStruct = Struct<any, any>;

/**
 * Converts a superstruct struct to JSON Schema by walking `struct.type` and `struct.schema`.
 * Refinements keep no data of their own (superstruct stores only a function), so their limits are
 * read back from the failures they report for probe values: `size` and `min`/`max` name their
 * bounds, `pattern` its expression; any other refinement (the product's Russian rules) is listed by
 * name and message under `x-rules`, so the reader sees what the server checks.
 */
export function structToJsonSchema(struct: AnyStruct): JsonSchema {
  const schema = baseSchema(struct);
  const open = ['any', 'unknown', 'null', 'literal', 'union'].includes(struct.type);
  return !open && !typeFailsOn(struct, null) ? { anyOf: [schema, { type: 'null' }] } : schema;
}

/** Whether the struct's type check (refinements aside) refuses the value. */
function typeFailsOn(struct: AnyStruct, value: unknown): boolean {
  const [err] = validate(value, struct);
  return !!err?.failures().some((f) => !f.refinement);
}

/** Whether a property may be left out. */
export function isOptional(struct: AnyStruct): boolean {
  return !validate(undefined, struct, { coerce: true })[0];
}

function baseSchema(struct: AnyStruct): JsonSchema {
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case 'object':
    case 'type':
      return objectSchema(struct, schema as Record<string, AnyStruct> | null, struct.type === 'object');
    case 'string':
      return withRules(struct, { type: 'string' }, ['', 'x'.repeat(100_001), '\u0000']);
    case 'number':
    case 'integer':
      return withRules(struct, { type: struct.type }, [-1e15, 1e15]);
    case 'boolean':
      return { type: 'boolean' };
    case 'literal':
      return { const: schema };
    case 'enums':
      return { enum: Object.values(schema as Record<string, unknown>) };
    case 'array':
      return withRules(
        struct,
        { type: 'array', items: schema ? structToJsonSchema(schema as AnyStruct) : {} },
        [[], new Array(100_001).fill(undefined)],
      );
    case 'tuple':
      return tupleSchema(struct);
    case 'union':
      return unionSchema(struct);
    case 'record':
      return recordSchema(struct);
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'null':
      return { type: 'null' };
    default:
      // any, unknown, dynamic, lazy, func, instance: nothing more can be said without a value.
      return {};
  }
}

function objectSchema(
  struct: AnyStruct,
  props: Record<string, AnyStruct> | null,
  closed: boolean,
): JsonSchema {
  if (!props) return { type: 'object' };
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, prop] of Object.entries(props)) {
    properties[key] = structToJsonSchema(prop);
    if (!isOptional(prop)) required.push(key);
  }
  const schema: JsonSchema = { type: 'object', properties };
  if (required.length) schema.required = required;
  if (closed) schema.additionalProperties = false;
  return withRules(struct, schema, [{}]);
}

/** record(Key, Value) keeps both only in its entries: read them back with one probe entry. */
function recordSchema(struct: AnyStruct): JsonSchema {
  const entries = [...struct.entries({ k: null }, { branch: [], path: [] })] as unknown[][];
  const value = entries.find((entry) => entry[0] === 'k' && entry[1] === null)?.[2] as AnyStruct | undefined;
  return { type: 'object', additionalProperties: value ? structToJsonSchema(value) : {} };
}

/** tuple([A, B]) keeps its members only in its entries: read them back with a probe array. */
function tupleSchema(struct: AnyStruct): JsonSchema {
  const probe = new Array(32).fill(null);
  const items = [...struct.entries(probe, { branch: [], path: [] })] as [number, unknown, AnyStruct][];
  const members = items.filter(([, , member]) => member.type !== 'never').map(([, , member]) => member);
  return { type: 'array', prefixItems: members.map(structToJsonSchema), items: false };
}

const JSON_TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  integer: 'integer',
  boolean: 'boolean',
  object: 'object',
  type: 'object',
  record: 'object',
  array: 'array',
  tuple: 'array',
};

/**
 * union([A, B]) keeps no members at all: a value every member refuses names each member's type in
 * its failures, which is what the description can say (refinements of members are not recoverable).
 */
function unionSchema(struct: AnyStruct): JsonSchema {
  const [err] = validate(Symbol('probe'), struct);
  const types = [...new Set((err?.failures() ?? []).map((f) => JSON_TYPES[f.type]))];
  if (types.some((t) => t === undefined) || types.length === 0) return {};
  return { anyOf: types.map((type) => ({ type })) };
}

/** Reads refinement bounds and rules back from the failures the probe values cause. */
function withRules(struct: AnyStruct, schema: JsonSchema, probes: unknown[]): JsonSchema {
  const rules = new Map<string, string>();
  for (const probe of probes) {
    for (const failure of refinementFailures(struct, probe)) {
      const { refinement, message } = failure;
      if (refinement === 'size') applySize(schema, message);
      else if (refinement === 'pattern') applyPattern(schema, message);
      else if (refinement === 'min' || refinement === 'max') applyBound(schema, message);
      else if (refinement && refinement !== 'nonempty') rules.set(refinement, message);
      else if (refinement === 'nonempty') applyNonEmpty(schema);
    }
  }
  if (rules.size) schema['x-rules'] = Object.fromEntries(rules);
  return schema;
}

function refinementFailures(struct: AnyStruct, value: unknown): { refinement?: string; message: string }[] {
  try {
    return [...struct.refiner(value, { branch: [value], path: [] })];
  } catch {
    // A rule that assumes its value's shape (a probe it never meets in use): nothing to read.
    return [];
  }
}

function lengthKeys(schema: JsonSchema): [string, string] {
  if (schema.type === 'array') return ['minItems', 'maxItems'];
  if (schema.type === 'object') return ['minProperties', 'maxProperties'];
  if (schema.type === 'string') return ['minLength', 'maxLength'];
  return ['minimum', 'maximum'];
}

function applySize(schema: JsonSchema, message: string): void {
  const [minKey, maxKey] = lengthKeys(schema);
  const between = /between `(-?[\d.e+]+)` and `(-?[\d.e+]+|Infinity)`/.exec(message);
  const exactly = /of `(-?[\d.e+]+)`/.exec(message);
  const [min, max] = between ? [between[1], between[2]] : exactly ? [exactly[1], exactly[1]] : [];
  if (min !== undefined && Number(min) > 0) schema[minKey] = Number(min);
  if (max !== undefined && max !== 'Infinity') schema[maxKey] = Number(max);
}

function applyPattern(schema: JsonSchema, message: string): void {
  const match = /matching `\/(.*)\/` but received/s.exec(message);
  if (match) schema.pattern = match[1];
}

function applyBound(schema: JsonSchema, message: string): void {
  const greater = /greater than (or equal to )?(-?[\d.e+]+)/.exec(message);
  const less = /less than (or equal to )?(-?[\d.e+]+)/.exec(message);
  if (greater) schema[greater[1] ? 'minimum' : 'exclusiveMinimum'] = Number(greater[2]);
  if (less) schema[less[1] ? 'maximum' : 'exclusiveMaximum'] = Number(less[2]);
}

function applyNonEmpty(schema: JsonSchema): void {
  const [minKey] = lengthKeys(schema);
  schema[minKey] = Math.max(Number(schema[minKey] ?? 0), 1);
}
