import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stub received: everything a test may want to check. */
export interface StubRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, when it was JSON. */
  json?: unknown;
  /** The body parsed as a form, when it was application/x-www-form-urlencoded. */
  form?: URLSearchParams;
}

export interface StubReply {
  status?: number;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  /** Never answer (the socket stays open until the stub closes). */
  hang?: boolean;
}

export interface StubRoute {
  method: string;
  /** Exact path, or a pattern tested against the path. */
  path: string | RegExp;
  reply: StubReply | ((request: StubRequest) => StubReply);
  /** Answer only this many times, then fall through to the next matching route. */
  times?: number;
}

export interface StubServer {
  /** http://127.0.0.1:{port} */
  url: string;
  requests: StubRequest[];
  /** Adds a route; earlier routes win. */
  on(method: string, path: string | RegExp, reply: StubRoute['reply'], times?: number): void;
  /** Forgets routes and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A tiny HTTP server for adapter tests: records every request and answers from a table of routes
 * (unmatched requests get 404 `{"stub":"no route"}`). `hang` replies never answer, for timeouts.
 */
export async function startStubHttp(routes: StubRoute[] = []): Promise<StubServer> {
  const table: (StubRoute & { used: number })[] = routes.map((r) => ({ ...r, used: 0 }));
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const request: StubRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: raw,
    };
    const type = req.headers['content-type'] ?? '';
    if (type.includes('application/json') && raw) request.json = JSON.parse(raw);
    if (type.includes('application/x-www-form-urlencoded')) request.form = new URLSearchParams(raw);
    requests.push(request);

    const route = table.find(
      (r) =>
        r.method === request.method &&
        (typeof r.path === 'string' ? r.path === request.path : r.path.test(request.path)) &&
        (r.times === undefined || r.used < r.times),
    );
    if (!route) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"stub":"no route"}');
      return;
    }
    route.used++;
    const reply = typeof route.reply === 'function' ? route.reply(request) : route.reply;
    if (reply.hang) return;
    const headers: Record<string, string> = { ...reply.headers };
    let body = reply.body ?? '';
    if (reply.json !== undefined) {
      headers['content-type'] ??= 'application/json; charset=utf-8';
      body = JSON.stringify(reply.json);
    }
    res.writeHead(reply.status ?? 200, headers).end(body);
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, reply, times) {
      table.push({ method, path, reply, times, used: 0 });
    },
    reset() {
      table.length = 0;
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
