import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaseTemplateView, VacancyTemplateView } from '#events/vacancies/templates';
import { createVacancyTemplate } from '#server/features/vacancies/vacancy-template-service';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connect, request, waitForEvent, type ChangeMessage } from '../../helpers/socket';

let server: TestServer;
let hr: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  hr = (await server.login('hr')).token;
  admin = (await server.login('admin')).token;
});
afterAll(() => server.stop());

const put = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
};
const streamLength = async (streamId: string) => (await server.services.events.readStream(streamId)).length;

const TEXTS = {
  responsibility: '<p>Обязанности</p>',
  standards: '<p>Требования</p>',
  conditions: '<p>Условия</p>',
};
const EMPLOYEE = { experience: 'нет опыта', schedule: 'полный день', occupation: 'полная' } as const;
const SALARY = { from: '40000', to: '50000', type: 'среднегодовая' } as const;

let positionSeq = 0;
/** A new position (no base template yet). */
async function newPosition(title = `Должность для шаблонов ${++positionSeq}`): Promise<string> {
  const saved = await server.post(
    '/save-positions',
    { positions: [{ title, use_to_search_candidate: true, show_on_vacancies_feed: true }] },
    admin,
  );
  return saved.body.list[0].id as string;
}
async function positionIdOf(title: string): Promise<string> {
  const { body } = await server.post('/list-positions', {}, hr);
  return body.list.find((p: { title: string }) => p.title === title).id;
}
async function newBaseTemplate(over: Record<string, unknown> = {}): Promise<BaseTemplateView> {
  const res = await server.post(
    '/vacancies/templates/base',
    { positionId: await newPosition(), ...TEXTS, ...EMPLOYEE, hhProfessionalRoles: ['97'], ...over },
    hr,
  );
  expect(res.status).toBe(201);
  return res.body;
}
const createTemplate = (body: Record<string, unknown>, token = hr) =>
  server.post('/vacancies/templates', { dependence: 'cityId', ...body }, token);

describe('professional roles', () => {
  it('lists the job board categories with their roles', async () => {
    const res = await server.get('/vacancies/professional-roles', hr);
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      id: '22',
      name: 'Розничная торговля',
      roles: expect.arrayContaining([{ id: '97', name: 'Продавец-консультант, продавец-кассир' }]),
    });
    expect(res.body.every((c: { roles: unknown[] }) => c.roles.length > 0)).toBe(true);
  });
});

