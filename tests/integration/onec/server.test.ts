import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_S_SANDBOX_FILE, oneSSandboxOf } from '#server/adapters/onec/index';
import { countSandboxHires } from '#server/adapters/onec/sandbox/store';
import { filesUnder } from '../../helpers/data-dir-scan';
import { startTestServer, type TestServer } from '../../helpers/server';
import { sampleHire, sendHire } from './sandbox-fixture';

/**
 * Issue 26, item 2: the product's own server carries the 1C sandbox (ONEC_URL unset) and
 * Services.onec talks to it over HTTP at its own address (PORT=0 here); the sandbox's state survives
 * a restart, and none of the hire's personal values stands in the clear under DATA_DIR.
 */
const ENV = { ONEC_SANDBOX_DELAY_MS: '0', ONEC_PASSWORD: 'пароль-песочницы', ONEC_TIMEOUT_MS: '5000' };
const dir = mkdtempSync(join(tmpdir(), 'hc-onec-'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(ENV, dir);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const hire = sampleHire('onec-server-1', 'Шпакова-Нетакова', '731500000019');
hire.person.snils = '999-888-777 66';
hire.passport = { ...hire.passport, series: '4612', number: '987650' };
hire.employment.bank.account = '40817810000099998888';

describe('the 1C sandbox on the product server', () => {
  it('is the default 1C: the HTTP adapter reaches it at the server’s own address', async () => {
    const { onec } = server.services;
    expect(onec.name).toBe('sandbox-onec');
    const { personRef, document } = await sendHire(onec, hire);
    expect(personRef).toMatch(/^[0-9a-f-]{36}$/);
    await onec.postDocument(document.ref, document.dataVersion);
    const ready = await onec.getDocument(document.ref);
    expect(ready).toMatchObject({ posted: true });
    expect(ready?.documents.length).toBeGreaterThan(0);
    expect(oneSSandboxOf(onec)?.countByHireId('hire:onec-server-1')).toBe(1);
  });

  it('answers only its service user', async () => {
    const url = `${server.url}/odata/standard.odata/${encodeURIComponent('Document_ПриемНаРаботу')}/$count`;
    const basic = (password: string) => `Basic ${Buffer.from(`odata.user:${password}`).toString('base64')}`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: basic('demo') } })).status).toBe(401);
    const ok = await fetch(url, { headers: { authorization: basic(ENV.ONEC_PASSWORD) } });
    expect(ok.status).toBe(200);
    expect(Number(await ok.text())).toBeGreaterThanOrEqual(1);
  });

  it('keeps no personal value of the hire in the clear under DATA_DIR', () => {
    const values = [
      hire.person.inn,
      hire.person.snils,
      hire.person.snils.replace(/\D/g, ''),
      hire.passport.number,
      hire.employment.bank.account,
      hire.person.lastName,
    ];
    const hits: string[] = [];
    for (const file of filesUnder(dir)) {
      const bytes = readFileSync(file);
      for (const value of values)
        if (bytes.includes(Buffer.from(value, 'utf8'))) hits.push(`${file}: ${value.slice(0, 2)}…`);
    }
    expect(hits).toEqual([]);
  });

  it('keeps its people and documents across a restart', async () => {
    await server.stop();
    expect(countSandboxHires(join(dir, ONE_S_SANDBOX_FILE), 'hire:onec-server-1')).toBe(1);
    server = await startTestServer(ENV, dir);
    const { onec } = server.services;
    expect(await onec.findPerson(hire.person.inn, '')).not.toBeNull();
    const found = await onec.findHireDocument('onec-server-1');
    expect(found).toMatchObject({ posted: true });
  });
});
