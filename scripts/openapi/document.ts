import type Router from '@koa/router';
import { SERVER_FEATURES } from '#server/features';
import { FileScopes } from './route-inputs';
import { sourceRoutes, type SourceRoute } from './route-source';
import { structToJsonSchema, type JsonSchema } from './struct-schema';
import { ResponseTypes } from './views';
import { ERROR_RESPONSES, errorResponsesOf, SECURITY_SCHEMES, securityOf } from './security';
import { EXAMPLES } from './examples';
import { stubServices } from './stub-services';

/** What the generator could not describe from types, for its report and docs/api.md. */
export interface OpenApiBuild {
  document: JsonSchema;
  /** Routes whose answer names no exported view type: described as an object only. */
  untypedResponses: string[];
}

/**
 * Builds the OpenAPI 3.1 description of /api/v1 from the code: the routers of every server feature
 * (the same list server/core/registry.ts mounts), the superstruct inputs their handlers validate
 * (read from the route files, evaluated in their scope), and the view types they answer with.
 */
export async function buildOpenApi(root: string): Promise<OpenApiBuild> {
  const services = stubServices();
  const sources = sourceRoutes(root);
  const scopes = new FileScopes(services);
  const types = new ResponseTypes(root, [...new Set(sources.map((r) => `${root}/${r.file}`))]);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const untypedResponses: string[] = [];
  for (const feature of SERVER_FEATURES) {
    const routers: Router[] = feature.routes?.(services) ?? [];
    for (const layer of routers.flatMap((router) => router.stack)) {
      const layerPath = String(layer.path);
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
        const source = matchSource(sources, method, layerPath);
        const key = `${method} ${layerPath}`;
        const operation = await operationOf(feature.name, key, source, scopes, types, untypedResponses);
        const path = layerPath.replace(/^\/api\/v1/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
        paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
      }
    }
  }
  const document: JsonSchema = {
    openapi: '3.1.0',
    info: {
      title: 'Hiring console API',
      version: '1',
      description:
        'Generated from the code (scripts/openapi.ts): the route table, the superstruct inputs the ' +
        'routes validate and the view types they answer with. Errors are `{ statusCode, message, details? }` ' +
        'with a Russian message naming the field. See docs/api.md.',
    },
    servers: [{ url: '/api/v1' }],
    tags: SERVER_FEATURES.filter((f) => f.routes).map((f) => ({ name: f.name })),
    paths: sortKeys(paths),
    components: {
      securitySchemes: SECURITY_SCHEMES,
      responses: ERROR_RESPONSES,
      schemas: sortKeys({ ...types.componentSchemas(), Error: ERROR_SCHEMA }),
    },
  };
  return { document, untypedResponses };
}

export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'Every error answer (server/http/middleware/errors.ts); the message is Russian and names the field.',
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string' },
    details: { type: 'object', additionalProperties: true },
  },
  required: ['statusCode', 'message'],
};

function matchSource(sources: SourceRoute[], method: string, path: string): SourceRoute {
  const found = sources.filter((r) => r.method === method && r.pathPattern.test(path));
  if (found.length !== 1)
    throw new Error(
      `${method} ${path}: ${found.length} route calls in the source match it (need exactly one)`,
    );
  return found[0]!;
}

async function operationOf(
  tag: string,
  key: string,
  source: SourceRoute,
  scopes: FileScopes,
  types: ResponseTypes,
  untyped: string[],
): Promise<JsonSchema> {
  const [method, fullPath] = key.split(' ') as [string, string];
  const pathNames = [...fullPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const parameters: JsonSchema[] = [];
  let requestBody: JsonSchema | undefined;
  let pathSchema: JsonSchema | undefined;
  for (const input of source.inputs) {
    const schema = structToJsonSchema(await scopes.struct(source.sourceFile, input.structText));
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    if (input.source === 'path') pathSchema = { ...pathSchema, ...properties };
    if (input.source === 'query') {
      for (const [name, property] of Object.entries(properties)) {
        if (pathNames.includes(name) || parameters.some((p) => p.name === name)) continue;
        parameters.push({ name, in: 'query', required: required.has(name), schema: property });
      }
    }
    if (input.source === 'body') {
      requestBody = {
        required: true,
        content: { 'application/json': { schema, ...exampleOf(key, 'request') } },
      };
    }
  }
  for (const name of [...pathNames].reverse())
    parameters.unshift({
      name,
      in: 'path',
      required: true,
      schema: pathSchema?.[name] ?? { type: 'string' },
    });
  const response = responseOf(source, types);
  if (!response.typed) untyped.push(key);
  const security = securityOf(source);
  const operation: JsonSchema = {
    tags: [tag],
    operationId: operationIdOf(method, fullPath),
    summary: `${method} ${fullPath.replace(/^\/api\/v1/, '')}`,
    'x-source': source.file,
    security,
    parameters: parameters.length ? parameters : undefined,
    requestBody,
    responses: {
      [statusOf(source)]: { description: 'OK', content: response.content },
      ...errorResponsesOf({ takesInput: source.inputs.length > 0, secured: security.length > 0 }),
    },
  };
  return JSON.parse(JSON.stringify(operation)) as JsonSchema;
}

function exampleOf(key: string, part: 'request' | 'response'): JsonSchema {
  const example = EXAMPLES[key]?.[part];
  return example === undefined ? {} : { example };
}

/** Binary answers (PDF, CSV, files) are described as such; JSON ones by their type. */
function responseOf(source: SourceRoute, types: ResponseTypes): { content: JsonSchema; typed: boolean } {
  const shapes = source.bodies.map((body) =>
    types.shapeOf(source.sourceFile.fileName, body.getStart(), body.getEnd()),
  );
  if (shapes.some((shape) => shape.binary)) {
    return {
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      typed: true,
    };
  }
  const unique = [...new Map(shapes.map((shape) => [JSON.stringify(shape.schema), shape.schema])).values()];
  const schema = unique.length === 0 ? {} : unique.length === 1 ? unique[0]! : { anyOf: unique };
  // Typed: every answer's type is known down to its fields or views (no bare `{}` answer).
  const typed = shapes.length > 0 && shapes.every((shape) => Object.keys(shape.schema).length > 0);
  return { content: { 'application/json': { schema } }, typed };
}

function statusOf(source: SourceRoute): string {
  return String(source.statuses.find((status) => status < 300) ?? 200);
}

function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
