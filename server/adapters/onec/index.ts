import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import type { OneSConfig } from './config';
import { createHttpOneS, type FetchLike } from './http';
import { OwnServer } from './own-server';
import type { OneSPort } from './port';
import { oneSSandboxRoutes } from './sandbox/routes';
import { OneSSandbox } from './sandbox/service';
import { OneSSandboxStore } from './sandbox/store';
import { log } from '../../core/logger';

export * from './port';
export { loadOneSConfig, type OneSConfig } from './config';
export { OneSSandbox } from './sandbox/service';
export { ONE_S_TRIGGERS, oneSTrigger } from './sandbox/triggers';

/** The sandbox's file under DATA_DIR. */
export const ONE_S_SANDBOX_FILE = 'onec-sandbox.sqlite';

interface Attached {
  own: OwnServer | null;
  sandbox: OneSSandbox | null;
  routes: Middleware | null;
  close(): void;
}
const attached = new WeakMap<OneSPort, Attached>();

/**
 * The configured 1C: the real base at ONEC_URL, else the built-in sandbox (its state in
 * DATA_DIR/onec-sandbox.sqlite, its routes on this server), reached over HTTP by the same adapter.
 */
export function openOneS(
  config: OneSConfig,
  deps: {
    dataDir: string;
    /** The master key: the sandbox's sealing key is derived from it. */
    piiMasterKey: Buffer;
    mode: 'demo' | 'production';
    fetch?: FetchLike;
    clock?: () => number;
    warn?: (line: string) => void;
  },
): OneSPort {
  const common = {
    user: config.user,
    password: config.password,
    timeoutMs: config.timeoutMs,
    fetch: deps.fetch,
  };
  if (config.url) {
    const port = createHttpOneS({ ...common, baseUrl: config.url, name: 'onec' });
    attached.set(port, { own: null, sandbox: null, routes: null, close: () => undefined });
    return port;
  }
  if (deps.mode === 'production')
    (deps.warn ?? ((line: string) => log.warn(line)))(
      'ONEC_URL not set: hires go to the built-in 1C sandbox',
    );
  mkdirSync(deps.dataDir, { recursive: true });
  const key = createHmac('sha256', deps.piiMasterKey).update('onec-sandbox/v1').digest();
  const store = new OneSSandboxStore(join(deps.dataDir, ONE_S_SANDBOX_FILE), key);
  const sandbox = new OneSSandbox(store, config.sandbox, deps.clock);
  const own = new OwnServer();
  const port = createHttpOneS({
    ...common,
    baseUrl: () => own.baseUrl(config.timeoutMs),
    name: 'sandbox-onec',
  });
  attached.set(port, {
    own,
    sandbox,
    routes: oneSSandboxRoutes(sandbox, { user: config.user, password: config.password }),
    close: () => store.close(),
  });
  return port;
}

/** The built-in sandbox behind a port (null for a real 1C or a test double): its state and hooks. */
export function oneSSandboxOf(port: OneSPort): OneSSandbox | null {
  return attached.get(port)?.sandbox ?? null;
}

/** The sandbox's OData routes to mount on the server (null when 1C is a real base). */
export function oneSSandboxRoutesOf(port: OneSPort): Middleware | null {
  return attached.get(port)?.routes ?? null;
}

/** Tells the adapter where its own server listens (the sandbox's address). */
export function oneSListening(port: OneSPort, listenPort: number, host: string): void {
  attached.get(port)?.own?.listening(listenPort, host);
}

export function closeOneS(port: OneSPort): void {
  attached.get(port)?.close();
}

/**
 * Runs `fn` with the built-in sandbox reachable before the server listens: the demo seed runs first
 * and sends its hires through the same HTTP adapter, so a loopback listener with only the sandbox's
 * routes answers meanwhile, and is closed after (calls then wait for the server's own address).
 * A real 1C, or a server already listening, needs none.
 */
export async function withSandboxListening<T>(port: OneSPort, fn: () => Promise<T>): Promise<T> {
  const parts = attached.get(port);
  if (!parts?.own || !parts.routes || parts.own.known) return fn();
  const app = new Koa();
  // The product's app parses the sandbox's JSON bodies (server/http/app.ts); this listener must too,
  // or every POST to it arrives empty ('Не заполнено поле «Наименование»').
  app.use(koaBody({ jsonLimit: '100kb', jsonStrict: true }));
  app.use(parts.routes);
  const handle = app.callback();
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const own = parts.own;
  if (address && typeof address === 'object') own.listening(address.port, '127.0.0.1');
  try {
    return await fn();
  } finally {
    own.forget();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
