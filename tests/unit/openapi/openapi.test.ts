import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRouters } from '#server/core/registry';
import { OPENAPI_FILE } from '#server/features/api-docs/file';
import { buildOpenApi } from '#scripts/openapi/document';
import { sourceRoutes } from '#scripts/openapi/route-source';
import { EXAMPLES } from '#scripts/openapi/examples';
import { stubServices } from '#scripts/openapi/stub-services';
import { pointer, validatorAt } from '../../helpers/openapi';

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  security?: unknown[];
  responses: Record<string, unknown>;
};
const root = join(import.meta.dirname, '..', '..', '..');
const committed = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};
const templateOf = (path: string) => path.replace(/^\/api\/v1/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const registry = apiRouters(stubServices()).flatMap((router) =>
  router.stack.flatMap((layer) =>
    layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
  ),
);

describe('the OpenAPI description (server/features/api-docs/openapi.json)', () => {
  it('has every route of the registry, and nothing else', () => {
    const missing = registry.filter((r) => !committed.paths[templateOf(r.path)]?.[r.method.toLowerCase()]);
    expect(missing, 'run `npm run openapi`').toEqual([]);
    const described = Object.values(committed.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(described).toBe(registry.length);
  });

  it('has the request schema of every route that takes input', () => {
    const sources = sourceRoutes(root);
    const lacking: string[] = [];
    for (const { method, path } of registry) {
      const source = sources.find((r) => r.method === method && r.pathPattern.test(path));
      const operation = committed.paths[templateOf(path)]?.[method.toLowerCase()];
      if (!source || !operation) {
        lacking.push(`${method} ${path}: not found`);
        continue;
      }
      const params = new Set((operation.parameters ?? []).map((p) => `${p.in}:${p.name}`));
      for (const name of path.match(/:[A-Za-z0-9_]+/g) ?? [])
        if (!params.has(`path:${name.slice(1)}`)) lacking.push(`${method} ${path}: path ${name}`);
      for (const input of source.inputs) {
        if (input.source === 'body' && !operation.requestBody?.content['application/json']?.schema)
          lacking.push(`${method} ${path}: body ${input.structText}`);
        if (input.source === 'header' && !operation.security?.length)
          lacking.push(`${method} ${path}: headers ${input.structText}`);
      }
    }
    expect(lacking).toEqual([]);
  });

  it('resolves every reference it makes', () => {
    const text = JSON.stringify(committed);
    const components = committed.components as unknown as Record<string, Record<string, unknown>>;
    const dangling = [...text.matchAll(/"\$ref":"#\/components\/(\w+)\/([^"]+)"/g)]
      .map((m) => [m[1]!, decodeURIComponent(m[2]!)] as const)
      .filter(([kind, name]) => !components[kind]?.[name]);
    expect(dangling).toEqual([]);
  });

  it('names the bearer token and the candidate link headers as security schemes', () => {
    expect(Object.keys(committed.components.securitySchemes).sort()).toEqual([
      'bearer',
      'candidateEditId',
      'candidateEditToken',
      'candidatePhoneToken',
    ]);
    expect(committed.paths['/list-positions']?.post?.security).toEqual([{ bearer: [] }]);
    expect(committed.paths['/login']?.post?.security).toEqual([]);
  });

  it('gives integrators examples that match the description', () => {
    for (const [key, example] of Object.entries(EXAMPLES)) {
      const [method, path] = key.split(' ') as [string, string];
      const operation = committed.paths[templateOf(path)]?.[method.toLowerCase()];
      expect(operation, key).toBeDefined();
      if (example.request !== undefined) {
        const validate = validatorAt(
          pointer(
            'paths',
            templateOf(path),
            method.toLowerCase(),
            'requestBody',
            'content',
            'application/json',
            'schema',
          ),
        );
        expect(validate(example.request), `${key}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
      if (example.response !== undefined) {
        const validate = validatorAt(
          pointer(
            'paths',
            templateOf(path),
            method.toLowerCase(),
            'responses',
            '200',
            'content',
            'application/json',
            'schema',
          ),
        );
        expect(validate(example.response), `${key}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    }
  });

  it('is exactly what `npm run openapi` writes from the code today (never edited by hand)', async () => {
    const { document } = await buildOpenApi(root);
    expect(JSON.parse(JSON.stringify(document))).toEqual(committed);
  }, 180_000);
});
