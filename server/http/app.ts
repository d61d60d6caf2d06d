import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import serve from 'koa-static';
import send from 'koa-send';
import type { Services } from '../core/services';
import { errorMiddleware } from './middleware/errors';
import { clientAddress } from './client-address';
import { apiJsonBody } from './middleware/json-body';
import { auditorReadOnly } from './middleware/read-only';
import { observeRequests } from './middleware/observe';
import { metricsRoute } from '../metrics/endpoint';
import { apiMiddlewares, apiRouters } from '../core/registry';
import { demoPages } from './demo-pages';
import { sandboxBoardRoutes } from '../adapters/jobboards/sandbox-routes';
import { oneSSandboxRoutesOf } from '../adapters/onec/index';
import { isPublicPage } from '#events/core/page-routes';

/**
 * The console's and the public site's pages: scripts only from our own files (no inline script, no
 * eval), so HTML that slips into a page cannot run code; styles may be inline (Fluent UI injects
 * them); data only from our own API and Socket.IO. Images may also be `blob:` URLs the page made
 * itself (the profile form's scan thumbnails, loaded with the session's token).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The Koa app: request id, one error middleware, JSON bodies (100 kB max), thin routes, static pages. */
export function createHttpApp(s: Services): Koa {
  // Koa's own proxy handling believes the leftmost X-Forwarded-For entry: never used.
  const app = new Koa({ proxy: false });
  app.use(clientAddress(s.config.trustedProxies));
  // Request id, the request's log line and metrics; /metrics itself (issue 30, items 2 and 3).
  app.use(observeRequests(s));
  // Every answer: no MIME sniffing, never framed (clickjacking), no address leaks to other sites.
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('Content-Security-Policy', "frame-ancestors 'none'");
    // Production runs behind TLS: browsers must never fall back to plain HTTP for this site.
    if (s.config.mode === 'production')
      ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  });
  app.use(errorMiddleware);
  app.use(metricsRoute(s.config, s.metrics));
  // The auditor's commands are refused before their bodies are read (issue 28, item 5).
  app.use(auditorReadOnly(s));
  app.use(
    apiJsonBody(
      koaBody({
        jsonLimit: '100kb',
        textLimit: '100kb',
        formLimit: '100kb',
        multipart: false,
        jsonStrict: true,
      }),
    ),
  );
  // Before the routers: time travel answers a read with the as-of headers through the routes themselves.
  for (const middleware of apiMiddlewares(s)) app.use(middleware);
  for (const router of apiRouters(s)) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  // The sandbox job boards' sign-in and vacancy pages: before the static pages, which answer every GET.
  if (Object.values(s.jobBoards).some((board) => board.kind === 'sandbox')) {
    const sandboxRouter = sandboxBoardRoutes(s.sandboxBoards);
    app.use(sandboxRouter.routes());
    app.use(sandboxRouter.allowedMethods());
  }
  // The sandbox 1C's OData interface (only while ONEC_URL is unset): before the static pages too.
  const oneSSandbox = oneSSandboxRoutesOf(s.onec);
  if (oneSSandbox) app.use(oneSSandbox);
  app.use(demoPages(s));
  app.use(staticPages(s.config.distDir));
  return app;
}

/** Built pages: the light public site at / and /vacancies, the staff console everywhere else. */
function staticPages(dist: string): Koa.Middleware {
  const assets = serve(dist, { index: false, maxage: 365 * 24 * 3600 * 1000, immutable: true });
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io')) {
      await next();
      return;
    }
    if (ctx.path.startsWith('/assets/')) {
      await assets(ctx, next);
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      await next();
      return;
    }
    const page = join(isPublicPage(ctx.path) ? 'public' : 'console', 'index.html');
    if (!existsSync(join(dist, page))) {
      ctx.status = 503;
      ctx.body = 'Клиент не собран: выполните npm run build';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', PAGE_CSP);
    await send(ctx, page, { root: dist });
  };
}
