import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionnaireLightEntity } from '#events/questionnaire-light/events';
import { startTestServer, type TestServer } from '../../helpers/server';
import { demoVacancy, submitQuestionnaire } from '../../helpers/questionnaire-light';

let server: TestServer;
const tokens: Record<string, string> = {};
let consultantId = '';

beforeAll(async () => {
  server = await startTestServer({ SMS_LIMIT_PER_ADDRESS: '10000' });
  for (const login of ['admin', 'hr', 'hr-al', 'director']) tokens[login] = (await server.login(login)).token;
  consultantId = (await demoVacancy(server, '10412', 'Продавец-консультант')).id;
});
afterAll(() => server.stop());

const list = async (body: Record<string, unknown>, login = 'hr-al') =>
  server.post('/get-questionnaire-light-list', body, tokens[login]);
const ids = (entities: QuestionnaireLightEntity[]) => entities.map((e) => e.id);
const act = (action: 'accept' | 'decline' | 'restore', body: Record<string, unknown>, login = 'hr-al') =>
  server.post(`/${action}-questionnaire-light`, body, tokens[login]);

describe('POST /get-questionnaire-light-list', () => {
  it('lists the seeded questionnaires by status, newest first, 5 per page by default', async () => {
    const fresh = await submitQuestionnaire(server, consultantId);
    const res = await list({ type: 'new' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(res.body.list).toHaveLength(5);
    expect(res.body.list[0].id).toBe(fresh.id);
    const created = res.body.list.map((e: QuestionnaireLightEntity) => e.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await list({ type: 'accepted' })).body.total).toBe(2);
    expect((await list({ type: 'rejected' })).body.total).toBe(2);
    const declined = (await list({ type: 'rejected' })).body.list[0] as QuestionnaireLightEntity;
    expect(declined.action_data).toMatchObject({
      comment: expect.any(String),
      by: { userId: '1006', name: 'Лёгкая Мария', role: 'HR' },
    });
  });

  it('pages with offset and limit (at most 50)', async () => {
    const all = ids((await list({ type: 'new', offset: 0, limit: 50 })).body.list);
    const page = await list({ type: 'new', offset: 2, limit: 2 });
    expect(ids(page.body.list)).toEqual(all.slice(2, 4));
    expect(page.body.total).toBe(all.length);
    expect((await list({ type: 'new', limit: 51 })).status).toBe(400);
    expect((await list({ type: 'archived' })).status).toBe(400);
  });

  it('filters by position for everyone; by city and store for Admin only', async () => {
    const consultant = (await list({ type: 'new', where: { position: '3' }, limit: 50 })).body
      .list as QuestionnaireLightEntity[];
    expect(consultant.length).toBeGreaterThan(0);
    expect(consultant.every((e) => e.vacancy.position.id === '3')).toBe(true);
    expect((await list({ type: 'new', where: { position: '@all' }, limit: 50 })).body.total).toBe(5);

    const byStoreAdmin = (await list({ type: 'new', where: { store: '10234' }, limit: 50 }, 'admin')).body;
    expect(byStoreAdmin.list.map((e: QuestionnaireLightEntity) => e.vacancy.IStoreId)).toEqual(['10234']);
    const byCityAdmin = (await list({ type: 'new', where: { city: '4' }, limit: 50 }, 'admin')).body;
    expect(byCityAdmin.list.map((e: QuestionnaireLightEntity) => e.vacancy.store.cityId)).toEqual(['4']);
    expect((await list({ type: 'new', where: { city: '@all', store: '@all' } }, 'admin')).body.total).toBe(5);

    // hr-al is not an Admin: city and store filters are ignored.
    expect((await list({ type: 'new', where: { store: '10234', city: '4' } })).body.total).toBe(5);
  });

  it('is closed to staff without MANAGE_QUESTIONNAIRE_AL', async () => {
    for (const login of ['hr', 'director']) expect((await list({ type: 'new' }, login)).status).toBe(403);
    expect((await server.post('/get-questionnaire-light-list', { type: 'new' })).status).toBe(401);
  });
});

describe('POST /get-questionnaire-light', () => {
  it('returns the entity, or 404', async () => {
    const res = await server.post('/get-questionnaire-light', { id: '1' }, tokens['hr-al']);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.entity).sort()).toEqual(
      ['action_data', 'created_at', 'id', 'info', 'revision', 'type', 'vacancy', 'vacancy_id'].sort(),
    );
    expect(Object.keys(res.body.entity.info).sort()).toEqual(
      [
        'addressFact',
        'birthDate',
        'citizen',
        'email',
        'emailConfirmed',
        'firstName',
        'patronymicName',
        'phone',
        'subwayStation',
        'surname',
        'woPatronymic',
      ].sort(),
    );
    // The spec's 'by numeric id': a number is the same questionnaire as its digit string.
    const byNumber = await server.post('/get-questionnaire-light', { id: 1 }, tokens['hr-al']);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.entity).toEqual(res.body.entity);
    expect(await server.post('/get-questionnaire-light', { id: '999' }, tokens['hr-al'])).toMatchObject({
      status: 404,
      body: { message: 'Анкета не найдена' },
    });
    expect((await server.post('/get-questionnaire-light', { id: '1' }, tokens.director)).status).toBe(403);
  });
});

