import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { log } from '../../core/logger';
import { loggedRoute } from '../../core/log-safe';
import type { Services } from '../../core/services';
import { METRICS_PATH } from '../../metrics/endpoint';

/** A caller's own request id: short and plain; a number run, a token or other text is replaced. */
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const LOOKS_PERSONAL = /\d{9,}|^\+|\beyJ/;

/** The request id: the caller's X-Request-Id (a balancer's, a 1C's) when it is plain, else a new one. */
export function requestIdOf(header: string | undefined): string {
  return header && PLAIN_ID.test(header) && !LOOKS_PERSONAL.test(header) ? header : randomUUID();
}

/**
 * Every request: its id (into the events' metadata through the command context, and back in the
 * X-Request-Id header), one JSON log line (method, route pattern, status, duration, request id),
 * and its metrics. Route patterns only: paths, queries and bodies may carry personal data.
 */
export function observeRequests(s: Services) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const requestId = requestIdOf(ctx.get('x-request-id') || undefined);
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = performance.now() - started;
      const route = loggedRoute(ctx);
      if (ctx.path !== METRICS_PATH) s.metrics.request(ctx.method, route, ctx.status, ms / 1000);
      // Health probes (every few seconds from a load balancer) would drown the log.
      if (ctx.path.startsWith('/api/') && ctx.path !== '/api/v1/health') {
        log.request({ requestId, method: ctx.method, route, status: ctx.status, durationMs: +ms.toFixed(1) });
      }
    }
  };
}
