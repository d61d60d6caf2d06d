import { readFile } from 'node:fs/promises';
import Router from '@koa/router';
import type { Services } from '../../core/services';
import { userOf } from '../../http/guard';
import { OPENAPI_FILE } from './file';

/**
 * GET /openapi.json: the OpenAPI 3.1 description of /api/v1, generated from the code
 * (`npm run openapi`). For signed-in staff only: integrators call the API with a service user's
 * token anyway, and the description maps every route and rule, which the public has no need of.
 */
export function apiDocsRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  let description: Promise<Record<string, unknown>> | undefined;
  router.get('/openapi.json', async (ctx) => {
    userOf(ctx, s);
    description ??= readFile(OPENAPI_FILE, 'utf8').then(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    ctx.body = await description;
  });
  return router;
}
