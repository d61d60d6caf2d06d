import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { OPENAPI_FILE } from '#server/features/api-docs/file';

/**
 * The one switch: the test server's `get`/`post` validate every answer against the generated
 * description (server/features/api-docs/openapi.json) unless OPENAPI_RESPONSES=off.
 */
export const VALIDATE_RESPONSES = process.env.OPENAPI_RESPONSES !== 'off';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
interface Description {
  paths: Record<string, Record<string, Operation>>;
}

let loaded: { document: Description; ajv: Ajv2020; templates: [RegExp, string, number][] } | undefined;
const compiled = new Map<string, ValidateFunction>();

/** The description, and an ajv that resolves its `#/components/...` references. */
export function openApi(): { document: Description; ajv: Ajv2020 } {
  return (loaded ??= load());
}

function load(): NonNullable<typeof loaded> {
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Description;
  // Not strict: the description carries OpenAPI words (example, x-rules) ajv does not know.
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema(document as object, 'openapi.json');
  const templates = Object.keys(document.paths).map((template): [RegExp, string, number] => {
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return [new RegExp(`^${pattern}$`), template, (template.match(/\{/g) ?? []).length];
  });
  return { document, ajv, templates };
}

/** A JSON pointer into the description. */
export const pointer = (...parts: string[]): string =>
  `openapi.json#/${parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/** Validates a value against the schema at a pointer of the description. */
export function validatorAt(ref: string): ValidateFunction {
  let validate = compiled.get(ref);
  if (!validate) {
    validate = openApi().ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  return validate;
}

/**
 * Why an answer differs from the description, or undefined when it matches. `path` is the call's
 * path under /api/v1 (query string allowed); the route is the template with the fewest parameters
 * that matches it, as the specific routes are mounted before their `/:id` ones.
 */
export function responseProblem(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string | undefined {
  const { document, templates } = openApi() && loaded!;
  const bare = path.split('?')[0]!;
  const match = templates.filter(([pattern]) => pattern.test(bare)).sort((a, b) => a[2] - b[2])[0];
  const operation = match && document.paths[match[1]]?.[method.toLowerCase()];
  // A call the description does not have must be answered as unknown: 404 (no route), nothing else.
  if (!match || !operation) return status === 404 ? undefined : `${method} ${bare} is not in the description`;
  const responses = operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
  if (!key) return `${method} ${match[1]} answered ${status}, which the description does not list`;
  if (!responses[key]?.content?.['application/json'] && !hasRef(responses[key])) return undefined;
  if (typeof body === 'string' && !hasRef(responses[key])) return undefined;
  const ref = hasRef(responses[key])
    ? `openapi.json#/components/responses/${refName(responses[key])}/content/application~1json/schema`
    : pointer(
        'paths',
        match[1],
        method.toLowerCase(),
        'responses',
        key,
        'content',
        'application/json',
        'schema',
      );
  const validate = validatorAt(ref);
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  return `${method} ${match[1]} ${status}: the answer differs from the description: ${errors.join('; ')}`;
}

const hasRef = (value: unknown): boolean => typeof value === 'object' && value !== null && '$ref' in value;
const refName = (value: unknown): string =>
  String((value as { $ref: string }).$ref)
    .split('/')
    .at(-1)!;
