import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTemplate, StaffVacancy } from '#events/publication/views';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connect, disconnected, waitForEvent, watch, type ChangeMessage } from '../../helpers/socket';
import { registerStaff } from '../../helpers/users';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['admin', 'hr', 'director', 'unitdirector', 'regiondirector'])
    token[login] = (await server.login(login)).token;
  // The account of bareDirector's tokens (tokens are checked against the accounts, issue 23).
  await registerStaff(server, {
    userId: '9001',
    scope: 'UnitDirector',
    surname: 'Безсписков',
    name: 'Пётр',
    positionName: 'UnitDirector',
  });
});
afterAll(() => server.stop());

const put = async (path: string, body: unknown, bearer: string) => {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const list = async (bearer: string, where?: Record<string, string>) => {
  const query = new URLSearchParams({ limit: '200', ...(where ? { where: JSON.stringify(where) } : {}) });
  return server.get(`/vacancies/staff?${query}`, bearer);
};
/** The demo unit director's AllowedStoresList (server/demo/reference.ts). */
const UNIT_STORES = ['10234', '10412'];
/** The demo region director's regions (Moscow 77, Saint Petersburg 78): their stores with seeded vacancies. */
const REGION_STORES_WITH_VACANCIES = ['10234', '10412', '10587', '20118', '20301'];
/** A token of a unit or region director registered without AllowedStoresList / AllowedRegionsList. */
const bareDirector = (scope: 'UnitDirector' | 'RegionDirector') =>
  server.services.tokens.issueAccess({
    scope,
    userId: '9001',
    surname: 'Безсписков',
    name: 'Пётр',
    positionName: scope,
    storeId: null,
    IStoreId: null,
    storeName: null,
    permissions: [],
  });
/** A seeded vacancy of a store (server/demo/seed-vacancies.ts). */
const vacancyOf = async (IStoreId: string): Promise<StaffVacancy> =>
  (await list(token.admin!, { IStoreId })).body.list[0] as StaffVacancy;
/** The Moscow city template of a seeded position. */
const moscowTemplate = async (title: string): Promise<StaffTemplate> => {
  const templates = (await server.get('/vacancies/staff/templates', token.admin!)).body
    .list as StaffTemplate[];
  return templates.find((t) => t.position.title === title && t.cityId === '1')!;
};

describe('staff vacancy list and record', () => {
  it('shows every store to admins, their stores to store, unit and region directors', async () => {
    const all = (await list(token.admin!)).body;
    expect(all.total).toBeGreaterThanOrEqual(17);
    expect(new Set(all.list.map((v: StaffVacancy) => v.IStoreId)).size).toBeGreaterThan(3);
    const storesOf = (body: { list: StaffVacancy[] }) => new Set(body.list.map((v) => v.IStoreId));
    const countIn = (stores: string[]) =>
      all.list.filter((v: StaffVacancy) => stores.includes(v.IStoreId)).length;

    const unit = (await list(token.unitdirector!)).body;
    expect(storesOf(unit)).toEqual(new Set(UNIT_STORES));
    expect(unit.total).toBe(countIn(UNIT_STORES));
    const region = (await list(token.regiondirector!)).body;
    expect(storesOf(region)).toEqual(new Set(REGION_STORES_WITH_VACANCIES));
    expect(region.total).toBe(countIn(REGION_STORES_WITH_VACANCIES));
    expect((await list(token.unitdirector!, { IStoreId: '10234' })).body.total).toBe(countIn(['10234']));
    expect((await list(token.unitdirector!, { IStoreId: '10587' })).status).toBe(403);
    expect((await list(token.regiondirector!, { IStoreId: '30044' })).status).toBe(403);

    const own = (await list(token.director!)).body;
    expect(own.total).toBeGreaterThan(0);
    expect(own.list.every((v: StaffVacancy) => v.IStoreId === '10412')).toBe(true);
    expect((await list(token.director!, { IStoreId: '10234' })).status).toBe(403);
    expect((await list(token.hr!)).status).toBe(403);
  });

  it('shows a unit or region director without lists no store', async () => {
    const bare = bareDirector('UnitDirector');
    expect((await list(bare)).body).toEqual({ list: [], total: 0 });
    expect((await server.get('/vacancies/staff/templates', bare)).body).toEqual({ list: [], total: 0 });
    expect((await server.get('/vacancies/staff/stores', bare)).body).toEqual({ all: false, list: [] });
    expect((await server.get('/vacancies/staff/1', bareDirector('RegionDirector'))).status).toBe(403);
  });

  it('joins the template, base template, position and store, with the publications per service', async () => {
    const res = await server.get('/vacancies/staff/1', token.director!);
    expect(res.status).toBe(200);
    const vacancy = res.body as StaffVacancy;
    expect(vacancy).toMatchObject({
      id: '1',
      IStoreId: '10412',
      position: { title: 'Продавец-консультант' },
      isSelfEmployed: false,
      store: { label: 'ТЦ Авиапарк, Авиапарк', cityName: 'Москва' },
      salary: { from: 60000, to: 75000 },
      status: 'published',
      publications: { site: { status: 'published', link: '/vacancies/1' } },
      baseTemplate: { experience: 'нет опыта' },
    });
    expect(vacancy.baseTemplate?.responsibility).toContain('<li>');
  });

  it("refuses another store's vacancy to a store director, HR, and unknown ids", async () => {
    expect((await server.get('/vacancies/staff/2', token.director!)).status).toBe(403);
    expect((await server.get('/vacancies/staff/2', token.unitdirector!)).status).toBe(200);
    expect((await server.get('/vacancies/staff/2', token.hr!)).status).toBe(403);
    expect((await server.get('/vacancies/staff/999999', token.admin!)).status).toBe(404);
    expect((await server.get('/vacancies/staff/2')).status).toBe(401);
  });

  it("lists a store director's city templates only", async () => {
    const all = (await server.get('/vacancies/staff/templates', token.admin!)).body.list as StaffTemplate[];
    expect(new Set(all.map((t) => t.cityId)).size).toBeGreaterThan(1);
    const own = (await server.get('/vacancies/staff/templates', token.director!)).body
      .list as StaffTemplate[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((t) => t.cityId === '1' && t.cityName === 'Москва')).toBe(true);
    const elsewhere = all.find((t) => t.cityId !== '1')!;
    expect((await server.get(`/vacancies/staff/templates/${elsewhere.id}`, token.director!)).status).toBe(
      403,
    );
    const mine = await server.get(`/vacancies/staff/templates/${own[0]!.id}`, token.director!);
    expect(mine.body).toMatchObject({ id: own[0]!.id, cityName: 'Москва' });
    expect((await server.get('/vacancies/staff/templates', token.hr!)).status).toBe(403);
  });
});

describe('creating and updating a vacancy', () => {
  it("creates with the signed-in user's store and id in the meta and the city's job-board area", async () => {
    const template = await moscowTemplate('Кассир');
    const created = await server.post(
      '/vacancies',
      { templateId: template.id, IStoreId: '10412', extraStandards: '<p>Вход со стороны парковки</p>' },
      token.director!,
    );
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const vacancy = (await server.get(`/vacancies/staff/${id}`, token.director!)).body as StaffVacancy;
    expect(vacancy).toMatchObject({
      templateId: template.id,
      IStoreId: '10412',
      extraStandards: '<p>Вход со стороны парковки</p>',
      meta: { userId: '1003', IStoreId: '10412', areaId: '1' },
      status: 'unpublished',
      publications: {},
    });
  });

  it("refuses a store director another store, an empty description, and a store outside the template's city", async () => {
    const template = await moscowTemplate('Кассир');
    const other = await server.post(
      '/vacancies',
      { templateId: template.id, IStoreId: '10234', extraStandards: '<p>x</p>' },
      token.director!,
    );
    expect(other.status).toBe(403);
    const empty = await server.post(
      '/vacancies',
      { templateId: template.id, IStoreId: '10412', extraStandards: '  ' },
      token.director!,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Поле «дополнительное описание» обязательно');
    const outside = await server.post(
      '/vacancies',
      { templateId: template.id, IStoreId: '20118', extraStandards: '<p>x</p>' },
      token.admin!,
    );
    expect(outside.status).toBe(422);
    expect(
      (
        await server.post(
          '/vacancies',
          { templateId: template.id, IStoreId: '10234', extraStandards: '<p>x</p>' },
          token.hr!,
        )
      ).status,
    ).toBe(403);
    // An administrator has no store of their own: they choose one in the template's city.
    const byAdmin = await server.post(
      '/vacancies',
      { templateId: template.id, IStoreId: '10234', extraStandards: '<p>Тверская</p>' },
      token.admin!,
    );
    expect(byAdmin.status).toBe(200);
    expect((await server.get(`/vacancies/staff/${byAdmin.body.id}`, token.admin!)).body.meta).toMatchObject({
      userId: '1001',
      IStoreId: '10234',
    });
  });

  it('names the faulty field in Russian in validation messages', async () => {
    const template = await moscowTemplate('Кассир');
    const cases: [string, unknown, string | RegExp][] = [
      [
        '/vacancies',
        { templateId: template.id, IStoreId: '10412' },
        'Поле «дополнительное описание» обязательно',
      ],
      ['/vacancies', { IStoreId: '10412', extraStandards: '<p>x</p>' }, 'Поле «шаблон вакансии» обязательно'],
      ['/vacancies/1/publication', { service: 'avito', action: 'publish' }, /^Поле «сервис публикации»/],
      ['/vacancies/1/publication', { service: 'site', action: 'archive' }, /^Поле «действие»/],
      [
        '/vacancies/1/publication',
        { service: 'site', action: 'close', meta: 'x' },
        /^Поле «данные вакансии»/,
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await server.post(path, body, token.admin!);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const salaryType = await server.post(
      '/vacancies/templates',
      {
        baseTemplateId: template.baseTemplateId,
        dependence: 'cityId',
        dependenceId: '4',
        salary: { from: '3000', to: '4000', type: 'почасовая' },
      },
      token.admin!,
    );
    expect(salaryType.status).toBe(400);
    expect(salaryType.body.message).toMatch(/^Поле «тип \(salary\.type\)»/);
  });

  it('updates the extra description; a stale revision is a 409 naming who changed it', async () => {
    const template = await moscowTemplate('Продавец-кассир');
    const { id } = (
      await server.post(
        '/vacancies',
        { templateId: template.id, IStoreId: '10412', extraStandards: '<p>Первая версия</p>' },
        token.director!,
      )
    ).body;
    const loaded = (await server.get(`/vacancies/staff/${id}`, token.director!)).body as StaffVacancy;
    const updated = await put(
      `/vacancies/${id}`,
      { extraStandards: '<p>Вторая версия</p>', revision: loaded.revision },
      token.admin!,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      extraStandards: '<p>Вторая версия</p>',
      revision: loaded.revision + 1,
    });

    const stale = await put(
      `/vacancies/${id}`,
      { extraStandards: '<p>Третья версия</p>', revision: loaded.revision },
      token.director!,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Админова Анна');
    expect(stale.body.details.changedBy).toMatchObject({ userId: '1001' });

    const empty = await put(`/vacancies/${id}`, { extraStandards: '<p></p>' }, token.director!);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Поле «дополнительное описание» обязательно');
    expect((await put('/vacancies/2', { extraStandards: '<p>чужая</p>' }, token.director!)).status).toBe(403);
    expect((await put('/vacancies/2', { extraStandards: '<p>чужая</p>' }, token.hr!)).status).toBe(403);
  });

  it('pushes a change to the store room and the record room', async () => {
    const template = await moscowTemplate('Мерчендайзер');
    const { id } = (
      await server.post(
        '/vacancies',
        { templateId: template.id, IStoreId: '10412', extraStandards: '<p>До</p>' },
        token.director!,
      )
    ).body;
    const socket = await connect(server.url, token.director!);
    try {
      expect(await watch(socket, 'store:10412')).toMatchObject({ ok: true });
      expect(await watch(socket, `doc:vacancies:${id}`)).toMatchObject({ ok: true });
      const pushed = waitForEvent<ChangeMessage>(
        socket,
        'change',
        (m) => m.id === id && m.doc?.extraStandards === '<p>После</p>',
        3000,
      );
      expect((await put(`/vacancies/${id}`, { extraStandards: '<p>После</p>' }, token.admin!)).status).toBe(
        200,
      );
      expect((await pushed).collection).toBe('vacancies');
    } finally {
      await disconnected(socket);
    }
  });
});

describe('unit and region directors act on their stores only', () => {
  it("opens, updates and publishes an allowed store's vacancy; 403 for another store's", async () => {
    const mine = await vacancyOf('10234');
    const other = await vacancyOf('10587'); // Moscow, but not in the unit director's list
    expect((await server.get(`/vacancies/staff/${mine.id}`, token.unitdirector!)).status).toBe(200);
    const forbidden = await server.get(`/vacancies/staff/${other.id}`, token.unitdirector!);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Вакансия другого магазина недоступна');
    expect((await server.get(`/vacancies/staff/${other.id}`, token.regiondirector!)).status).toBe(200);
    const far = await vacancyOf('30044');
    expect((await server.get(`/vacancies/staff/${far.id}`, token.regiondirector!)).status).toBe(403);

    const updated = await put(
      `/vacancies/${mine.id}`,
      { extraStandards: '<p>Подразделение</p>' },
      token.unitdirector!,
    );
    expect(updated.status).toBe(200);
    expect(
      (await put(`/vacancies/${other.id}`, { extraStandards: '<p>чужая</p>' }, token.unitdirector!)).status,
    ).toBe(403);
    expect(
      (await put(`/vacancies/${far.id}`, { extraStandards: '<p>чужая</p>' }, token.regiondirector!)).status,
    ).toBe(403);

    const publish = (id: string, bearer: string) =>
      server.post(`/vacancies/${id}/publication`, { service: 'site', action: 'publish' }, bearer);
    expect((await publish(mine.id, token.unitdirector!)).status).toBe(200);
    expect((await publish(other.id, token.unitdirector!)).status).toBe(403);
    expect((await publish(far.id, token.regiondirector!)).status).toBe(403);
    expect((await server.get(`/vacancies/publication/${other.id}`, token.unitdirector!)).status).toBe(403);
    expect((await server.get(`/vacancies/publication/${mine.id}`, token.unitdirector!)).status).toBe(200);
  });

  it('lists the templates of their stores’ cities only', async () => {
    const all = (await server.get('/vacancies/staff/templates', token.admin!)).body.list as StaffTemplate[];
    const citiesOf = async (bearer: string) =>
      new Set(
        ((await server.get('/vacancies/staff/templates', bearer)).body.list as StaffTemplate[]).map(
          (t) => t.cityId,
        ),
      );
    expect(await citiesOf(token.unitdirector!)).toEqual(new Set(['1']));
    expect(await citiesOf(token.regiondirector!)).toEqual(new Set(['1', '2']));
    const kazan = all.find((t) => t.cityId === '4')!;
    const spb = all.find((t) => t.cityId === '2')!;
    expect((await server.get(`/vacancies/staff/templates/${kazan.id}`, token.regiondirector!)).status).toBe(
      403,
    );
    expect((await server.get(`/vacancies/staff/templates/${spb.id}`, token.regiondirector!)).status).toBe(
      200,
    );
    expect((await server.get(`/vacancies/staff/templates/${spb.id}`, token.unitdirector!)).status).toBe(403);
  });

  it('names the stores they may pick, by city', async () => {
    const ids = async (bearer: string, cityId?: string) => {
      const res = await server.get(`/vacancies/staff/stores${cityId ? `?cityId=${cityId}` : ''}`, bearer);
      return res.body.list.map((s: { IStoreId: string }) => s.IStoreId).sort();
    };
    expect(await ids(token.unitdirector!)).toEqual(UNIT_STORES);
    expect(await ids(token.unitdirector!, '2')).toEqual([]);
    expect(await ids(token.regiondirector!, '2')).toEqual(['20118', '20301']);
    expect(await ids(token.regiondirector!, '1')).toEqual(['10234', '10412', '10587', '11715']);
    expect(await ids(token.director!)).toEqual(['10412']);
    const admin = (await server.get('/vacancies/staff/stores?cityId=1', token.admin!)).body;
    expect(admin.all).toBe(true);
    expect(admin.list[0]).toMatchObject({ IStoreId: '11715', label: expect.any(String) });
  });

  it('creates a vacancy in one of their stores; another store is a 403 in Russian', async () => {
    const template = await moscowTemplate('Кассир');
    const body = (IStoreId: string) => ({ templateId: template.id, IStoreId, extraStandards: '<p>x</p>' });
    const created = await server.post('/vacancies', body('10234'), token.unitdirector!);
    expect(created.status).toBe(200);
    expect(
      (await server.get(`/vacancies/staff/${created.body.id}`, token.unitdirector!)).body.meta,
    ).toMatchObject({
      userId: '1004',
      IStoreId: '10234',
    });
    const refused = await server.post('/vacancies', body('10587'), token.unitdirector!);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Вакансию можно создать только в своём магазине');
    expect((await server.post('/vacancies', body('10587'), token.regiondirector!)).status).toBe(200);
    expect((await server.post('/vacancies', body('10234'), bareDirector('RegionDirector'))).status).toBe(403);
  });

  it("lets a unit director's socket watch their stores' rooms and records only", async () => {
    const mine = await vacancyOf('10412');
    const other = await vacancyOf('10587');
    const socket = await connect(server.url, token.unitdirector!);
    try {
      expect(await watch(socket, 'store:10234')).toMatchObject({ ok: true });
      expect(await watch(socket, 'store:10412')).toMatchObject({ ok: true });
      expect(await watch(socket, 'store:10587')).toMatchObject({ ok: false });
      expect(await watch(socket, 'store:20118')).toMatchObject({ ok: false });
      expect(await watch(socket, 'list:vacancies')).toMatchObject({ ok: false });
      expect(await watch(socket, `doc:vacancies:${other.id}`)).toMatchObject({ ok: false });
      expect(await watch(socket, `doc:vacancies:${mine.id}`)).toMatchObject({ ok: true });
      const pushed = waitForEvent<ChangeMessage>(
        socket,
        'change',
        (m) => m.id === mine.id && m.doc?.extraStandards === '<p>Через комнату магазина</p>',
        3000,
      );
      const changed = await put(
        `/vacancies/${mine.id}`,
        { extraStandards: '<p>Через комнату магазина</p>' },
        token.admin!,
      );
      expect(changed.status).toBe(200);
      expect((await pushed).collection).toBe('vacancies');
    } finally {
      await disconnected(socket);
    }
    const regionSocket = await connect(server.url, token.regiondirector!);
    try {
      expect(await watch(regionSocket, 'store:20301')).toMatchObject({ ok: true });
      expect(await watch(regionSocket, 'store:30044')).toMatchObject({ ok: false });
      expect(await watch(regionSocket, 'list:vacancies')).toMatchObject({ ok: false });
    } finally {
      await disconnected(regionSocket);
    }
  });
});

describe('live vacancy rooms are scoped like the API', () => {
  it('keeps other stores’ vacancies away from a store director', async () => {
    const docs = await server.services.read.find('vacancies', {});
    const own = docs.find((d) => d.IStoreId === '10412');
    const other = docs.find((d) => d.IStoreId !== '10412');
    expect(own && other).toBeTruthy();
    const socket = await connect(server.url, token.director!);
    try {
      expect(await watch(socket, 'list:vacancies')).toMatchObject({ ok: false });
      expect(await watch(socket, `doc:vacancies:${other!._id}`)).toMatchObject({ ok: false });
      expect(await watch(socket, `doc:vacancies:${own!._id}`)).toMatchObject({ ok: true });
      expect(await watch(socket, 'store:10412')).toMatchObject({ ok: true });
    } finally {
      await disconnected(socket);
    }
    const hrSocket = await connect(server.url, token.hr!);
    try {
      expect(await watch(hrSocket, 'list:vacancies')).toMatchObject({ ok: false }); // positions area is hidden for HR
    } finally {
      await disconnected(hrSocket);
    }
  });
});
