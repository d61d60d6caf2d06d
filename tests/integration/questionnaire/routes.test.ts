import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { confirmPhone, demoVacancy, newPhone } from '../../helpers/questionnaire-light';
import { openQuestionnaire, type OpenQuestionnaire } from '#server/features/questionnaire/commands';
import { candidateContext } from '#server/features/questionnaire-light/context';
import { KeyTakenError } from '#server/core/reservations';

let server: TestServer;
const tokenOf = async (login: string) => (await server.login(login)).token;
const list = async (login: string, body: Record<string, unknown>) =>
  server.post('/get-questionnaire', body, await tokenOf(login));
const put = async (path: string, body: unknown, token: string) => {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const headOf = () => server.services.events.headPosition();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('employment questionnaire lists', () => {
  it('admin sees every store; tabs hold their states', async () => {
    const res = await list('admin', { type: 'new', limit: 50 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(10);
    const states = new Set(res.body.list.map((q: any) => q.state));
    for (const state of states)
      expect(['new', 'acceptedByALManager', 'externalCheckPassed']).toContain(state);
    const rejected = await list('admin', { type: 'rejected', limit: 50 });
    // The checks' demo adds a blacklisted candidate (rejectedAuth): the tab holds both kinds of refusal.
    expect(new Set(rejected.body.list.map((q: any) => q.state))).toEqual(
      new Set(['rejected', 'rejectedAuth']),
    );
  });

  it('a store director sees only their store (10412) and several new ones', async () => {
    const res = await list('director', { type: 'new', limit: 50 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    expect(new Set(res.body.list.map((q: any) => q.IStoreId))).toEqual(new Set(['10412']));
  });

  it('a unit director sees their two stores, a region director Moscow and Petersburg', async () => {
    const unit = await list('unitdirector', { type: 'worked', limit: 50 });
    for (const q of unit.body.list) expect(['10234', '10412']).toContain(q.IStoreId);
    const region = await list('regiondirector', { type: 'new', limit: 50 });
    for (const q of region.body.list) expect(q.IStoreId).toMatch(/^[12]0/);
    expect(region.body.list.some((q: any) => q.IStoreId.startsWith('2'))).toBe(true);
  });

  it('HR is denied the lists but opens the card', async () => {
    expect((await list('hr', { type: 'new' })).status).toBe(403);
    const any = (await list('admin', { type: 'new', limit: 1 })).body.list[0];
    const card = await server.post(`/get-questionnaire/${any.id}`, {}, await tokenOf('hr'));
    expect(card.status).toBe(200);
    expect(card.body.entity.id).toBe(any.id);
  });

  it('self-employed list, search, paging and sort', async () => {
    const se = await list('admin', { type: 'new', contractorType: 'Entrepreneur', limit: 50 });
    expect(se.body.total).toBeGreaterThanOrEqual(2);
    for (const q of se.body.list) expect(q.contractorType).toBe('Entrepreneur');
    const found = await list('admin', { type: 'new', where: { search: 'дарья соколова' } });
    expect(found.body.list.map((q: any) => q.info.lastname)).toEqual(['Соколова']);
    const all = await list('admin', { type: 'worked', limit: 50 });
    const page = await list('admin', { type: 'worked', offset: 2, limit: 2 });
    expect(page.body.list.map((q: any) => q.id)).toEqual(all.body.list.slice(2, 4).map((q: any) => q.id));
    const oldest = await list('admin', { type: 'worked', limit: 50, sort: 'oldest' });
    expect(oldest.body.list.map((q: any) => q.id)).toEqual(
      [...all.body.list].reverse().map((q: any) => q.id),
    );
  });
});

describe('the card: store scoping, state actions, comments, edits', () => {
  const firstOf = async (store: string, type = 'new') =>
    (await list('admin', { type, limit: 50 })).body.list.find(
      (q: any) => q.IStoreId === store && q.contractorType === 'Employee',
    );

  it("another store's questionnaire is refused to a store director (403), an unknown one is 404", async () => {
    const foreign = await firstOf('20118');
    const token = await tokenOf('director');
    const res = await server.post(`/get-questionnaire/${foreign.id}`, {}, token);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('Анкета другого магазина');
    const head = await headOf();
    const act = await server.post(`/questionnaire/state/${foreign.id}`, { action: 'reject' }, token);
    expect(act.status).toBe(403);
    expect(await server.recordsWrittenSince(head)).toEqual([]);
    expect((await server.post('/get-questionnaire/999999', {}, token)).status).toBe(404);
  });

  it('reject with a reason, then restore; restoring a non-rejected one is 422 naming the state', async () => {
    const q = await firstOf('10412');
    const token = await tokenOf('director');
    const rejected = await server.post(
      `/questionnaire/state/${q.id}`,
      { action: 'reject', causeReject: 'Не прошёл собеседование' },
      token,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.entity.state).toBe('rejected');
    const restored = await server.post(
      `/questionnaire/state/${q.id}`,
      { action: 'reestablish' },
      await tokenOf('hr'),
    );
    expect(restored.status).toBe(200);
    expect(restored.body.entity.state).toBe(q.state);
    const head = await headOf();
    const again = await server.post(`/questionnaire/state/${q.id}`, { action: 'reestablish' }, token);
    expect(again.status).toBe(422);
    expect(await server.recordsWrittenSince(head)).toEqual([]);
  });

  it('two concurrent rejects: exactly one wins, the other gets 409 naming who acted first', async () => {
    const q = await firstOf('10234');
    const revision = (await server.post(`/get-questionnaire/${q.id}`, {}, await tokenOf('admin'))).body.entity
      .revision;
    const [a, b] = await Promise.all([
      server.post(
        `/questionnaire/state/${q.id}`,
        { action: 'reject', revision },
        await tokenOf('unitdirector'),
      ),
      server.post(`/questionnaire/state/${q.id}`, { action: 'reject', revision }, await tokenOf('hr')),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(JSON.stringify(loser.body)).toMatch(/Смирнова|Ольга|HR|Анна|Иван|[А-Я][а-я]+/);
  });

  it('comments are kept with their author', async () => {
    const q = await firstOf('10412', 'worked');
    const res = await server.post(
      `/questionnaire/${q.id}/comment`,
      { text: 'Позвонить в понедельник' },
      await tokenOf('director'),
    );
    expect(res.status).toBe(200);
    expect(res.body.entity.comments.at(-1).text).toBe('Позвонить в понедельник');
    const empty = await server.post(
      `/questionnaire/${q.id}/comment`,
      { text: '  ' },
      await tokenOf('director'),
    );
    expect(empty.status).toBe(400);
  });

  it('info edits: different fields both kept, the same field from an old revision is a 409', async () => {
    const q = await firstOf('10412', 'worked');
    const card = (await server.post(`/get-questionnaire/${q.id}`, {}, await tokenOf('admin'))).body.entity;
    const hr = await tokenOf('hr');
    const director = await tokenOf('director');
    const one = await put(
      `/questionnaire/${q.id}/info`,
      { revision: card.revision, changes: { email: 'new@mail.ru' } },
      hr,
    );
    expect(one.status).toBe(200);
    const two = await put(
      `/questionnaire/${q.id}/info`,
      { revision: card.revision, changes: { phone: '79990001122' } },
      director,
    );
    expect(two.status).toBe(200);
    expect(two.body.entity.info).toMatchObject({ email: 'new@mail.ru', phone: '79990001122' });
    const three = await put(
      `/questionnaire/${q.id}/info`,
      { revision: card.revision, changes: { email: 'x@mail.ru' } },
      director,
    );
    expect(three.status).toBe(409);
    const bad = await put(
      `/questionnaire/${q.id}/info`,
      { revision: card.revision, changes: { lastname: 'Ив\u202eанов' } },
      director,
    );
    expect(bad.status).toBe(400);
  });

  it('new-count badge is store scoped', async () => {
    const admin = await server.post('/questionnaires/new-count', {}, await tokenOf('admin'));
    const director = await server.post('/questionnaires/new-count', {}, await tokenOf('director'));
    expect(admin.body.Employee).toBeGreaterThan(director.body.Employee);
    expect(director.body.Employee).toBeGreaterThanOrEqual(2);
  });
});

describe("a candidate's own questionnaire (POST /questionnaire, /questionnaire/SelfEmployed)", () => {
  it('opens in new for the vacancy store with a confirmed phone; once per phone and vacancy', async () => {
    const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
    const phone = newPhone();
    const phoneToken = await confirmPhone(server, phone);
    const info = {
      lastname: 'Самоподанова',
      firstname: 'Вера',
      dateBirth: '1996-03-02',
      phone,
      email: 'vera@mail.ru',
    };
    const head = await headOf();
    const unconfirmed = await server.post('/questionnaire', {
      vacancy_id: vacancy.id,
      phoneToken: 'x',
      info,
    });
    expect(unconfirmed.status).toBe(400);
    expect(await server.recordsWrittenSince(head)).toEqual([]);
    const wrongKind = await server.post('/questionnaire/SelfEmployed', {
      vacancy_id: vacancy.id,
      phoneToken,
      info,
    });
    expect(wrongKind.status).toBe(400);
    const res = await server.post('/questionnaire', { vacancy_id: vacancy.id, phoneToken, info });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const card = await server.post(`/get-questionnaire/${res.body.id}`, {}, await tokenOf('director'));
    expect(card.body.entity).toMatchObject({
      state: 'new',
      source: 'profile',
      contractorType: 'Employee',
      IStoreId: '10412',
      info: { lastname: 'Самоподанова', phone },
    });
    const again = await server.post('/questionnaire', { vacancy_id: vacancy.id, phoneToken, info });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Анкета на эту должность с этим номером телефона уже существует');
  });

  it('two opens at once past the read-model check (two servers): the reserved key lets one through', async () => {
    const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
    const phone = newPhone();
    const open: OpenQuestionnaire = {
      source: 'profile',
      contractorType: 'Employee',
      state: 'new',
      info: {
        lastname: 'Двойнова',
        firstname: 'Ольга',
        secondname: 'Ивановна',
        woPatronymic: false,
        dateBirth: '1995-05-05',
        phone,
        email: 'o@mail.ru',
      },
      vacancy: {
        vacancyId: vacancy.id,
        IStoreId: vacancy.store.IStoreId,
        storeName: vacancy.store.name,
        cityId: vacancy.store.cityId,
        cityName: vacancy.store.cityName,
        positionId: vacancy.position.id,
        positionTitle: vacancy.position.title,
      },
    };
    const unique = { kind: 'questionnaire-phone-vacancy', value: `${vacancy.id}:${phone}` };
    const ctx = () => candidateContext(server.services, `race-${Math.random()}`);
    const outcomes = await Promise.allSettled(
      [0, 1].map(() => openQuestionnaire(server.services, open, ctx(), unique)),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
      KeyTakenError,
    );
    expect(await server.services.read.find('questionnaires', { 'info.phone': phone })).toHaveLength(1);
    // Without the key both would have been opened: the check this replaces lives in the read model.
    const unguarded = await Promise.all([0, 1].map(() => openQuestionnaire(server.services, open, ctx())));
    expect(new Set(unguarded).size).toBe(2);
  });
});
