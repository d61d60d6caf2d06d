import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_MESSAGES } from '#events/meetings/events';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connect, disconnected, waitForEvent, watch, type ChangeMessage } from '../../helpers/socket';

let server: TestServer;
const tokens: Record<string, string> = {};
let sockets: Socket[] = [];

const DAY = 24 * 3600_000;
const inDays = (days: number, hour = 9) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['admin', 'hr', 'hr-al', 'director', 'unitdirector', 'regiondirector'])
    tokens[login] = (await server.login(login)).token;
});
afterAll(() => server.stop());
afterEach(async () => {
  await Promise.all(sockets.map((s) => disconnected(s)));
  sockets = [];
});

const list = (from: string, to: string, login = 'admin') =>
  server.post('/meetings/list', { from, to }, tokens[login]);
const schedule = (body: Record<string, unknown>, login = 'admin') =>
  server.post(
    '/meetings/schedule',
    { questionnaireId: '2', startsAt: inDays(3), durationMinutes: 45, place: 'Офис HR', ...body },
    tokens[login],
  );

describe('meetings: list', () => {
  it('the demo seed put 6-8 meetings over this week and the next', async () => {
    const res = await list(inDays(-8, 0), inDays(16, 0));
    expect(res.status).toBe(200);
    const seeded = res.body.list.filter((m: any) => Number(m.id) <= 8);
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    expect(seeded.length).toBeLessThanOrEqual(8);
    expect(seeded.some((m: any) => m.status === 'cancelled')).toBe(true);
    expect(seeded.some((m: any) => m.rescheduled > 0)).toBe(true);
    const starts = res.body.list.map((m: any) => m.startsAt);
    expect(starts).toEqual([...starts].sort());
  });

  it('returns the meetings overlapping the range, earliest first', async () => {
    const a = (await schedule({ startsAt: inDays(40, 10), durationMinutes: 60 })).body.entity;
    const b = (await schedule({ startsAt: inDays(40, 8), durationMinutes: 30 })).body.entity;
    const c = (await schedule({ startsAt: inDays(42, 10) })).body.entity;
    const day = await list(inDays(40, 0), inDays(41, 0));
    expect(day.body.list.map((m: any) => m.id)).toEqual([b.id, a.id]);
    // A meeting that started before the range but is still going overlaps it.
    const tail = await list(inDays(40, 10).replace(':00:00.000Z', ':30:00.000Z'), inDays(40, 12));
    expect(tail.body.list.map((m: any) => m.id)).toEqual([a.id]);
    // The end of the range is exclusive.
    const none = await list(inDays(41, 0), inDays(42, 10));
    expect(none.body.list.map((m: any) => m.id)).not.toContain(c.id);
  });

  it('refuses a range longer than 62 days, reversed, or not ISO', async () => {
    const long = await list(inDays(0, 0), inDays(63, 0));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(MEETING_MESSAGES.rangeTooLong);
    expect((await list(inDays(0, 0), inDays(62, 0))).status).toBe(200);
    expect((await list(inDays(2), inDays(1))).status).toBe(400);
    const local = await list('2026-12-01T00:00', '2026-12-02T00:00');
    expect(local.status).toBe(400);
    expect(local.body.message).toContain(MEETING_MESSAGES.isoDateTime);
  });

  it('HR and directors get 403; so does a reviewer without the calendar', async () => {
    for (const login of ['hr', 'hr-al', 'director', 'unitdirector', 'regiondirector'])
      expect((await list(inDays(0, 0), inDays(7, 0), login)).status, login).toBe(403);
    expect((await server.post('/meetings/list', { from: inDays(0), to: inDays(1) })).status).toBe(401);
  });
});

