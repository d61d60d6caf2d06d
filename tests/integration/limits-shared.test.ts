import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_BUDGET_MESSAGE } from '#server/adapters/sms/budget';
import { CODE_CHECK_MESSAGE } from '#server/features/questionnaire-light/candidate-limits';
import { PHONE_MESSAGES } from '#server/features/questionnaire-light/phone';
import { bootProduct } from '../helpers/boot-product';
import { freePort } from '../helpers/ports';

/**
 * Issue 30, item 4: two API nodes (two server processes, as scripts/start-cluster.ts runs them) on
 * one DATA_DIR count every limit in the one shared store (limits.sqlite): the limits hold in total,
 * not per node. Each case comes from its own client address (the nodes trust 127.0.0.1 as a proxy,
 * so X-Forwarded-For names it), so the cases do not count against each other.
 */
const LOGIN_PER_ADDRESS = 4;
const SMS_PER_ADDRESS = 2;
const SMS_BUDGET = 5;
const CODE_CHECKS_PER_ADDRESS = 3;

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'hc-limits-'));
let a = 0;
let b = 0;
const boot = (port: number) =>
  bootProduct({
    dataDir,
    port,
    probe: '/api/v1/health',
    children,
    env: {
      CHECKS_SANDBOX_DELAY_MS: '0',
      TRUSTED_PROXIES: '127.0.0.1, ::1',
      LOGIN_LIMIT_PER_ADDRESS: String(LOGIN_PER_ADDRESS),
      LOGIN_DELAY_MAX_MS: '0',
      SMS_LIMIT_PER_ADDRESS: String(SMS_PER_ADDRESS),
      SMS_BUDGET_PER_HOUR: String(SMS_BUDGET),
      CODE_CHECK_LIMIT_PER_ADDRESS: String(CODE_CHECKS_PER_ADDRESS),
    },
  });

beforeAll(async () => {
  [a, b] = [await freePort(), await freePort()];
  // A first: on an empty DATA_DIR it seeds the demo data, which B must not do a second time.
  await boot(a);
  await boot(b);
}, 190_000); // two starts of up to BOOT_WAIT_MS each

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(port: number, path: string, body: unknown, from: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}
const wrongLogin = (port: number, from: string) =>
  post(port, '/login', { login: 'hr', password: 'wrong' }, from);
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('limits shared by two nodes on one data directory', () => {
  it('per-address logins: N/2+1 attempts on each node are refused in total', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_PER_ADDRESS / 2 + 1; i++) {
      statuses.push((await wrongLogin(a, '198.51.100.1')).status);
      statuses.push((await wrongLogin(b, '198.51.100.1')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  }, 60_000);

  it('attempts racing on both nodes at once are counted exactly once each', async () => {
    const attempts = [a, b, a, b, a, b, a, b].map((port) => wrongLogin(port, '198.51.100.2'));
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(count(statuses, 401)).toBe(LOGIN_PER_ADDRESS);
    expect(count(statuses, 429)).toBe(8 - LOGIN_PER_ADDRESS);
  }, 60_000);

  it('SMS per address, then the service-wide SMS budget, hold across the nodes', async () => {
    const send = (port: number, from: string, i: number) =>
      post(port, '/sendSMS', { phone: `7999${String(2000000 + i)}` }, from);
    const perAddress = [await send(a, '198.51.100.3', 1), await send(b, '198.51.100.3', 2)];
    const third = await send(a, '198.51.100.3', 3);
    expect(perAddress.map((r) => r.status)).toEqual([200, 200]);
    expect([third.status, third.body.message]).toEqual([429, PHONE_MESSAGES.hourlyLimit]);
    // Two of the budget's SMS are spent above; the rest go from other addresses, on either node.
    const rest: { status: number; body: { message?: string } }[] = [];
    for (let i = 0; i < SMS_BUDGET - 1; i++)
      rest.push(await send(i % 2 ? b : a, `198.51.100.${10 + i}`, 10 + i));
    expect(rest.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(rest[3]?.body.message).toBe(SMS_BUDGET_MESSAGE);
  }, 60_000);

  it('wrong SMS codes per address hold across the nodes', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < CODE_CHECKS_PER_ADDRESS + 1; i++) {
      const res = await post(
        i % 2 ? b : a,
        '/confirmPhoneBySMS',
        { phone: `7999${String(3000000 + i)}`, code: '1234' },
        '198.51.100.4',
      );
      statuses.push(res.status);
      last = res.body.message ?? '';
    }
    expect(statuses.slice(0, CODE_CHECKS_PER_ADDRESS).includes(429)).toBe(false);
    expect(statuses[CODE_CHECKS_PER_ADDRESS]).toBe(429);
    expect(last).toBe(CODE_CHECK_MESSAGE);
  }, 60_000);
});