describe('base templates', () => {
  it('lists the seeded base templates with the position title, by title', async () => {
    const res = await server.get('/vacancies/templates/base', hr);
    expect(res.status).toBe(200);
    const titles = res.body.list.map((b: BaseTemplateView) => b.position.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'ru')));
    expect(res.body.list).toContainEqual(
      expect.objectContaining({
        position: { id: await positionIdOf('Кассир'), title: 'Кассир' },
        isSelfEmployed: false,
        experience: 'нет опыта',
        revision: 0,
      }),
    );
    const selfEmployed = res.body.list.find((b: BaseTemplateView) => b.isSelfEmployed);
    expect(selfEmployed.position.title).toBe('Самозанятый');
    expect(selfEmployed).not.toHaveProperty('experience');
  });

  it('creates a base template (201) with sanitised texts and the position title', async () => {
    const positionId = await newPosition('Визуальный мерчендайзер');
    const res = await server.post(
      '/vacancies/templates/base',
      {
        positionId,
        ...TEXTS,
        responsibility: '<p onclick="x()">Витрины<script>alert(1)</script></p>',
        ...EMPLOYEE,
        hhProfessionalRoles: ['71', '71'],
      },
      hr,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      positionId,
      position: { id: positionId, title: 'Визуальный мерчендайзер' },
      responsibility: '<p>Витрины</p>',
      hhProfessionalRoles: ['71'],
      ...EMPLOYEE,
      revision: 0,
      updatedBy: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
    });
  });

  it('drops experience, schedule and occupation for the self-employed position', async () => {
    const positionId = await positionIdOf('Самозанятый');
    const list = await server.get('/vacancies/templates/base', hr);
    const existing = list.body.list.find((b: BaseTemplateView) => b.positionId === positionId);
    const res = await put(
      `/vacancies/templates/base/${existing.id}`,
      { positionId, ...TEXTS, ...EMPLOYEE, hhProfessionalRoles: [], revision: existing.revision },
      hr,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...TEXTS, isSelfEmployed: true });
    for (const field of ['experience', 'schedule', 'occupation']) expect(res.body).not.toHaveProperty(field);
  });

  it('refuses missing or empty sections, experience, schedule and occupation with the field named', async () => {
    const positionId = await newPosition();
    const valid = { positionId, ...TEXTS, ...EMPLOYEE };
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ ...valid, responsibility: undefined }, 400, 'Поле «обязанности» обязательно'],
      [{ ...valid, standards: undefined }, 400, 'Поле «требования» обязательно'],
      [{ ...valid, conditions: '<p><br></p>' }, 400, 'Поле «условия» обязательно'],
      [{ ...valid, experience: undefined }, 400, 'Поле «опыт работы» обязательно'],
      [{ ...valid, schedule: 'удалённо' }, 400, /^Поле «график работы»/],
      [{ ...valid, occupation: 'вахта' }, 400, /^Поле «тип занятости»/],
      [{ ...valid, positionId: undefined }, 400, 'Поле «должность» обязательно'],
      [
        { ...valid, hhProfessionalRoles: ['no-such-role'] },
        400,
        'Неизвестная профессиональная роль: «no-such-role»',
      ],
      [{ ...valid, extra: 1 }, 400, 'Лишнее поле «extra»'],
      [{ ...valid, positionId: '99999' }, 404, 'Должность не найдена'],
    ];
    for (const [body, status, message] of cases) {
      const res = await server.post('/vacancies/templates/base', body, hr);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const blank = await server.post('/vacancies/templates/base', { ...valid, conditions: '  ' }, hr);
    expect(blank.body.details).toEqual({ field: 'conditions' });
    // Nothing was written for the position.
    const list = await server.get('/vacancies/templates/base', hr);
    expect(list.body.list.some((b: BaseTemplateView) => b.positionId === positionId)).toBe(false);
  });

  it('accepts no professional roles (the check always passes)', async () => {
    const base = await newBaseTemplate({ hhProfessionalRoles: undefined });
    expect(base.hhProfessionalRoles).toEqual([]);
  });

  it('keeps one base template per position', async () => {
    const base = await newBaseTemplate();
    const again = await server.post(
      '/vacancies/templates/base',
      { positionId: base.positionId, ...TEXTS, ...EMPLOYEE },
      hr,
    );
    expect(again).toMatchObject({
      status: 422,
      body: { message: 'Базовый шаблон для этой должности уже существует' },
    });
  });

  it('lets exactly one of two simultaneous creates for one position through', async () => {
    const positionId = await newPosition();
    const body = { positionId, ...TEXTS, ...EMPLOYEE };
    const results = await withSlowCounts(() =>
      Promise.all([
        server.post('/vacancies/templates/base', body, hr),
        server.post('/vacancies/templates/base', body, hr),
      ]),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(results.find((r) => r.status === 422)?.body.message).toBe(
      'Базовый шаблон для этой должности уже существует',
    );
    const list = await server.get('/vacancies/templates/base', hr);
    expect(list.body.list.filter((b: BaseTemplateView) => b.positionId === positionId)).toHaveLength(1);
  });

  it('updates with the revision and refuses a stale one with 409, who changed it and the current values', async () => {
    const base = await newBaseTemplate();
    const edit = { positionId: base.positionId, ...TEXTS, ...EMPLOYEE, hhProfessionalRoles: ['97'] };
    const first = await put(
      `/vacancies/templates/base/${base.id}`,
      { ...edit, standards: '<p>Первая правка</p>', revision: 0 },
      admin,
    );
    expect(first).toMatchObject({ status: 200, body: { standards: '<p>Первая правка</p>', revision: 1 } });
    const before = await streamLength(`baseTemplate-${base.id}`);
    const second = await put(
      `/vacancies/templates/base/${base.id}`,
      { ...edit, standards: '<p>Вторая правка</p>', revision: 0 },
      hr,
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'Запись уже изменил другой пользователь: Админова Анна (Администратор). Обновите данные и повторите.',
    );
    expect(second.body.details).toMatchObject({
      changedBy: { userId: '1001', role: 'Admin', name: 'Админова Анна' },
      actualRevision: 1,
      current: { id: base.id, standards: '<p>Первая правка</p>', revision: 1 },
    });
    expect(await streamLength(`baseTemplate-${base.id}`)).toBe(before);
  });

  it('requires the revision, refuses another position and an unknown template', async () => {
    const base = await newBaseTemplate();
    const edit = { positionId: base.positionId, ...TEXTS, ...EMPLOYEE };
    expect(await put(`/vacancies/templates/base/${base.id}`, edit, hr)).toMatchObject({
      status: 400,
      body: { message: 'Поле «версия» обязательно' },
    });
    const other = await newPosition();
    expect(
      await put(`/vacancies/templates/base/${base.id}`, { ...edit, positionId: other, revision: 0 }, hr),
    ).toMatchObject({ status: 422, body: { message: 'Должность базового шаблона изменить нельзя' } });
    expect(await put('/vacancies/templates/base/99999', { ...edit, revision: 0 }, hr)).toMatchObject({
      status: 404,
      body: { message: 'Базовый шаблон вакансии не найден' },
    });
    const empty = await put(
      `/vacancies/templates/base/${base.id}`,
      { ...edit, responsibility: '', revision: 0 },
      hr,
    );
    expect(empty.status).toBe(400);
    expect(await streamLength(`baseTemplate-${base.id}`)).toBe(1);
  });
});

