import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { createHttpOneS } from '#server/adapters/onec/http';
import type { OneSHire, OneSPort } from '#server/adapters/onec/port';
import { ODATA_PREFIX, oneSSandboxRoutes } from '#server/adapters/onec/sandbox/routes';
import { OneSSandbox } from '#server/adapters/onec/sandbox/service';
import { OneSSandboxStore } from '#server/adapters/onec/sandbox/store';

export const CREDENTIALS = { user: 'odata.user', password: 'секрет-1С' };

/** The sandbox 1C's routes alone on a random port, its clock in the test's hands, and the HTTP adapter. */
export interface SandboxFixture {
  url: string;
  dir: string;
  sandbox: OneSSandbox;
  onec: OneSPort;
  /** Moves the sandbox's clock. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startSandbox(
  timing = { delayMs: 1000, driftMs: 5000, outageMs: 60_000 },
  timeoutMs = 2000,
): Promise<SandboxFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'onec-sandbox-'));
  let now = Date.parse('2025-03-10T09:00:00Z');
  const store = new OneSSandboxStore(join(dir, 'onec-sandbox.sqlite'), randomBytes(32));
  const sandbox = new OneSSandbox(store, timing, () => now);
  const app = new Koa();
  app.use(koaBody());
  app.use(oneSSandboxRoutes(sandbox, CREDENTIALS));
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dir,
    sandbox,
    onec: createHttpOneS({ baseUrl: `${url}${ODATA_PREFIX}`, ...CREDENTIALS, timeoutMs }),
    advance(ms) {
      now += ms;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A hire as the hire worker builds it; `lastName` picks the sandbox's trigger. */
export function sampleHire(hireId: string, lastName = 'Соколова', inn = '500100732259'): OneSHire {
  return {
    hireId,
    person: {
      lastName,
      firstName: 'Анна',
      middleName: 'Викторовна',
      birthDate: '1994-05-17',
      sex: 'female',
      inn,
      snils: '112-233-445 95',
    },
    passport: {
      series: '4509',
      number: '123456',
      issuedAt: '2014-06-20',
      issuedBy: 'ОУФМС России по г. Москве',
      departmentCode: '770-001',
    },
    employment: {
      date: '2025-03-17',
      termEnd: null,
      positionTitle: 'Продавец-кассир',
      storeCode: '10412',
      parttimeHours: null,
      bank: { bic: '044525225', account: '40817810938160012345', name: 'ПАО Сбербанк' },
    },
  };
}

/** The send as the worker does it: person, passport, document (not posted yet). */
export async function sendHire(onec: OneSPort, hire: OneSHire) {
  const personRef =
    (await onec.findPerson(hire.person.inn, hire.person.snils)) ?? (await onec.createPerson(hire.person));
  await onec.recordPassport(personRef, hire.passport);
  const document = await onec.createHireDocument(personRef, hire);
  return { personRef, document };
}
