import Router from '@koa/router';
import type { Services } from '../../services';

/** Public vacancy feed and dictionaries. Filled in by the catalogue work. */
export function vacancyRoutes(_s: Services): Router {
  return new Router({ prefix: '/api/v1' });
}
