import Router from '@koa/router';
import { defineServerFeature } from '../core/feature';
import type { Services } from '../core/services';

/**
 * `GET /api/v1/health`, for load balancers and monitoring: that the node answers, its role in the
 * cluster (leader: holds the projections lease; follower) and how far its read models are. No
 * sign-in and no personal data; the node's id (host and process) stays in its log.
 */
function healthRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: s.runner.role !== 'stopped', role: s.runner.role, position: s.runner.position };
  });
  return router;
}

/** The node's place in a cluster of API nodes (server/cluster). */
export const clusterFeature = defineServerFeature({
  name: 'cluster',
  routes: (s) => [healthRoutes(s)],
});
