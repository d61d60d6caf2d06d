import { mkdtempSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/core/config';
import { startServer } from '#server/main';
import { startTestServer, type TestServer } from '../helpers/server';

/** Issue 11, items 1, 2 and 9: client addresses behind proxies, a lockout that cannot be used against staff, safe defaults. */

async function post(server: TestServer, path: string, body: unknown, forwardedFor?: string) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const wrongLogin = (server: TestServer, forwardedFor?: string) =>
  post(server, '/login', { login: 'hr', password: 'wrong' }, forwardedFor);

describe('client address: X-Forwarded-For is believed only from trusted proxies', () => {
  it('ignores the header when no proxy is trusted: 60 spoofed addresses still hit the per-address limit', async () => {
    const server = await startTestServer({ LOGIN_LIMIT_PER_ADDRESS: '30', LOGIN_DELAY_MAX_MS: '0' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await wrongLogin(server, `203.0.113.${i}`)).status);
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('behind a proxy that appends, takes the rightmost address the proxy saw, not what the client wrote', async () => {
    const server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1, ::1', SMS_LIMIT_PER_ADDRESS: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const phone = `7999${String(1000000 + i)}`;
        const res = await post(server, '/sendSMS', { phone }, `198.51.100.${i}, 10.0.0.5`);
        statuses.push(res.status);
      }
      // Every send came from 10.0.0.5 as far as the proxy knows: the per-address limit holds.
      expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
      // Another real client behind the same proxy is not affected.
      expect((await post(server, '/sendSMS', { phone: '79995550101' }, '10.0.0.6')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('accepts a number of proxy hops', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'proxies-')); // see 'safe defaults' below
    expect(loadConfig({ DATA_DIR: dataDir, TRUSTED_PROXIES: '2' }).trustedProxies).toEqual({ hops: 2 });
    expect(loadConfig({ DATA_DIR: dataDir }).trustedProxies).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUSTED_PROXIES: 'not-an-ip' })).toThrow(ConfigError);
  });
});

describe('login slowdown keyed on login and address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUSTED_PROXIES: 'loopback',
      LOGIN_LIMIT_PER_LOGIN: '3',
      LOGIN_DELAY_BASE_MS: '150',
      LOGIN_DELAY_MAX_MS: '600',
    });
  });
  afterAll(() => server.stop());

  it('wrong passwords from rotating addresses never keep the real user out', async () => {
    for (let i = 0; i < 11; i++) expect((await wrongLogin(server, `192.0.2.${i}`)).status).toBe(401);
    const started = Date.now();
    const res = await post(server, '/login', { login: 'hr', password: 'demo' }, '192.0.2.200');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('slows down (never refuses) repeated wrong attempts from one address, doubling up to the cap', async () => {
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = Date.now();
      expect((await wrongLogin(server, '192.0.2.50')).status).toBe(401);
      times.push(Date.now() - started);
    }
    // Three free attempts, then 150, 300, 600 ms held back.
    expect(times[3]).toBeGreaterThanOrEqual(140);
    expect(times[4]).toBeGreaterThanOrEqual(290);
    expect(times[5]).toBeGreaterThanOrEqual(590);
    const ok = await post(server, '/login', { login: 'hr', password: 'demo' }, '192.0.2.50');
    expect(ok.status).toBe(200);
    // A success clears the slowdown for that login and address: the next wrong attempt takes what a
    // free one took (the password check), not the 600 ms cap (on a busy machine a check alone can
    // take longer than the 150 ms base delay, so the free attempts are the yardstick).
    const started = Date.now();
    expect((await wrongLogin(server, '192.0.2.50')).status).toBe(401);
    expect(Date.now() - started).toBeLessThan(Math.max(...times.slice(0, 3)) + 140);
  });
});

describe('safe defaults', () => {
  it('a demo listens on 127.0.0.1 unless HOST is set; production on every interface', () => {
    // A directory of its own: loadConfig tightens every file in DATA_DIR, and the run's temporary
    // directory holds other tests' files (SQLite's temporary ones come and go).
    const dataDir = mkdtempSync(join(tmpdir(), 'defaults-'));
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = {
      MODE: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PII_MASTER_KEY: 'a'.repeat(64),
      CHECKS_EXTERNAL: 'off',
      DATA_DIR: dataDir,
    };
    expect(loadConfig(production).host).toBe('0.0.0.0');
  });

  it('creates the data files for its user only (0600) and the directory 0700', async () => {
    const server = await startTestServer();
    try {
      expect(statSync(server.dataDir).mode & 0o777).toBe(0o700);
      const files = readdirSync(server.dataDir).filter((name) =>
        statSync(join(server.dataDir, name)).isFile(),
      );
      expect(files).toEqual(expect.arrayContaining(['events.sqlite', 'read.sqlite', 'jwt-secret']));
      for (const name of files)
        expect([name, statSync(join(server.dataDir, name)).mode & 0o777]).toEqual([name, 0o600]);
    } finally {
      await server.stop();
    }
  });

  it('production answers with HSTS; a demo does not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hc-prod-'));
    const config = loadConfig({
      MODE: 'production',
      JWT_SECRET: 'p'.repeat(40),
      PII_MASTER_KEY: 'b'.repeat(64),
      CHECKS_EXTERNAL: 'off',
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      QUIET: '1',
    });
    const server = await startServer(config);
    try {
      const res = await fetch(`${server.url}/api/v1/config`);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
    const demo = await startTestServer();
    try {
      expect((await fetch(`${demo.url}/api/v1/config`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await demo.stop();
    }
  });

  it('a DATA_DIR that cannot be created or written stops the start with one sentence', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hc-bad-'));
    const file = join(dir, 'not-a-directory');
    writeFileSync(file, 'x');
    try {
      // Under a regular file: no user (root included) can create it.
      expect(() => loadConfig({ DATA_DIR: join(file, 'data') })).toThrow(
        /^Каталог данных DATA_DIR=.* нельзя создать или записать/,
      );
      const config = loadConfig({
        DATA_DIR: join(file, 'data'),
        JWT_SECRET: 'j'.repeat(40),
        PII_MASTER_KEY: 'c'.repeat(64),
        CHECKS_EXTERNAL: 'off',
        MODE: 'production',
      });
      await expect(startServer(config)).rejects.toThrow(ConfigError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
