import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOneSConfig } from '#server/adapters/onec/config';
import {
  closeOneS,
  oneSListening,
  oneSSandboxOf,
  oneSSandboxRoutesOf,
  openOneS,
  OneSError,
} from '#server/adapters/onec/index';
import { startStubHttp } from '../../helpers/stub-http';

/** Issue 26, item 2: the factory picks the real 1C by ONEC_URL, else the sandbox at the own address. */
const dir = mkdtempSync(join(tmpdir(), 'onec-factory-'));
const deps = { dataDir: dir, piiMasterKey: Buffer.alloc(32, 7), mode: 'demo' as const };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openOneS', () => {
  it('ONEC_URL set: the HTTP adapter goes there with the configured service user, and no sandbox is mounted', async () => {
    const stub = await startStubHttp([{ method: 'GET', path: /.*/, reply: { json: { value: [] } } }]);
    try {
      const config = loadOneSConfig(
        { ONEC_URL: `${stub.url}/zup/odata/standard.odata`, ONEC_USER: 'svc', ONEC_PASSWORD: 'pw' },
        'secret',
      );
      const onec = openOneS(config, deps);
      expect(onec.name).toBe('onec');
      expect(oneSSandboxRoutesOf(onec)).toBeNull();
      expect(oneSSandboxOf(onec)).toBeNull();
      expect(await onec.findPerson('500100732259', '')).toBeNull();
      expect(decodeURIComponent(stub.requests[0]!.path)).toBe(
        '/zup/odata/standard.odata/Catalog_ФизическиеЛица',
      );
      expect(stub.requests[0]!.headers.authorization).toBe(
        `Basic ${Buffer.from('svc:pw').toString('base64')}`,
      );
      closeOneS(onec);
    } finally {
      await stub.close();
    }
  });

  it('ONEC_URL unset: the sandbox, reached at the own address once the server listens', async () => {
    const config = { ...loadOneSConfig({ ONEC_TIMEOUT_MS: '2000' }, 'secret') };
    const onec = openOneS(config, deps);
    expect(onec.name).toBe('sandbox-onec');
    const routes = oneSSandboxRoutesOf(onec);
    expect(routes).not.toBeNull();
    const app = new Koa();
    app.use(koaBody());
    app.use(routes!);
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      // Called before the server says where it listens (the seed and reactors start first): it waits.
      const pending = onec.findPerson('500100732259', '');
      await new Promise((resolve) => setTimeout(resolve, 50));
      oneSListening(onec, (server.address() as AddressInfo).port, '0.0.0.0');
      expect(await pending).toBeNull();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      closeOneS(onec);
    }
  });

  it('a server that never listens (a CLI): calls fail as unavailable after the timeout', async () => {
    const onec = openOneS(loadOneSConfig({ ONEC_TIMEOUT_MS: '100' }, 'secret'), deps);
    const err = await onec.getDocument('0f6b6a52-1111-4c5e-9d6a-6f0d2c8b7a10').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OneSError);
    expect((err as OneSError).kind).toBe('unavailable');
    closeOneS(onec);
  });

  it('production without ONEC_URL warns that hires go to the sandbox', () => {
    const lines: string[] = [];
    const onec = openOneS(loadOneSConfig({}, 'secret'), {
      ...deps,
      mode: 'production',
      warn: (l) => lines.push(l),
    });
    expect(lines).toEqual(['ONEC_URL not set: hires go to the built-in 1C sandbox']);
    closeOneS(onec);
  });
});
