import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeQuestionnaireState } from '#server/features/questionnaire';
import { codeFromOutbox } from '../../helpers/approval';
import { startTestServer, type TestServer } from '../../helpers/server';
import { callAsOf, settled, timelineOf } from './helpers';

let server: TestServer;
let hr: string;
let id: string;

/** What the card screen loads, as the live API answered it at one point of the story. */
interface Seen {
  position: number;
  card: unknown;
  checks: unknown;
  approval: unknown;
}
const seen: Seen[] = [];

const look = async (asOf: { record: string; position: number } | null) => {
  const card = await callAsOf(server, 'POST', `/get-questionnaire/${id}`, hr, asOf, {});
  const checks = await callAsOf(server, 'POST', `/candidateChecks/${id}`, hr, asOf, {});
  const approval = await callAsOf(server, 'GET', `/approvals/${id}`, hr, asOf);
  for (const res of [card, checks, approval]) expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { card: card.body.entity, checks: checks.body.entity, approval: approval.body.entity };
};

const step = async () => {
  await settled(server);
  const position = (await timelineOf(server, 'questionnaire', id)).at(-1)!;
  seen.push({ position, ...(await look(null)) });
};

const hrContext = (tag: string) => ({
  now: new Date().toISOString(),
  newId: server.services.newId,
  actor: { userId: '1002', role: 'HR' as const, name: 'Кадрова Елена' },
  correlationId: `asof-${tag}`,
});

