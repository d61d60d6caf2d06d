import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '#events/core/envelope';
import { SCAN_LIMIT_MESSAGES, SCAN_LIMITS } from '#events/questionnaire/scan-limits';
import { samplePdf } from '#server/features/questionnaire/sample-scan';
import { CODE_CHECK_MESSAGE } from '#server/features/questionnaire-light/candidate-limits';
import { filesUnder } from '../../helpers/data-dir-scan';
import {
  controlClock,
  demoVacancy,
  lastCode,
  newPhone,
  submitQuestionnaire,
} from '../../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 23, item 6: the limits that were missing. One questionnaire's scans are capped in number and
 * total size (staff and the candidate's own uploads alike; removed scans do not count), and wrong SMS
 * codes are limited per address, so that no one can use up the attempts of a code texted to someone
 * else: /confirmPhoneBySMS, the light edit gate's and the profile gate's code checks count together.
 * Every refusal is a 4xx with a Russian message and writes nothing.
 */
let server: TestServer;
let clock: ReturnType<typeof controlClock>;
let admin: string;
const MB = 1024 * 1024;
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The candidate's questionnaire opened from a light one, and the candidate's way into it. */
let questionnaireId = '';
let phone = '';
let link = { id: '', token: '' };

async function post(path: string, body: unknown, address?: string) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}
async function upload(bytes: Buffer, headers: Record<string, string>, path: string) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...headers },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: (await res.json()) as any };
}
const staffUpload = (id: string, bytes: Buffer) =>
  upload(bytes, { authorization: `Bearer ${admin}` }, `/questionnaire/${id}/files?fileKind=experience`);