describe('review: accept, decline, restore', () => {
  it('passes a new questionnaire to the store with a comment', async () => {
    const { id } = await submitQuestionnaire(server, consultantId);
    const res = await act('accept', {
      questionnaireId: id,
      comment: 'Информация для директора',
      revision: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      result: 'Success',
      outcome: 'done',
      entity: {
        id,
        type: 'accepted',
        revision: 1,
        action_data: {
          comment: 'Информация для директора',
          by: { userId: '1006', name: 'Лёгкая Мария', role: 'HR' },
        },
      },
    });
  });

  it('declines with a reason, restores to new, accepts after all', async () => {
    const { id } = await submitQuestionnaire(server, consultantId);
    const noReason = await act('decline', { questionnaireId: id });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      result: 'Error',
      outcome: 'decline',
      message: expect.stringContaining('Укажите причину отказа'),
    });

    const declined = await act('decline', { questionnaireId: id, comment: 'Нет опыта', revision: 0 });
    expect(declined.body.entity).toMatchObject({ type: 'rejected', action_data: { comment: 'Нет опыта' } });
    const restored = await act('restore', { questionnaireId: id, revision: 1 });
    expect(restored.body).toMatchObject({
      outcome: 'done',
      entity: { type: 'new', action_data: null, revision: 2 },
    });
    const accepted = await act('accept', { questionnaireId: id }, 'admin');
    expect(accepted.body.entity).toMatchObject({
      type: 'accepted',
      action_data: { comment: '', by: { userId: '1001', role: 'Admin' } },
    });
    const events = await server.services.events.readStream(`questionnaireLight-${id}`);
    expect(events.map((e) => e.type)).toEqual([
      'QuestionnaireLightSubmitted',
      'QuestionnaireLightDeclined',
      'QuestionnaireLightRestored',
      'QuestionnaireLightAccepted',
    ]);
  });

  it("someone acted first: 409 'didnotchanged' naming who and when", async () => {
    const { id } = await submitQuestionnaire(server, consultantId);
    await act('accept', { questionnaireId: id }, 'admin');
    const late = await act('accept', { questionnaireId: id });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      result: 'Error',
      statusCode: 409,
      outcome: 'didnotchanged',
      message: expect.stringContaining('Анкету уже передал(а) в магазин Админова Анна (Администратор)'),
      details: {
        changedBy: { userId: '1001', role: 'Admin', name: 'Админова Анна' },
        changedAt: expect.any(String),
      },
    });
  });

  it("a stale revision is 409 'didnotchanged' with who changed it", async () => {
    const { id } = await submitQuestionnaire(server, consultantId);
    await act('decline', { questionnaireId: id, comment: 'Причина' }, 'admin');
    const stale = await act('accept', { questionnaireId: id, revision: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      outcome: 'didnotchanged',
      message: expect.stringContaining('Админова Анна'),
      details: { changedBy: { userId: '1001', role: 'Admin' }, changedAt: expect.any(String) },
    });
  });

  it("a wrong state is 409 'decline'", async () => {
    const { id } = await submitQuestionnaire(server, consultantId);
    await act('accept', { questionnaireId: id });
    for (const [action, body] of [
      ['decline', { questionnaireId: id, comment: 'x' }],
      ['restore', { questionnaireId: id }],
    ] as const) {
      const res = await act(action, body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        outcome: 'decline',
        message: expect.stringContaining('Действие недоступно'),
      });
    }
  });

  it('answers needauth, norights and 404 in the same shape', async () => {
    expect(await server.post('/accept-questionnaire-light', { questionnaireId: '1' })).toMatchObject({
      status: 401,
      body: { result: 'Error', outcome: 'needauth' },
    });
    for (const login of ['hr', 'director']) {
      expect(await act('accept', { questionnaireId: '1' }, login)).toMatchObject({
        status: 403,
        body: { result: 'Error', outcome: 'norights' },
      });
    }
    expect(await act('restore', { questionnaireId: '999' })).toMatchObject({
      status: 404,
      body: { outcome: 'decline' },
    });
  });
});