beforeAll(async () => {
  server = await startTestServer();
  hr = (await server.login('hr')).token;
  const created = await server.post(
    '/questionnaire/walk-in',
    {
      IStoreId: '10412',
      positionId: '3',
      lastname: 'Прошлова',
      firstname: 'Алёна',
      secondname: 'Петровна',
      sex: 'female',
      dateBirth: '1999-09-19',
      phone: '79035559001',
      email: 'asof@mail.ru',
    },
    (await server.login('admin')).token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  id = String(created.body.id);
  await step();
  await changeQuestionnaireState(server.services, id, 'validateChecks', {}, hrContext('validate'));
  await step();
  expect((await server.post(`/checkConfirmation/${id}`, {}, hr)).status).toBe(200);
  await step();
  const code = Number(codeFromOutbox(server, 'Прошлова'));
  expect((await server.post(`/checkConfirmation/${id}/confirm`, { code }, hr)).status).toBe(200);
  await step();
}, 60_000);
afterAll(() => server?.stop());

describe('time travel: reads as of an event of the record', () => {
  it('the card, its checks and approval blocks read as the live API answered right after each step', async () => {
    const record = `questionnaire/${id}`;
    // Read later, after the whole story: each point still answers as it did then.
    for (const then of seen) {
      const past = await look({ record, position: then.position });
      expect(past.card).toEqual(then.card);
      expect(past.checks).toEqual(then.checks);
      expect(past.approval).toEqual(then.approval);
    }
    const states = seen.map((s) => (s.card as { statuses: { state: string } }).statuses.state);
    expect(states.at(-1)).toBe('resolvedValid');
    expect(new Set(seen.map((s) => JSON.stringify(s.approval))).size).toBeGreaterThan(1);
  });

  it('before its approval was asked, the approval block is the not-asked one, while it is asked now', async () => {
    const record = `questionnaire/${id}`;
    const first = (await timelineOf(server, 'questionnaire', id))[0]!;
    const past = await callAsOf(server, 'GET', `/approvals/${id}`, hr, { record, position: first });
    const now = await callAsOf(server, 'GET', `/approvals/${id}`, hr, null);
    expect(past.body.entity.statuses.confirmationDR.has).toBe(false);
    expect(now.body.entity.statuses.confirmationDR.has).toBe(true);
  });

  it('lists show the record as it was, in place of its current version', async () => {
    const record = `questionnaire/${id}`;
    const first = seen[0]!.position;
    const admin = (await server.login('admin')).token;
    const list = async (asOf: { record: string; position: number } | null) =>
      (await callAsOf(server, 'POST', '/get-questionnaire', admin, asOf, { type: 'new' })).body;
    const then = seen[0]!.card as { statuses: { state: string } };
    const nowList = await list(null);
    const pastList = await list({ record, position: first });
    const has = (body: { list?: { id: string }[] }) => (body.list ?? []).some((q) => q.id === id);
    // Newest first: the record is on the first page of 'new' while it was new, and off it now.
    expect(then.statuses.state).toBe('new');
    expect(has(pastList)).toBe(true);
    expect(has(nowList)).toBe(false);
    expect(pastList.total).toBe(nowList.total + 1);
  });

  it('refuses any change with the headers, writing nothing', async () => {
    const record = `questionnaire/${id}`;
    const head = await server.services.events.headPosition();
    const position = seen[0]!.position;
    for (const [method, path] of [
      ['POST', `/questionnaire/${id}/comment`],
      ['POST', `/questionnaire/state/${id}`],
      ['POST', `/checkConfirmation/${id}`],
      ['PUT', `/vacancies/${id}`],
      ['DELETE', `/vacancies/${id}`],
    ] as const) {
      const res = await callAsOf(server, method, path, hr, { record, position }, { text: 'x' });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('Запись в прошлом состоянии изменить нельзя');
    }
    expect(await server.recordsWrittenSince(head)).toEqual([]);
  });

  it('answers bad headers with 400 naming the header, and a position outside the story with 404', async () => {
    const record = `questionnaire/${id}`;
    const get = (asOf: { record?: string; position?: string | number }) =>
      callAsOf(server, 'GET', `/approvals/${id}`, hr, asOf);
    for (const position of ['-1', 'abc', '1.5', '']) {
      const res = await get({ record, position });
      expect(res.status, position).toBe(400);
      expect(res.body.message).toMatch(/x-as-of/);
    }
    for (const bad of ['questionnaire', `nothing/${id}`, `/${id}`, 'questionnaire/']) {
      const res = await get({ record: bad, position: seen[0]!.position });
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/x-as-of-record/);
    }
    expect((await get({ position: seen[0]!.position })).status).toBe(400);
    const head = await server.services.events.headPosition();
    const outside = await get({ record, position: head + 1000 });
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe('В истории этой записи нет такого события');
    // An event of the log, but of another record.
    const other = await get({ record, position: 1 });
    expect(other.status).toBe(404);
  });

  it("keeps the route's own rights: no token, 401; a user, as without the headers", async () => {
    const record = `questionnaire/${id}`;
    const position = seen[0]!.position;
    const res = await fetch(`${server.url}/api/v1/approvals/${id}`, {
      headers: { 'x-as-of': String(position), 'x-as-of-record': record },
    });
    expect(res.status).toBe(401);
    const other = (await server.login('hr-al')).token;
    const live = await callAsOf(server, 'GET', `/approvals/${id}`, other, null);
    const past = await callAsOf(server, 'GET', `/approvals/${id}`, other, { record, position });
    expect(past.status).toBe(live.status);
    // A store director may not read audit histories: no more as of a point of one.
    const director = (await server.login('director')).token;
    const audit = `/audit/questionnaire/${id}`;
    expect((await callAsOf(server, 'GET', audit, director, null)).status).toBe(403);
    expect((await callAsOf(server, 'GET', audit, director, { record, position })).status).toBe(403);
  });

  it("replays only a record whose history the viewer may open: another store's questionnaire, 403", async () => {
    const all = await server.services.read.find('questionnaires', {});
    const foreign = all.find((q) => q.IStoreId !== '10412');
    if (!foreign) throw new Error('no questionnaire outside 10412 in the demo data');
    const [first] = await server.services.events.readStream(`questionnaire-${foreign._id}`);
    const record = `questionnaire/${foreign._id}`;
    const director = (await server.login('director')).token;
    // A route the director may call, asked as of a point of a record he may not open.
    const live = await callAsOf(server, 'GET', '/approvals/pending', director, null);
    expect(live.status).toBe(200);
    const past = await callAsOf(server, 'GET', '/approvals/pending', director, {
      record,
      position: first!.position,
    });
    expect(past.status).toBe(403);
    const admin = (await server.login('admin')).token;
    const allowed = await callAsOf(server, 'GET', '/approvals/pending', admin, {
      record,
      position: first!.position,
    });
    expect(allowed.status).toBe(200);
  });

  it('event reads stop at the position: the audit API answers the history up to it', async () => {
    const record = `questionnaire/${id}`;
    const admin = (await server.login('admin')).token;
    const position = seen[0]!.position;
    const res = await callAsOf(server, 'GET', `/audit/questionnaire/${id}`, admin, { record, position });
    expect(res.status).toBe(200);
    const positions = (res.body as { position: number }[]).map((e) => e.position);
    expect(Math.max(...positions)).toBeLessThanOrEqual(position);
    const live = await callAsOf(server, 'GET', `/audit/questionnaire/${id}`, admin, null);
    expect(live.body.length).toBeGreaterThan(res.body.length);
  });

  // Last: it erases the candidate of the story.
  it('after the candidate is erased, the past reads удалено too (a view built before is not reused)', async () => {
    const record = `questionnaire/${id}`;
    const admin = (await server.login('admin')).token;
    const position = seen[0]!.position;
    const card = () => callAsOf(server, 'POST', `/get-questionnaire/${id}`, admin, { record, position }, {});
    expect(JSON.stringify((await card()).body)).toContain('Прошлова');
    const erased = await server.post('/admin/personal-data/erase', { record: 'questionnaire', id }, admin);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    await settled(server);
    const after = await card();
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).not.toContain('Прошлова');
    expect(JSON.stringify(after.body)).not.toContain('79035559001');
  });
});