/** Scans recorded on a questionnaire as earlier uploads would have (their declared sizes count). */
async function attachedBefore(id: string, sizes: number[]): Promise<string[]> {
  const ids = sizes.map(() => randomBytes(16).toString('hex'));
  const events: NewEvent[] = sizes.map((size, i) => ({
    id: randomBytes(16).toString('hex'),
    type: 'QuestionnaireFileAttached',
    data: { fileId: ids[i], kind: 'experience', name: `page-${i}.pdf`, size, mime: 'application/pdf' },
    meta: {
      actor: { userId: '1001', role: 'Admin' },
      occurredAt: new Date().toISOString(),
      correlationId: 'limits-test',
      causationId: 'limits-test',
      schemaVersion: 1,
    },
  }));
  const { position } = await server.services.events.append(`questionnaire-${id}`, events, 'any');
  await server.services.bus.waitForProjections(position);
  return ids;
}
const scansOnDisk = () => filesUnder(server.dataDir).filter((f) => f.includes('/files/')).length;
/** Sends a refused request and checks that it wrote nothing (no event, no scan). */
async function refusedWithoutWrites<T>(request: () => Promise<T>): Promise<T> {
  const head = await server.services.events.headPosition();
  const files = scansOnDisk();
  const res = await request();
  expect(await server.recordsWrittenSince(head)).toEqual([]);
  expect(scansOnDisk()).toBe(files);
  return res;
}
/** A new questionnaire opened by staff from a candidate's light one. */
async function openedQuestionnaire(candidatePhone = newPhone()): Promise<string> {
  const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
  const { id: lightId } = await submitQuestionnaire(server, vacancy.id, candidatePhone);
  const reviewer = (await server.login('hr-al')).token;
  expect(
    (await server.post('/accept-questionnaire-light', { questionnaireId: lightId }, reviewer)).status,
  ).toBe(200);
  for (let i = 0; i < 100; i++) {
    const docs = await server.services.read.find('questionnaires', { lightQuestionnaireId: lightId });
    if (docs[0]) return String(docs[0]._id);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the questionnaire was not opened');
}

beforeAll(async () => {
  server = await startTestServer({ TRUSTED_PROXIES: 'loopback', SMS_LIMIT_PER_ADDRESS: '1000' });
  clock = controlClock(server);
  admin = (await server.login('admin')).token;
  phone = newPhone();
  questionnaireId = await openedQuestionnaire(phone);
  const res = await server.post(`/questionnaire/${questionnaireId}/edit-link`, {}, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  link = { id: questionnaireId, token: new URL(res.body.editLink as string).searchParams.get('t') ?? '' };
}, 60_000);
afterAll(() => server.stop());

describe("the caps on one questionnaire's scans", () => {
  it(`refuses the ${SCAN_LIMITS.maxFiles + 1}th file (422, naming the files), writing nothing; a removed file frees its place`, async () => {
    const ids = await attachedBefore(questionnaireId, Array(SCAN_LIMITS.maxFiles).fill(1000));
    const res = await refusedWithoutWrites(() => staffUpload(questionnaireId, PNG_1X1));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SCAN_LIMIT_MESSAGES.tooMany);
    expect(res.body.message).toContain('Файлы анкеты');

    // The candidate's own upload counts against the same cap (past the resend wait of the light form's code).
    clock.advance(61);
    const sent = await post('/questionnaire/own/send-code', link, '198.51.100.1');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const confirmed = await post(
      '/questionnaire/own/confirm-code',
      { ...link, code: lastCode(server, phone) },
      '198.51.100.1',
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const headers = {
      'x-edit-id': link.id,
      'x-edit-token': link.token,
      'x-phone-token': confirmed.body.phoneToken as string,
    };
    const own = await refusedWithoutWrites(() =>
      upload(PNG_1X1, headers, '/questionnaire/own/files?fileKind=experience'),
    );
    expect(own.status).toBe(422);
    expect(own.body.message).toBe(SCAN_LIMIT_MESSAGES.tooMany);

    const removed = await server.post(`/questionnaire/${questionnaireId}/files/${ids[0]}/remove`, {}, admin);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const ownAgain = await upload(PNG_1X1, headers, '/questionnaire/own/files?fileKind=experience');
    expect(ownAgain.status, JSON.stringify(ownAgain.body)).toBe(200);
    expect((await staffUpload(questionnaireId, PNG_1X1)).status).toBe(422);
  });

  it(`refuses a file that takes the total past ${SCAN_LIMITS.maxTotalBytes / MB} MB (413), writing nothing`, async () => {
    const id = await openedQuestionnaire();
    const ids = await attachedBefore(id, Array(7).fill(14 * MB)); // 98 MB
    const pdf = Buffer.concat([samplePdf(['Трудовая книжка']), Buffer.alloc(2 * MB + 1, 0x20)]);
    const res = await refusedWithoutWrites(() => staffUpload(id, pdf));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(SCAN_LIMIT_MESSAGES.tooLarge);
    expect(res.body.message).toContain('Файлы анкеты');
    // Removed scans do not count.
    expect((await server.post(`/questionnaire/${id}/files/${ids[0]}/remove`, {}, admin)).status).toBe(200);
    const ok = await staffUpload(id, pdf);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('wrong SMS codes per address', () => {
  it("one address cannot use up the attempts of a code texted to someone else's phone", async () => {
    const target = newPhone();
    expect((await post('/sendSMS', { phone: target }, '198.51.100.2')).status).toBe(200);
    const code = lastCode(server, target);
    const wrong = code === '0000' ? '1111' : '0000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const head = await server.services.events.headPosition();
      const res = await post('/confirmPhoneBySMS', { phone: target, code: wrong }, '203.0.113.7');
      answers.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toBe(CODE_CHECK_MESSAGE);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await server.recordsWrittenSince(head)).toEqual([]);
      }
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    // The owner, elsewhere, still confirms the code.
    const owner = await post('/confirmPhoneBySMS', { phone: target, code }, '198.51.100.2');
    expect(owner.body).toMatchObject({ isDone: true });
  });

  it('limits wrong codes per address across phones and across every code check (429, in Russian)', async () => {
    const address = '203.0.113.8';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await post('/confirmPhoneBySMS', { phone: newPhone(), code: '0000' }, address)).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // The same address at the profile gate and at the light edit gate: the same limit.
    const gate = await post('/questionnaire/own/confirm-code', { ...link, code: '0000' }, address);
    expect(gate.status).toBe(429);
    expect(gate.body.message).toBe(CODE_CHECK_MESSAGE);
    const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
    const lightLink = await submitQuestionnaire(server, vacancy.id);
    const lightGate = { id: lightLink.id, token: lightLink.editToken, code: '0000' };
    const light = await post('/questionnaire-light/confirm-edit-code', lightGate, address);
    expect(light.status).toBe(429);
    expect(light.body.message).toBe(CODE_CHECK_MESSAGE);
    // Another address is not affected; a right code is not counted.
    const other = await post('/confirmPhoneBySMS', { phone: newPhone(), code: '0000' }, '203.0.113.9');
    expect(other.status).toBe(200);
  });

  it("the profile gate's code checks: one address cannot use up the candidate's code either", async () => {
    const candidatePhone = newPhone();
    const id = await openedQuestionnaire(candidatePhone);
    const res = await server.post(`/questionnaire/${id}/edit-link`, {}, admin);
    const gateLink = { id, token: new URL(res.body.editLink as string).searchParams.get('t') ?? '' };
    clock.advance(61);
    expect((await post('/questionnaire/own/send-code', gateLink, '198.51.100.3')).status).toBe(200);
    const code = lastCode(server, candidatePhone);
    const wrong = code === '0000' ? '1111' : '0000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await post('/questionnaire/own/confirm-code', { ...gateLink, code: wrong }, '203.0.113.10')).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const owner = await post('/questionnaire/own/confirm-code', { ...gateLink, code }, '198.51.100.3');
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  });
});
