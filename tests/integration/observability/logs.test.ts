import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '#server/core/logger';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import {
  confirmPhone,
  demoVacancy,
  lastCode,
  newPhone,
  submitQuestionnaire,
} from '../../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 30, item 3: every request line is JSON with method, route pattern, status, duration and the
 * request id; the id comes from X-Request-Id (or is made), is answered back and lands in the events'
 * metadata; and the log of a run of representative flows carries none of the demo candidates'
 * values, tokens, codes or passwords.
 */
let server: TestServer;
let captured: ReturnType<typeof captureLog>;
/** Everything secret the flows below used: grepped for in the whole log at the end. */
const secrets: string[] = [];
const codes: string[] = [];
const WRONG_PASSWORD = 'Secret-Pa55word-Never-Logged';

type Line = Record<string, unknown>;
const parsed = (): Line[] => captured.lines.map((line) => JSON.parse(line) as Line);
const requestLines = () => parsed().filter((line) => line.msg === 'request');

beforeAll(async () => {
  // Captured from before the start: the demo seed's lines are part of the run.
  captured = captureLog();
  server = await startTestServer({ QUIET: '0' });
}, 60_000);

afterAll(async () => {
  captured.restore();
  await server.stop();
});

async function call(path: string, init: RequestInit & { token?: string; requestId?: string }) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.requestId ? { 'x-request-id': init.requestId } : {}),
    },
  });
  return { status: res.status, requestId: res.headers.get('x-request-id'), body: (await res.json()) as any };
}

describe('the request line', () => {
  it('is JSON with method, route pattern, status, duration and the request id answered back', async () => {
    const admin = await server.login('admin');
    const res = await call('/audit/phone/79991234567', { method: 'GET', token: admin.token });
    expect(res.status).toBe(404);
    const line = requestLines().find((l) => l.requestId === res.requestId);
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/v1/audit/:kind/:id',
      status: 404,
      requestId: res.requestId,
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(typeof line?.time).toBe('string');
  });

  it("keeps a caller's plain X-Request-Id and replaces one that looks like a phone or a token", async () => {
    expect((await call('/health', { method: 'GET', requestId: '1c-exchange.42' })).requestId).toBe(
      '1c-exchange.42',
    );
    for (const id of ['79991234567', '+7 999 123-45-67', 'eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.c2ln', 'a b']) {
      const answered = (await call('/health', { method: 'GET', requestId: id })).requestId;
      expect(answered).not.toBe(id);
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the request id in the events', () => {
  it('is the correlation id of the events a command writes', async () => {
    const admin = await server.login('admin');
    const requestId = 'req-dictionary-add-1';
    const res = await call('/dictionaries/institutions/add', {
      method: 'POST',
      token: admin.token,
      requestId,
      body: JSON.stringify({ title: 'Колледж метрик и журналов' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.requestId).toBe(requestId);
    const stream = await server.services.events.readStream('dictionary-institutions');
    expect(stream.at(-1)?.meta.correlationId).toBe(requestId);
    expect(stream.at(-1)?.meta.causationId).toBe(requestId);
  });
});

/** The demo candidates' personal values as the read models hold them. */
async function demoCandidateValues(): Promise<string[]> {
  const docs = await server.services.read.find(QUESTIONNAIRES_LIGHT.name, {});
  const values = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/surname|firstname|patronymic|phone|email|birth|address/i.test(key) && value.length >= 5)
        values.add(value);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, Array.isArray(value) ? key : k);
    }
  };
  for (const doc of docs) walk(doc, '');
  return [...values];
}

describe('the log of a run', () => {
  it("never carries a candidate's value, a token, a code or a password", async () => {
    // Staff: a wrong password, sign-ins, lists and a record.
    const wrong = await call('/login', {
      method: 'POST',
      body: JSON.stringify({ login: 'hr', password: WRONG_PASSWORD }),
    });
    expect(wrong.status).toBe(401);
    secrets.push(WRONG_PASSWORD);
    const hr = await server.login('hr');
    secrets.push(hr.token, hr.refreshToken);
    // A candidate: an SMS code, a wrong one, the phone token, the questionnaire and its edit token.
    const phone = newPhone();
    const phoneToken = await confirmPhone(server, phone);
    codes.push(lastCode(server, phone));
    secrets.push(phone, phoneToken);
    await server.post('/confirmPhoneBySMS', { phone, code: '0000' });
    const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
    const submitted = await submitQuestionnaire(server, vacancy.id, newPhone(), {
      surname: 'Журнальникова',
      email: 'never.in.the.log.30@example.com',
    });
    secrets.push(submitted.phone, submitted.editToken, 'Журнальникова', 'never.in.the.log.30@example.com');
    codes.push(lastCode(server, submitted.phone));
    const admin = await server.login('admin');
    const list = await server.post(
      '/get-questionnaire-light-list',
      { type: 'new', offset: 0, limit: 50, where: { position: '@all', city: '@all', store: '@all' } },
      admin.token,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    secrets.push(admin.token, admin.refreshToken);
    await server.get(`/audit/phone/${submitted.phone}`, hr.token);

    const candidates = await demoCandidateValues();
    expect(candidates.length).toBeGreaterThan(10);
    expect(requestLines().length).toBeGreaterThan(5);
    const text = captured.text();
    expect([...candidates, ...secrets].filter((value) => text.includes(value))).toEqual([]);
    // A code alone: four digits not inside a number, a time or an id (":1234," is a pid or a duration).
    for (const code of codes) expect(text).not.toMatch(new RegExp(`(?<![\\d.:-])${code}(?![\\d]|[.:-]\\d)`));
  });
});
