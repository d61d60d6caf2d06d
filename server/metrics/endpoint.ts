import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Context, Next } from 'koa';
import { bearerOf } from '../auth/tokens';
import type { Config } from '../core/config';
import { UnauthorizedError } from '../core/errors';
import { log } from '../core/logger';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

function sameToken(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics on the main port: the holder of METRICS_TOKEN when it is set; anyone in the
 * demo without it; nobody in production without it (401: the figures name routes and nodes).
 */
export function metricsAllowed(config: Config, authorization: string | undefined): boolean {
  if (config.metricsToken) return sameToken(bearerOf(authorization ?? ''), config.metricsToken);
  return config.mode !== 'production';
}

/** GET /metrics on the main port; with METRICS_PORT set it is served there only (404 here). */
export function metricsRoute(config: Config, metrics: Metrics) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== METRICS_PATH) {
      await next();
      return;
    }
    if (config.metricsPort !== undefined || !metrics.enabled || ctx.method !== 'GET') {
      ctx.status = 404;
      return;
    }
    if (!metricsAllowed(config, ctx.get('authorization'))) throw new UnauthorizedError();
    ctx.type = CONTENT_TYPE;
    ctx.body = await metrics.render();
  };
}

/** /metrics on a port of its own (METRICS_PORT), for a monitoring network that cannot reach the API. */
export async function startMetricsServer(config: Config, metrics: Metrics): Promise<Server | null> {
  if (config.metricsPort === undefined || !metrics.enabled) return null;
  const server = createServer((req, res) => {
    const allowed = !config.metricsToken || metricsAllowed(config, req.headers.authorization);
    if (req.method !== 'GET' || req.url?.split('?')[0] !== METRICS_PATH || !allowed) {
      res.writeHead(allowed ? 404 : 401).end();
      return;
    }
    metrics.render().then(
      (text) => res.writeHead(200, { 'content-type': CONTENT_TYPE }).end(text),
      (err: unknown) => {
        log.error(`metrics: scrape failed: ${String(err)}`);
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(config.metricsPort, config.host, resolve));
  return server;
}
