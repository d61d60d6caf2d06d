import type { Middleware } from 'koa';
import type { Services } from '../core/services';

export const HEALTH_PATH = '/api/v1/health';

/**
 * `GET /api/v1/health`, for load balancers and monitoring: that the node answers, its role in the
 * cluster (leader: holds the projections lease; follower) and how far its read models are. No
 * sign-in and no personal data; the node's id (host and process) stays in its log.
 */
export function healthRoute(s: Services): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== HEALTH_PATH || ctx.method !== 'GET') {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: s.runner.role !== 'stopped', role: s.runner.role, position: s.runner.position };
  };
}