describe('meetings: schedule from a questionnaire', () => {
  it('takes the candidate, position and store from the questionnaire read model', async () => {
    const q = (await server.post('/get-questionnaire-light', { id: '2' }, tokens.admin)).body.entity;
    const startsAt = inDays(5, 11);
    const res = await schedule({ startsAt, place: ' Магазин «Авиапарк» ', comment: 'Взять паспорт' });
    expect(res.status).toBe(200);
    expect(res.body.entity).toMatchObject({
      questionnaireId: '2',
      candidateName: `${q.info.surname} ${q.info.firstName} ${q.info.patronymicName}`,
      positionTitle: q.vacancy.position.title,
      IStoreId: q.vacancy.IStoreId,
      storeName: q.vacancy.store.name,
      startsAt,
      durationMinutes: 45,
      place: 'Магазин «Авиапарк»',
      comment: 'Взять паспорт',
      status: 'scheduled',
      revision: 0,
      createdBy: { userId: '1001', name: 'Админова Анна', role: 'Admin' },
    });
    expect(Number(res.body.entity.id)).toBeGreaterThan(8);
    const day = await list(inDays(5, 0), inDays(6, 0));
    expect(day.body.list.map((m: any) => m.id)).toContain(res.body.entity.id);
    const audit = await server.get(`/audit/meeting/${res.body.entity.id}`, tokens.admin);
    expect(audit.status).toBe(200);
  });

  it('a reviewer with MANAGE_QUESTIONNAIRE_AL may invite from a new questionnaire', async () => {
    const res = await schedule({ questionnaireId: '1' }, 'hr-al');
    expect(res.status).toBe(200);
    expect(res.body.entity.createdBy).toMatchObject({ userId: '1006', role: 'HR' });
  });

  it('others may not: 403', async () => {
    for (const login of ['hr', 'director', 'unitdirector', 'regiondirector'])
      expect((await schedule({}, login)).status, login).toBe(403);
  });

  it('enforces the rules: future start, 15-240 minutes, a place, no rejected candidate', async () => {
    const past = await schedule({ startsAt: inDays(-1) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(MEETING_MESSAGES.startsInPast);
    expect((await schedule({ durationMinutes: 10 })).body.message).toBe(MEETING_MESSAGES.duration);
    expect((await schedule({ durationMinutes: 241 })).status).toBe(400);
    const noPlace = await schedule({ place: '   ' });
    expect(noPlace.status).toBe(400);
    expect(noPlace.body).toMatchObject({ message: 'Укажите место встречи', details: { field: 'place' } });
    const rejected = await schedule({ questionnaireId: '3' });
    expect(rejected.status).toBe(422);
    expect(rejected.body.message).toBe(MEETING_MESSAGES.questionnaireRejected);
    expect((await schedule({ questionnaireId: '999' })).status).toBe(404);
  });
});

describe('meetings: reschedule and cancel', () => {
  it('moves a meeting with the revision the user saw', async () => {
    const m = (await schedule({})).body.entity;
    const startsAt = inDays(4, 13);
    const res = await server.post(
      '/meetings/reschedule',
      { id: m.id, startsAt, durationMinutes: 90, place: 'Офис HR, каб. 12', revision: m.revision },
      tokens.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.entity).toMatchObject({
      startsAt,
      durationMinutes: 90,
      place: 'Офис HR, каб. 12',
      revision: 1,
      rescheduled: 1,
    });
    expect(res.body.entity.endsAt).toBe(new Date(Date.parse(startsAt) + 90 * 60_000).toISOString());
  });

  it('a stale revision is 409 naming who changed the meeting', async () => {
    const m = (await schedule({})).body.entity;
    const moved = await server.post(
      '/meetings/reschedule',
      { id: m.id, startsAt: inDays(6), revision: 0 },
      tokens['hr-al'],
    );
    expect(moved.status).toBe(200);
    const stale = await server.post(
      '/meetings/cancel',
      { id: m.id, reason: 'Кандидат передумал', revision: 0 },
      tokens.admin,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Лёгкая Мария');
    expect(stale.body.details).toMatchObject({
      changedBy: { userId: '1006', role: 'HR', name: 'Лёгкая Мария' },
      changedAt: expect.any(String),
      actualRevision: 1,
    });
    const staleMove = await server.post(
      '/meetings/reschedule',
      { id: m.id, startsAt: inDays(7), revision: 0 },
      tokens.admin,
    );
    expect(staleMove.status).toBe(409);
  });

  it('cancels with a reason; a cancelled meeting cannot be moved or cancelled again', async () => {
    const m = (await schedule({})).body.entity;
    const noReason = await server.post(
      '/meetings/cancel',
      { id: m.id, reason: ' ', revision: 0 },
      tokens.admin,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(MEETING_MESSAGES.reasonRequired);
    const cancelled = await server.post(
      '/meetings/cancel',
      { id: m.id, reason: 'Кандидат нашёл работу', revision: 0 },
      tokens.admin,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.entity).toMatchObject({
      status: 'cancelled',
      revision: 1,
      cancellation: { reason: 'Кандидат нашёл работу', by: { userId: '1001' } },
    });
    const move = await server.post(
      '/meetings/reschedule',
      { id: m.id, startsAt: inDays(9), revision: 1 },
      tokens.admin,
    );
    expect(move.status).toBe(422);
    expect(move.body.message).toContain(MEETING_MESSAGES.cancelled);
    const again = await server.post('/meetings/cancel', { id: m.id, reason: 'x', revision: 1 }, tokens.admin);
    expect(again.status).toBe(422);
  });

  it('404 for an unknown meeting; 403 for staff without the right', async () => {
    const unknown = await server.post(
      '/meetings/cancel',
      { id: '99999', reason: 'x', revision: 0 },
      tokens.admin,
    );
    expect(unknown.status).toBe(404);
    for (const login of ['hr', 'director'])
      expect(
        (await server.post('/meetings/cancel', { id: '1', reason: 'x', revision: 0 }, tokens[login])).status,
      ).toBe(403);
  });
});

describe('meetings: live', () => {
  it("a scheduled meeting reaches an Admin watching 'list:meetings'", async () => {
    const admin = await connect(server.url, tokens.admin!);
    sockets.push(admin);
    expect((await watch(admin, 'list:meetings')).ok).toBe(true);
    const arrival = waitForEvent<ChangeMessage>(
      admin,
      'change',
      (c) => c.collection === 'meetings' && c.doc?.questionnaireId === '5',
      2000,
    );
    const res = await schedule({ questionnaireId: '5', place: 'Магазин «Невский»' }, 'hr-al');
    expect(res.status).toBe(200);
    const change = await arrival;
    expect(change.id).toBe(res.body.entity.id);
    expect(change.doc).toMatchObject({ status: 'scheduled', place: 'Магазин «Невский»', IStoreId: '20118' });
    expect(JSON.stringify(change.doc)).not.toContain('_pos');
  });

  it('HR, the reviewer and directors may not watch the calendar', async () => {
    for (const login of ['hr', 'hr-al', 'director', 'regiondirector']) {
      const socket = await connect(server.url, tokens[login]!);
      sockets.push(socket);
      expect((await watch(socket, 'list:meetings')).ok, login).toBe(false);
      expect((await watch(socket, 'doc:meetings:1')).ok, login).toBe(false);
    }
  });
});