describe('vacancy templates', () => {
  it('lists templates with base template, position, city and salary; pages and filters', async () => {
    const all = await server.get('/vacancies/templates?offset=0&limit=50', hr);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.list.length);
    const moscowSeller = all.body.list.find(
      (t: VacancyTemplateView) => t.position.title === 'Продавец-консультант' && t.dependenceId === '1',
    );
    expect(moscowSeller).toMatchObject({
      dependence: 'cityId',
      city: { cityId: '1', name: 'Москва' },
      salary: { from: 60000, to: 75000, type: 'среднегодовая' },
      vacancyBaseTemplate: { position: { title: 'Продавец-консультант' }, experience: 'нет опыта' },
      isSelfEmployed: false,
    });

    const page = await server.get('/vacancies/templates?offset=2&limit=2', hr);
    expect(page.body.list.map((t: VacancyTemplateView) => t.id)).toEqual(
      all.body.list.slice(2, 4).map((t: VacancyTemplateView) => t.id),
    );
    expect(page.body.total).toBe(all.body.total);

    const where = (w: object) =>
      `/vacancies/templates?limit=50&where=${encodeURIComponent(JSON.stringify(w))}`;
    const spb = await server.get(where({ dependenceId: '2' }), hr);
    expect(spb.body.total).toBeGreaterThan(0);
    expect(spb.body.list.every((t: VacancyTemplateView) => t.dependenceId === '2')).toBe(true);
    const cashier = await positionIdOf('Кассир');
    const cashiers = await server.get(where({ position: cashier }), hr);
    expect(cashiers.body.list.every((t: VacancyTemplateView) => t.position.id === cashier)).toBe(true);
    expect(cashiers.body.total).toBeGreaterThan(0);
    const both = await server.get(where({ position: Number(cashier), dependenceId: 4 }), hr);
    expect(both.body.list.map((t: VacancyTemplateView) => [t.position.title, t.city.name])).toEqual([
      ['Кассир', 'Казань'],
    ]);
    expect((await server.get(where({ position: '@all', dependenceId: '@all' }), hr)).body.total).toBe(
      all.body.total,
    );
    expect((await server.get(where({ position: '99999' }), hr)).body).toEqual({ list: [], total: 0 });
  });

  it('refuses bad list queries with 400 naming the parameter', async () => {
    const bad: [string, RegExp][] = [
      ['/vacancies/templates?where=%7Bnot-json', /^Параметр «фильтр»/],
      ['/vacancies/templates?limit=51', /размер страницы.*от 1 до 50/],
      ['/vacancies/templates?limit=abc', /размер страницы/],
      ['/vacancies/templates?offset=-1', /смещение/],
      [`/vacancies/templates?where=${encodeURIComponent('{"store":1}')}`, /store/],
    ];
    for (const [url, message] of bad) {
      const res = await server.get(url, hr);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(message);
    }
  });

  it('creates a template (201) under an id derived from the base template and the city', async () => {
    const base = await newBaseTemplate();
    const res = await createTemplate({ baseTemplateId: base.id, dependenceId: '3', salary: SALARY });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: `${base.id}-3`,
      baseTemplateId: base.id,
      dependenceId: '3',
      city: { name: 'Екатеринбург' },
      salary: { from: 40000, to: 50000, type: 'среднегодовая' },
      position: base.position,
      vacancyBaseTemplate: { id: base.id, responsibility: TEXTS.responsibility },
    });
    const fetched = await server.get(`/vacancies/templates/${res.body.id}`, hr);
    expect(fetched).toMatchObject({ status: 200, body: { id: res.body.id, revision: 0 } });
    const listed = await server.get('/vacancies/templates?limit=1', hr);
    expect(listed.body.list[0].id).toBe(res.body.id); // newest first
  });

  it('applies every create rule with the spec messages, writing nothing on a refusal', async () => {
    const base = await newBaseTemplate();
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ dependenceId: '1', salary: SALARY }, 400, 'Поле «базовый шаблон» обязательно'],
      [{ baseTemplateId: base.id, salary: SALARY }, 400, 'Поле «город» обязательно'],
      [{ baseTemplateId: base.id, dependenceId: '1' }, 400, 'Поле «зарплата» обязательно'],
      [{ baseTemplateId: base.id, dependenceId: '1', salary: null }, 400, 'Поле «зарплата» обязательно'],
      [
        { baseTemplateId: base.id, dependenceId: '1', salary: { from: '', to: '50000' } },
        400,
        'Поле «от (salary.from)» обязательно',
      ],
      [
        { baseTemplateId: base.id, dependenceId: '1', salary: { from: '040000', to: '50000' } },
        400,
        'Значение ЗП не может начинаться с НУЛЯ',
      ],
      [
        { baseTemplateId: base.id, dependenceId: '1', salary: { from: '60000', to: '50000' } },
        400,
        'Минимальное значение ЗП не может быть больше максимального',
      ],
      [
        { baseTemplateId: base.id, dependenceId: '1', salary: { from: '4o000', to: '50000' } },
        400,
        'Значение ЗП должно быть числом',
      ],
      [
        { baseTemplateId: base.id, dependenceId: '1', salary: { from: '40050', to: '50000' } },
        400,
        'Значение ЗП должно оканчиваться на 00',
      ],
      [
        { baseTemplateId: base.id, dependenceId: '1', salary: { from: '4000000', to: '5000000' } },
        400,
        'Значение ЗП должно содержать от 2 до 6 цифр',
      ],
      [
        { baseTemplateId: base.id, dependenceId: '1', salary: { ...SALARY, type: 'почасовая' } },
        400,
        /salary\.type/,
      ],
      [
        { baseTemplateId: base.id, dependenceId: '1', dependence: 'storeId', salary: SALARY },
        400,
        /привязка/,
      ],
      [
        { baseTemplateId: '99999', dependenceId: '1', salary: SALARY },
        404,
        'Базовый шаблон вакансии не найден',
      ],
      [{ baseTemplateId: base.id, dependenceId: '404', salary: SALARY }, 404, 'Город не найден'],
    ];
    for (const [body, status, message] of cases) {
      const res = await createTemplate(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const mine = await server.get(
      `/vacancies/templates?limit=50&where=${encodeURIComponent(JSON.stringify({ position: base.positionId }))}`,
      hr,
    );
    expect(mine.body.total).toBe(0);
    expect(await streamLength(`vacancyTemplate-${base.id}-1`)).toBe(0);
  });

  it('allows a template without salary for the self-employed position', async () => {
    const list = await server.get('/vacancies/templates/base', hr);
    const selfEmployed = list.body.list.find((b: BaseTemplateView) => b.isSelfEmployed);
    const res = await createTemplate({ baseTemplateId: selfEmployed.id, dependenceId: '5' });
    expect(res).toMatchObject({ status: 201, body: { salary: null, isSelfEmployed: true } });
  });

  it('keeps one template per city per base template', async () => {
    const base = await newBaseTemplate();
    expect(
      (await createTemplate({ baseTemplateId: base.id, dependenceId: '1', salary: SALARY })).status,
    ).toBe(201);
    const again = await createTemplate({ baseTemplateId: base.id, dependenceId: '1', salary: SALARY });
    expect(again).toMatchObject({ status: 422, body: { message: 'Шаблон для этого города уже существует' } });
    expect(
      (await createTemplate({ baseTemplateId: base.id, dependenceId: '2', salary: SALARY })).status,
    ).toBe(201);
  });

  it('lets only one of several concurrent creates for the same city succeed (race-free)', async () => {
    const base = await newBaseTemplate();
    const body = { baseTemplateId: base.id, dependenceId: '4', salary: SALARY };
    const results = await Promise.all([
      createTemplate(body, hr),
      createTemplate(body, admin),
      createTemplate(body, hr),
      createTemplate(body, admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.body.message).toBe('Шаблон для этого города уже существует');
    }
    expect(await streamLength(`vacancyTemplate-${base.id}-4`)).toBe(1);
    const listed = await server.get(
      `/vacancies/templates?where=${encodeURIComponent(JSON.stringify({ position: base.positionId }))}`,
      hr,
    );
    expect(listed.body.total).toBe(1);
  });

  it('stays race-free when the read model lags behind (the derived stream id decides)', async () => {
    const base = await newBaseTemplate();
    // As if neither create saw the other in the read model yet.
    const read = server.services.read;
    const lagging = new Proxy(read, {
      get: (target, key) =>
        key === 'count'
          ? async () => 0
          : (Reflect.get(target, key) as (...a: unknown[]) => unknown).bind(target),
    });
    const services = { ...server.services, read: lagging };
    const ctx = (userId: string) => ({
      now: server.services.clock(),
      newId: server.services.newId,
      actor: { userId, role: 'HR', name: 'Кадрова Елена' },
      correlationId: `race-${userId}`,
    });
    const input = {
      baseTemplateId: base.id,
      dependence: 'cityId' as const,
      dependenceId: '5',
      salary: SALARY,
    };
    const results = await Promise.allSettled([
      createVacancyTemplate(services, input, ctx('1')),
      createVacancyTemplate(services, input, ctx('2')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 422, message: 'Шаблон для этого города уже существует' });
    expect(await streamLength(`vacancyTemplate-${base.id}-5`)).toBe(1);
  });

  it('answers 404 for an unknown template', async () => {
    expect(await server.get('/vacancies/templates/404-404', hr)).toMatchObject({
      status: 404,
      body: { message: 'Шаблон вакансии не найден' },
    });
  });
});

