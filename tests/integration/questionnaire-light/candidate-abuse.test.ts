import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { controlClock, demoVacancy, newPhone, submitQuestionnaire } from '../../helpers/questionnaire-light';
import { log } from '#server/core/logger';

/**
 * Issue 11, items 3 and 4: the candidates' public calls cannot be used to list candidates or to
 * flood anyone with codes.
 */
async function from(server: TestServer, path: string, body: unknown, address: string) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let server: TestServer | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

describe('the edit gate cannot be walked', () => {
  it('answers every number alike without the link secret, and reveals no phone digits', async () => {
    server = await startTestServer({ SMS_LIMIT_PER_ADDRESS: '1000' });
    const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
    const mine = await submitQuestionnaire(server, vacancy.id);
    const answers = new Set<string>();
    for (let id = 1; id <= 40; id++) {
      const res = await server.post('/questionnaire-light/edit-gate', {
        id: String(id),
        token: 'B'.repeat(22),
      });
      answers.add(JSON.stringify(res));
    }
    expect([...answers]).toEqual([
      JSON.stringify({ status: 404, body: { statusCode: 404, message: 'Анкета не найдена' } }),
    ]);
    const opened = await server.post('/questionnaire-light/edit-gate', {
      id: mine.id,
      token: mine.editToken,
    });
    expect(opened.body.phoneMasked).toMatch(/\d{2}$/);
  });

  it('limits the public candidate calls per address', async () => {
    server = await startTestServer({ TRUSTED_PROXIES: 'loopback', CANDIDATE_LIMIT_PER_ADDRESS: '10' });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await from(
        server,
        '/questionnaire-light/edit-gate',
        { id: String(i + 1), token: 'C'.repeat(22) },
        '198.51.100.7',
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // Another address is not affected.
    const other = await from(
      server,
      '/questionnaire-light/edit-gate',
      { id: '1', token: 'C'.repeat(22) },
      '198.51.100.8',
    );
    expect(other.status).toBe(404);
  });
});

describe('SMS budget', () => {
  it('texts one questionnaire at most N edit codes a day, from any number of addresses', async () => {
    server = await startTestServer({ TRUSTED_PROXIES: 'loopback', SMS_LIMIT_PER_TARGET_PER_DAY: '3' });
    const clock = controlClock(server);
    const vacancy = await demoVacancy(server, '10412', 'Продавец-кассир');
    const { id, editToken: token } = await submitQuestionnaire(server, vacancy.id);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(61); // past the resend pause of the phone
      statuses.push(
        (await from(server, '/questionnaire-light/send-edit-code', { id, token }, `203.0.113.${i}`)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('the edit codes a day are counted per questionnaire whichever gate sends them (light or own profile)', async () => {
    server = await startTestServer({ TRUSTED_PROXIES: 'loopback', SMS_LIMIT_PER_TARGET_PER_DAY: '3' });
    const clock = controlClock(server);
    const vacancy = await demoVacancy(server, '10412', 'Продавец-кассир');
    const { id, editToken: token } = await submitQuestionnaire(server, vacancy.id);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(61);
      const path = i % 2 ? '/questionnaire/own/send-code' : '/questionnaire-light/send-edit-code';
      statuses.push((await from(server, path, { id, token }, `203.0.113.${i}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('refuses sends past the global hourly budget and says so once in the log', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    server = await startTestServer({ SMS_BUDGET_PER_HOUR: '3', SMS_LIMIT_PER_ADDRESS: '1000' });
    const statuses: number[] = [];
    const phones = Array.from({ length: 5 }, () => newPhone());
    for (const phone of phones) statuses.push((await server.post('/sendSMS', { phone })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const alerts = warn.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('ALERT'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/hourly SMS budget of 3/);
    // Nothing was recorded for the refused sends: no code waits for those phones. (Out of the quiet
    // hours, the demo's own notification SMS goes out too: to another number.)
    const texted = server.services.sms.recent().filter((sms) => phones.includes(sms.to));
    expect(texted.map((sms) => sms.to)).toEqual(phones.slice(0, 3).reverse());
    warn.mockRestore();
  });
});
