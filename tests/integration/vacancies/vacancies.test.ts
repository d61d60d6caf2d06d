import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { PublicVacancy } from '#events/vacancies/views';
import type { CommandContext } from '#server/core/decider';
import { createBaseTemplate } from '#server/features/vacancies/base-template-service';
import {
  changeVacancyTemplateSalary,
  createVacancyTemplate,
} from '#server/features/vacancies/vacancy-template-service';
import { changePublication, createVacancy } from '#server/features/vacancies/vacancy-service';
import { startTestServer, type TestServer } from '../../helpers/server';
import {
  connected,
  disconnected,
  pause,
  request,
  waitForEvent,
  type ChangeMessage,
} from '../../helpers/socket';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
});
afterAll(() => server.stop());

const ctx = (): CommandContext => ({
  now: server.services.clock(),
  newId: server.services.newId,
  actor: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
  correlationId: 'vacancies-test',
});

const feed = async (query: Record<string, unknown> = {}, where?: Record<string, unknown>) => {
  const params = new URLSearchParams({
    listType: 'feed',
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  if (where) params.set('where', JSON.stringify(where));
  return server.get(`/vacancies?${params}`);
};
const ids = (body: { list: PublicVacancy[] }) => body.list.map((v) => v.id);

const TEXTS = {
  responsibility: '<p>Обязанности</p>',
  standards: '<p>Требования</p>',
  conditions: '<p>Условия</p>',
};
const EMPLOYEE = { experience: 'нет опыта', schedule: 'полный день', occupation: 'полная' } as const;

/** A new position, base template, Moscow template and a vacancy in store 10234, published on the own site. */
async function publishedVacancyOf(
  title: string,
  show_on_vacancies_feed = true,
  extraStandards = '<p>Доп.</p>',
) {
  const saved = await server.post(
    '/save-positions',
    { positions: [{ title, use_to_search_candidate: true, show_on_vacancies_feed }] },
    admin,
  );
  const positionId = saved.body.list[0].id as string;
  const base = await createBaseTemplate(
    server.services,
    { positionId, ...TEXTS, ...EMPLOYEE, hhProfessionalRoles: [] },
    ctx(),
  );
  const template = await createVacancyTemplate(
    server.services,
    {
      baseTemplateId: String(base.id),
      dependence: 'cityId',
      dependenceId: '1',
      salary: { from: '40000', to: '50000' },
    },
    ctx(),
  );
  const id = await createVacancy(
    server.services,
    { templateId: String(template.id), IStoreId: '10234', extraStandards },
    ctx(),
  );
  await changePublication(server.services, id, { service: 'site', action: 'publish' }, ctx());
  return { positionId, baseId: String(base.id), templateId: String(template.id), id };
}

describe('public vacancy feed', () => {
  it('lists the seeded own-site vacancies newest first, 5 per page by default, without closed and self-employed ones', async () => {
    const res = await feed();
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(14);
    expect(ids(res.body)).toEqual(['1', '2', '3', '4', '5']);
    const all = await feed({ limit: 50 });
    expect(ids(all.body)).not.toContain('15'); // closed
    expect(ids(all.body)).not.toContain('16'); // closed
    expect(ids(all.body)).not.toContain('17'); // self-employed
    expect(all.body.list.every((v: PublicVacancy) => v.status === 'published' && !v.isSelfEmployed)).toBe(
      true,
    );
    const published = all.body.list.map((v: PublicVacancy) => v.publishedAt as string);
    expect([...published].sort().reverse()).toEqual(published);
  });

  it('pages with offset and limit', async () => {
    const pages = await Promise.all([0, 5, 10].map((offset) => feed({ offset, limit: 5 })));
    expect(pages.map((p) => p.body.list.length)).toEqual([5, 5, 4]);
    expect(new Set(pages.flatMap((p) => ids(p.body))).size).toBe(14);
    expect(pages.every((p) => p.body.total === 14)).toBe(true);
    expect((await feed({ offset: 100 })).body).toEqual({ list: [], total: 14 });
  });

  it('filters by city, store and position; "@all" means no filter', async () => {
    expect(ids((await feed({ limit: 50 }, { dependenceId: '2' })).body).sort()).toEqual(['10', '3', '8']);
    expect(ids((await feed({ limit: 50 }, { IStoreId: '10412' })).body)).toEqual(['1', '12']);
    expect(ids((await feed({ limit: 50 }, { position: '5' })).body)).toEqual(['2', '9']);
    expect(ids((await feed({ limit: 50 }, { dependenceId: '1', position: '3' })).body)).toEqual(['1']);
    expect(ids((await feed({ limit: 50 }, { dependenceId: 2, IStoreId: 20118 })).body)).toEqual(['3', '10']);
    const everything = await feed(
      { limit: 50 },
      { dependenceId: '@all', IStoreId: '@all', position: '@all' },
    );
    expect(everything.body.total).toBe(14);
    expect((await feed({}, { position: '999' })).body).toEqual({ list: [], total: 0 });
    expect((await feed({}, { position: '11' })).body).toEqual({ list: [], total: 0 }); // self-employed
  });

  it('shows a store, salary and sections of a vacancy as the public view', async () => {
    const [first] = (await feed({ limit: 1 })).body.list as PublicVacancy[];
    expect(first).toMatchObject({
      id: '1',
      status: 'published',
      position: { title: 'Продавец-консультант' },
      store: { IStoreId: '10412', name: 'Авиапарк', mall: 'Авиапарк', cityName: 'Москва' },
      salary: { from: 60000, to: 75000, type: 'среднегодовая' },
      experience: 'нет опыта',
    });
    expect(Object.keys(first!)).not.toContain('meta');
  });

  it('leaves out obsolete positions and positions not shown in the feed, also after a rename', async () => {
    const hidden = await publishedVacancyOf('Сезонный продавец', false);
    const renamed = await publishedVacancyOf('Промоутер');
    let listed = ids((await feed({ limit: 50 })).body);
    expect(listed).not.toContain(hidden.id);
    expect(listed).toContain(renamed.id);
    const positions = await server.get('/read/positions?listType=feed');
    expect(positions.body.map((p: { id: string }) => p.id)).toContain(renamed.positionId);

    const rename = {
      id: renamed.positionId,
      title: 'Устаревшая должность!',
      use_to_search_candidate: true,
      show_on_vacancies_feed: true,
    };
    expect((await server.post('/save-positions', { positions: [rename] }, admin)).status).toBe(200);
    listed = ids((await feed({ limit: 50 })).body);
    expect(listed).not.toContain(renamed.id);
    const after = await server.get('/read/positions?listType=feed');
    expect(after.body.map((p: { title: string }) => p.title)).not.toContain('Устаревшая должность!');
    // Still reachable by its link, like any vacancy.
    expect((await server.get(`/vacancies/${renamed.id}`)).body.status).toBe('published');
  });

  it('refuses bad queries with 400 naming the parameter', async () => {
    const bad: [string, RegExp][] = [
      ['/vacancies?where=%7Bnot-json', /^Параметр «фильтр»/],
      ['/vacancies?where=%5B1%5D', /^Параметр «фильтр»/],
      ['/vacancies?where=42', /^Параметр «фильтр»/],
      ['/vacancies?limit=51', /размер страницы.*от 1 до 50/],
      ['/vacancies?limit=0', /размер страницы/],
      ['/vacancies?limit=abc', /размер страницы/],
      ['/vacancies?offset=-1', /смещение/],
      ['/vacancies?listType=archive', /тип списка/],
      [`/vacancies?where=${encodeURIComponent('{"salary":1}')}`, /salary/],
      [`/vacancies?where=${encodeURIComponent(JSON.stringify({ position: 'x'.repeat(41) }))}`, /position/],
      ['/vacancies?limit=5&limit=6', /размер страницы/],
      ['/read/positions?listType=all', /тип списка/],
    ];
    for (const [url, message] of bad) {
      const res = await server.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(message);
    }
  });
});

describe('public vacancy page', () => {
  it('returns a published vacancy', async () => {
    const res = await server.get('/vacancies/3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: '3',
      status: 'published',
      position: { title: 'Директор магазина' },
    });
    expect(res.body.responsibility).toContain('<li>');
  });

  it('returns a closed vacancy with its status, so the page can say it is closed', async () => {
    const res = await server.get('/vacancies/15');
    expect(res).toMatchObject({ status: 200, body: { id: '15', status: 'closed' } });
  });

  it('returns the self-employed vacancy without experience, occupation and schedule', async () => {
    const res = await server.get('/vacancies/17');
    expect(res.body).toMatchObject({
      isSelfEmployed: true,
      experience: null,
      occupation: null,
      schedule: null,
      salary: null,
    });
  });

  it('answers 404 for an unknown vacancy', async () => {
    expect(await server.get('/vacancies/99999')).toMatchObject({
      status: 404,
      body: { message: 'Вакансия не найдена' },
    });
  });

  it('never returns script, event handlers or javascript: links (sanitised when saved)', async () => {
    const dirty =
      '<p onclick="alert(1)">Смена<script>alert(document.cookie)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">жми</a><a href="https://example.ru">сайт</a></p>';
    const { id } = await publishedVacancyOf('Охранник торгового зала', true, dirty);
    const { body } = await server.get(`/vacancies/${id}`);
    expect(body.extraStandards).toBe(
      '<p>Смена<a>жми</a><a href="https://example.ru" target="_blank" rel="noopener noreferrer nofollow">сайт</a></p>',
    );
    const stored = await server.services.events.readStream(`vacancy-${id}`);
    expect(JSON.stringify(stored[0]?.data)).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it('sanitises again on the way out, whatever was stored (defence in depth)', async () => {
    const { baseId, templateId } = await publishedVacancyOf('Стажёр');
    const id = 'raw-1';
    const meta = {
      actor: { userId: 'x', role: 'Admin' },
      occurredAt: server.services.clock(),
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    };
    const result = await server.services.events.append(
      `vacancy-${id}`,
      [
        {
          id: server.services.newId(),
          type: 'VacancyCreated',
          data: {
            id,
            templateId,
            baseTemplateId: baseId,
            cityId: '1',
            IStoreId: '10234',
            extraStandards:
              '<script>alert(1)</script><p style="x" onmouseover="alert(1)">Текст</p><a href="javascript:alert(1)">x</a>',
            meta: { userId: 'x', IStoreId: '10234' },
          },
          meta,
        },
        {
          id: server.services.newId(),
          type: 'VacancyPublicationChanged',
          data: { service: 'site', status: 'published' },
          meta,
        },
      ],
      'no_stream',
    );
    await server.services.bus.waitForProjections(result.position);
    const page = await server.get(`/vacancies/${id}`);
    expect(page.body.extraStandards).toBe('<p>Текст</p><a>x</a>');
    const listed = (await feed({ limit: 50 })).body.list.find((v: PublicVacancy) => v.id === id);
    expect(listed.extraStandards).toBe('<p>Текст</p><a>x</a>');
  });
});

describe('cities, stores and feed positions', () => {
  it('lists the feed positions without the self-employed and the obsolete ones', async () => {
    const res = await server.get('/read/positions?listType=feed');
    expect(res.status).toBe(200);
    const titles = res.body.map((p: { title: string }) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Директор магазина', 'Кассир', 'Продавец-консультант', 'Мерчендайзер']),
    );
    expect(titles).not.toContain('Самозанятый');
    expect(titles).not.toContain('Совместитель');
    expect(res.body[0]).toEqual({ id: expect.any(String), title: expect.any(String) });
  });

  it('lists cities having stores and the stores of a city, the fallback store first in Moscow', async () => {
    const cities = await server.get('/cloud/eshop/cities?countryId=1');
    expect(cities.body).toContainEqual({ cityId: '1', name: 'Москва' });
    const moscow = await server.get('/cloud/eshop/stores?cityId=1');
    expect(moscow.body[0]).toEqual({
      IStoreId: '11715',
      name: 'Москва (резервный магазин)',
      mall: null,
      cityId: '1',
      label: 'Москва (резервный магазин)',
    });
    expect(moscow.body).toContainEqual({
      IStoreId: '10412',
      name: 'Авиапарк',
      mall: 'Авиапарк',
      cityId: '1',
      label: 'ТЦ Авиапарк, Авиапарк',
    });
    expect((await server.get('/cloud/eshop/stores')).body[0].IStoreId).toBe('11715');
    const spb = await server.get('/cloud/eshop/stores?cityId=2');
    expect(spb.body.map((s: { IStoreId: string }) => s.IStoreId)).not.toContain('11715');
    expect((await server.get('/cloud/eshop/stores?cityId=404')).body).toEqual([]);
  });
});

describe('catalogue services', () => {
  it('allows one template per city per base template', async () => {
    const { baseId } = await publishedVacancyOf('Кладовщик');
    const again = createVacancyTemplate(
      server.services,
      {
        baseTemplateId: baseId,
        dependence: 'cityId',
        dependenceId: '1',
        salary: { from: '40000', to: '50000' },
      },
      ctx(),
    );
    await expect(again).rejects.toThrow('Шаблон для этого города уже существует');
    const otherCity = await createVacancyTemplate(
      server.services,
      {
        baseTemplateId: baseId,
        dependence: 'cityId',
        dependenceId: '2',
        salary: { from: '40000', to: '50000' },
      },
      ctx(),
    );
    expect(otherCity).toMatchObject({ baseTemplateId: baseId, dependenceId: '2' });
  });

  it('refuses a store outside the template city and gives numeric ids in order', async () => {
    const { templateId, id } = await publishedVacancyOf('Упаковщик');
    await expect(
      createVacancy(server.services, { templateId, IStoreId: '20118', extraStandards: '<p>x</p>' }, ctx()),
    ).rejects.toThrow('Магазин находится в другом городе, чем шаблон вакансии');
    const next = await createVacancy(
      server.services,
      { templateId, IStoreId: '10412', extraStandards: '<p>x</p>' },
      ctx(),
    );
    expect(Number(next)).toBe(Number(id) + 1);
    const doc = await server.services.read.get('vacancies', next);
    expect(doc).toMatchObject({
      meta: { userId: '1002', IStoreId: '10412', areaId: '1' },
      cityId: '1',
      status: 'unpublished',
    });
  });

  it('replays a vacancy history for the audit (time travel)', async () => {
    const res = await server.get('/audit/vacancy/15?revision=1', admin);
    expect(res.status).toBe(200);
    expect(res.body.state.publications).toEqual({ site: { status: 'published', link: '/vacancies/15' } });
    const now = await server.get('/audit/vacancy/15', admin);
    expect(now.body.map((e: { type: string }) => e.type)).toEqual([
      'VacancyCreated',
      'VacancyPublicationChanged',
      'VacancyPublicationChanged',
    ]);
  });
});

describe('public live feed', () => {
  const openPublic = async (): Promise<Socket> => {
    const socket = io(`${server.url}/public`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await connected(socket);
    return socket;
  };

  it('lets an anonymous socket watch only the public vacancies room', async () => {
    const socket = await openPublic();
    try {
      expect(await request(socket, 'watch', { room: 'list:vacancies' })).toMatchObject({ ok: false });
      expect(await request(socket, 'watch', { room: 'list:positions' })).toMatchObject({ ok: false });
      expect(await request(socket, 'watch', 'public:vacancies')).toMatchObject({ ok: false });
      expect(await request(socket, 'watch', { room: 'public:vacancies' })).toMatchObject({ ok: true });
    } finally {
      await disconnected(socket);
    }
  });

  it('pushes a public view when a vacancy is closed or published on the own site, nothing for drafts', async () => {
    const socket = await openPublic();
    try {
      await request(socket, 'watch', { room: 'public:vacancies' });
      const closing = waitForEvent<ChangeMessage>(socket, 'change', (m) => m.id === '2', 3000);
      await changePublication(server.services, '2', { service: 'site', action: 'close' }, ctx());
      const closed = await closing;
      expect(closed).toMatchObject({
        collection: 'vacancies',
        id: '2',
        doc: { id: '2', status: 'closed', position: { title: 'Кассир' } },
      });
      expect(Object.keys(closed.doc!).sort()).toEqual(
        [
          'conditions',
          'experience',
          'extraStandards',
          'id',
          'isSelfEmployed',
          'occupation',
          'position',
          'publishedAt',
          'responsibility',
          'salary',
          'schedule',
          'standards',
          'status',
          'store',
        ].sort(),
      );
      expect((await feed({ limit: 50 })).body.list.map((v: PublicVacancy) => v.id)).not.toContain('2');

      const reopening = waitForEvent<ChangeMessage>(socket, 'change', (m) => m.id === '2', 3000);
      await changePublication(server.services, '2', { service: 'site', action: 'publish' }, ctx());
      expect((await reopening).doc).toMatchObject({ status: 'published' });

      const template = await server.services.read.get('vacancies', '4');
      const salaryPushed = waitForEvent<ChangeMessage>(socket, 'change', (m) => m.id === '4', 3000);
      await changeVacancyTemplateSalary(
        server.services,
        String(template!.templateId),
        { from: '70000', to: '99000' },
        ctx(),
      );
      expect((await salaryPushed).doc).toMatchObject({ salary: { from: 70000, to: 99000 } });

      const seen: ChangeMessage[] = [];
      socket.on('change', (m: ChangeMessage) => seen.push(m));
      const templateId = String((await server.services.read.get('vacancies', '1'))!.templateId);
      await createVacancy(
        server.services,
        { templateId, IStoreId: '10234', extraStandards: '<p>Черновик</p>' },
        ctx(),
      );
      await pause(300);
      expect(seen).toEqual([]);
    } finally {
      await disconnected(socket);
    }
  });

  it('still refuses anonymous sockets on the staff namespace', async () => {
    const socket = io(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await expect(connected(socket)).rejects.toThrow();
    socket.close();
  });
});