describe('salary edit', () => {
  async function newTemplate(): Promise<VacancyTemplateView> {
    const base = await newBaseTemplate();
    return (await createTemplate({ baseTemplateId: base.id, dependenceId: '1', salary: SALARY })).body;
  }
  const salaryEdit = (t: VacancyTemplateView, from: unknown, to: unknown, revision = t.revision) => ({
    baseTemplateId: t.baseTemplateId,
    dependence: 'cityId',
    dependenceId: t.dependenceId,
    salary: { from, to, type: 'среднегодовая' },
    revision,
  });

  it('changes the salary; the type is always среднегодовая', async () => {
    const t = await newTemplate();
    const res = await put(`/vacancies/templates/${t.id}`, salaryEdit(t, '45000', '55000'), hr);
    expect(res).toMatchObject({
      status: 200,
      body: { id: t.id, salary: { from: 45000, to: 55000, type: 'среднегодовая' }, revision: 1 },
    });
    const { type: _t, ...withoutType } = salaryEdit(t, '46000', '56000', 1).salary;
    const noType = await put(`/vacancies/templates/${t.id}`, { salary: withoutType, revision: 1 }, hr);
    expect(noType.body.salary).toEqual({ from: 46000, to: 56000, type: 'среднегодовая' });
  });

  it('applies the salary edit rules with the update screen messages, writing nothing on a 400', async () => {
    const t = await newTemplate();
    const cases: [unknown, unknown, string][] = [
      ['', '50000', 'Поле «от (salary.from)» обязательно'],
      ['40000', '', 'Поле «до (salary.to)» обязательно'],
      ['5', '50000', 'Значение ЗП должно содержать от 2 до 6 цифр'],
      ['40000', '1000000', 'Значение ЗП должно содержать от 2 до 6 цифр'],
      ['40010', '50000', 'Значение ЗП должно оканчиваться на 00'],
      ['40 000', '50000', 'Значение ЗП должно быть числом'],
      ['040000', '50000', 'Значение ЗП не может начинаться с НУЛЯ'],
      ['60000', '50000', 'Минимальное значение ЗП не может быть больше чем максимальное'],
    ];
    for (const [from, to, message] of cases) {
      const res = await put(`/vacancies/templates/${t.id}`, salaryEdit(t, from, to), hr);
      expect(res.status, `${from}-${to}`).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(
      await put(`/vacancies/templates/${t.id}`, { ...salaryEdit(t, '1', '2'), salary: undefined }, hr),
    ).toMatchObject({ status: 400, body: { message: 'Поле «зарплата» обязательно' } });
    expect(await streamLength(`vacancyTemplate-${t.id}`)).toBe(1);
  });

  it('refuses another base template or city, a missing revision and an unknown template', async () => {
    const t = await newTemplate();
    expect(
      await put(
        `/vacancies/templates/${t.id}`,
        { ...salaryEdit(t, '45000', '55000'), dependenceId: '2' },
        hr,
      ),
    ).toMatchObject({
      status: 422,
      body: { message: 'Базовый шаблон и город шаблона вакансии изменить нельзя' },
    });
    const { revision: _r, ...noRevision } = salaryEdit(t, '45000', '55000');
    expect(await put(`/vacancies/templates/${t.id}`, noRevision, hr)).toMatchObject({
      status: 400,
      body: { message: 'Поле «версия» обязательно' },
    });
    expect(await put('/vacancies/templates/404-404', salaryEdit(t, '45000', '55000'), hr)).toMatchObject({
      status: 404,
    });
  });

  it('refuses the second of two editors with 409 naming who changed it, with the current values', async () => {
    const t = await newTemplate();
    const first = await put(`/vacancies/templates/${t.id}`, salaryEdit(t, '45000', '55000'), admin);
    expect(first.status).toBe(200);
    const second = await put(`/vacancies/templates/${t.id}`, salaryEdit(t, '47000', '57000'), hr);
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('Админова Анна (Администратор)');
    expect(second.body.details).toMatchObject({
      changedBy: { userId: '1001', name: 'Админова Анна' },
      changedAt: expect.any(String),
      actualRevision: 1,
      current: { id: t.id, revision: 1, salary: { from: 45000, to: 55000, type: 'среднегодовая' } },
    });
    const now = await server.get(`/vacancies/templates/${t.id}`, hr);
    expect(now.body.salary).toEqual({ from: 45000, to: 55000, type: 'среднегодовая' });
  });

  it('pushes the change to the template room and the list room', async () => {
    const t = await newTemplate();
    const socket = await connect(server.url, admin);
    try {
      expect(await request(socket, 'watch', { room: `doc:vacancyTemplates:${t.id}` })).toMatchObject({
        ok: true,
      });
      expect(await request(socket, 'watch', { room: 'list:vacancyTemplates' })).toMatchObject({ ok: true });
      const pushed = waitForEvent<ChangeMessage>(socket, 'change', (m) => m.id === t.id, 3000);
      await put(`/vacancies/templates/${t.id}`, salaryEdit(t, '48000', '58000'), hr);
      expect((await pushed).doc).toMatchObject({ salary: { from: 48000, to: 58000 }, revision: 1 });
    } finally {
      socket.close();
    }
  });
});

describe('authorization', () => {
  const calls = (): [string, (token?: string) => Promise<{ status: number }>][] => [
    ['GET roles', (t) => server.get('/vacancies/professional-roles', t)],
    ['GET base', (t) => server.get('/vacancies/templates/base', t)],
    ['POST base', (t) => server.post('/vacancies/templates/base', {}, t)],
    ['PUT base', (t) => put('/vacancies/templates/base/1', {}, t)],
    ['GET templates', (t) => server.get('/vacancies/templates', t)],
    ['POST templates', (t) => server.post('/vacancies/templates', {}, t)],
    ['GET template', (t) => server.get('/vacancies/templates/1-1', t)],
    ['PUT template', (t) => put('/vacancies/templates/1-1', {}, t)],
  ];

  it('refuses store, unit and region directors with 403 and anonymous callers with 401', async () => {
    for (const login of ['director', 'unitdirector', 'regiondirector']) {
      const { token } = await server.login(login);
      for (const [name, call] of calls()) expect((await call(token)).status, `${name} as ${login}`).toBe(403);
    }
    for (const [name, call] of calls()) expect((await call()).status, name).toBe(401);
  });

  it('lets a store director join neither template room', async () => {
    const { token } = await server.login('director');
    const socket = await connect(server.url, token);
    try {
      expect(await request(socket, 'watch', { room: 'list:vacancyTemplates' })).toMatchObject({ ok: false });
      expect(await request(socket, 'watch', { room: 'doc:baseTemplates:1' })).toMatchObject({ ok: false });
    } finally {
      socket.close();
    }
  });
});

/**
 * Read-store counts answered a little later, as a networked store (MongoDB) would: without the
 * server's own serialisation, two requests would both pass their check before either writes.
 */
async function withSlowCounts<T>(run: () => Promise<T>): Promise<T> {
  const read = server.services.read;
  const count = read.count.bind(read);
  read.count = async (collection, filter) => {
    const n = await count(collection, filter);
    await new Promise((resolve) => setTimeout(resolve, 30));
    return n;
  };
  try {
    return await run();
  } finally {
    read.count = count;
  }
}
