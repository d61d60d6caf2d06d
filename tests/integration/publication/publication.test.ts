import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { PublicVacancy } from '#events/vacancies/views';
import type { CommandContext } from '#server/core/decider';
import { createBaseTemplate } from '#server/features/vacancies/base-template-service';
import { createVacancyTemplate } from '#server/features/vacancies/vacancy-template-service';
import { startTestServer, type TestServer } from '../../helpers/server';
import {
  connect,
  connected,
  disconnected,
  request,
  waitForEvent,
  watch,
  type ChangeMessage,
} from '../../helpers/socket';

/** The sandbox boards answer '[slow]' later than this: the timeout path runs in well under a second. */
const BOARD_TIMEOUT_MS = 400;

let server: TestServer;
let admin: string;
let director: string;
let savedTimeout: string | undefined;
beforeAll(async () => {
  // The job boards read their configuration from the environment (jobBoardsConfigFromEnv).
  savedTimeout = process.env.JOB_BOARD_TIMEOUT_MS;
  process.env.JOB_BOARD_TIMEOUT_MS = String(BOARD_TIMEOUT_MS);
  server = await startTestServer();
  admin = (await server.login('admin')).token;
  director = (await server.login('director')).token;
});
afterAll(async () => {
  await server.stop();
  // The next test files of this worker share its process (isolate: false in vitest.config.ts).
  if (savedTimeout === undefined) delete process.env.JOB_BOARD_TIMEOUT_MS;
  else process.env.JOB_BOARD_TIMEOUT_MS = savedTimeout;
});

const ctx = (): CommandContext => ({
  now: server.services.clock(),
  newId: server.services.newId,
  actor: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
  correlationId: 'publication-test',
});

/** Each signed-in user's browser cookies (the sign-in cookie binds a pending sign-in to its browser). */
const jars = new Map<string, string>();

async function publish(id: string, service: string, action: string, token = admin) {
  const res = await fetch(`${server.url}/api/v1/vacancies/${id}/publication`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(jars.has(token) ? { cookie: jars.get(token)! } : {}),
    },
    body: JSON.stringify({ service, action, meta: { userId: '1001' } }),
  });
  const cookie = res.headers.get('set-cookie');
  if (cookie) jars.set(token, cookie.split(';')[0]!);
  return { status: res.status, body: (await res.json()) as any };
}

/** A new position, its base template and Moscow template, and a vacancy in `IStoreId` created over HTTP. */
async function vacancyOf(title: string, IStoreId = '10234', token = admin): Promise<string> {
  const saved = await server.post(
    '/save-positions',
    { positions: [{ title, use_to_search_candidate: true, show_on_vacancies_feed: true }] },
    admin,
  );
  const positionId = saved.body.list[0].id as string;
  const base = await createBaseTemplate(
    server.services,
    {
      positionId,
      responsibility: '<p>Обязанности</p>',
      standards: '<p>Требования</p>',
      conditions: '<p>Условия</p>',
      experience: 'нет опыта',
      schedule: 'полный день',
      occupation: 'полная',
      hhProfessionalRoles: ['97'],
    },
    ctx(),
  );
  const template = await createVacancyTemplate(
    server.services,
    {
      baseTemplateId: String(base.id),
      dependence: 'cityId',
      dependenceId: '1',
      salary: { from: '50000', to: '60000' },
    },
    ctx(),
  );
  const res = await server.post(
    '/vacancies',
    { templateId: String(template.id), IStoreId, extraStandards: '<p>Рядом с метро</p>' },
    token,
  );
  expect(res.status).toBe(200);
  return String(res.body.id);
}

/** Goes through the sandbox sign-in page like the popup: 'Разрешить доступ', then our callback. */
async function signIn(redirectURL: string, decision: 'allow' | 'deny' = 'allow', token = admin) {
  const page = await fetch(new URL(redirectURL, server.url));
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Разрешить доступ');
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)![1]!;
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const answer = await fetch(new URL(action, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      decision,
      state: field('state'),
      redirect_uri: field('redirect_uri'),
    }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  const callback = new URL(answer.headers.get('location')!, server.url);
  expect(callback.pathname).toMatch(/^\/api\/v1\/jobboards\/(headhunter|superjob)\/callback$/);
  const landing = await fetch(callback, { headers: jars.has(token) ? { cookie: jars.get(token)! } : {} });
  return { status: landing.status, html: await landing.text(), callback };
}

/** Publishes on a board, signing in first when the board asks for it. */
async function publishSignedIn(id: string, service: string, token = admin) {
  let res = await publish(id, service, 'publish', token);
  if (res.body.code === 401) {
    expect((await signIn(res.body.redirectURL, 'allow', token)).status).toBe(200);
    res = await publish(id, service, 'publish', token);
  }
  return res;
}

const streamOf = (id: string) => server.services.events.readStream(`vacancy-${id}`);

describe('publishing on the own site', () => {
  it('publishes and closes, the public feed and the public socket follow', async () => {
    const id = await vacancyOf('Витринист');
    const feedIds = async () =>
      (await server.get('/vacancies?listType=feed&limit=50')).body.list.map((v: PublicVacancy) => v.id);
    expect(await feedIds()).not.toContain(id);

    const socket: Socket = io(`${server.url}/public`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await connected(socket);
    try {
      expect(await request(socket, 'watch', { room: 'public:vacancies' })).toMatchObject({ ok: true });
      const pushed = waitForEvent<ChangeMessage>(socket, 'change', (m) => m.id === id, 3000);
      const res = await publish(id, 'site', 'publish');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 200, status: 'published', link: `/vacancies/${id}` });
      expect(JSON.parse(res.body.message)).toMatchObject({ id, status: 'published' });
      expect((await pushed).doc).toMatchObject({ id, status: 'published', position: { title: 'Витринист' } });
      expect(await feedIds()).toContain(id);

      const closing = waitForEvent<ChangeMessage>(socket, 'change', (m) => m.id === id, 3000);
      const closed = await publish(id, 'site', 'close');
      expect(closed.body).toMatchObject({ code: 200, status: 'closed' });
      expect((await closing).doc).toMatchObject({ status: 'closed' });
      expect(await feedIds()).not.toContain(id);
      expect((await publish(id, 'site', 'close')).status).toBe(422);
      expect((await publish(id, 'site', 'close')).body.message).toBe('Вакансия не опубликована');
    } finally {
      await disconnected(socket);
    }
  });

  it('pushes the change to the staff rooms (list, record, store)', async () => {
    const id = await vacancyOf('Стилист', '10412');
    const sockets = await Promise.all([connect(server.url, admin), connect(server.url, director)]);
    const [adminSocket, directorSocket] = sockets;
    try {
      expect(await watch(adminSocket!, 'list:vacancies')).toMatchObject({ ok: true });
      expect(await watch(adminSocket!, `doc:vacancies:${id}`)).toMatchObject({ ok: true });
      expect(await watch(directorSocket!, 'store:10412')).toMatchObject({ ok: true });
      const isPublished = (m: ChangeMessage) =>
        m.id === id && (m.doc?.publications as { site?: { status: string } })?.site?.status === 'published';
      const seen = [
        waitForEvent<ChangeMessage>(adminSocket!, 'change', isPublished, 3000),
        waitForEvent<ChangeMessage>(directorSocket!, 'change', isPublished, 3000),
      ];
      expect((await publish(id, 'site', 'publish', director)).body.code).toBe(200);
      await Promise.all(seen);
    } finally {
      await Promise.all(sockets.map((socket) => disconnected(socket)));
    }
  });

  it("refuses another store's vacancy to a store director (403) and HR altogether", async () => {
    expect((await publish('2', 'site', 'close', director)).status).toBe(403);
    expect((await server.get('/vacancies/publication/2', director)).status).toBe(403);
    const hr = (await server.login('hr')).token;
    expect((await publish('1', 'site', 'close', hr)).status).toBe(403);
    expect((await publish('999999', 'site', 'publish')).status).toBe(404);
    expect((await publish('1', 'telegram', 'publish')).status).toBe(400);
  });
});

describe('publishing on a sandbox job board', () => {
  it('asks to sign in first, then publishes, archives, publishes again under a new id, deletes', async () => {
    const id = await vacancyOf('Кладовщик');
    const first = await publish(id, 'headhunter', 'publish');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 401, service: 'headhunter' });
    expect(first.body.redirectURL).toMatch(/^\/sandbox\/headhunter\/authorize\?/);
    // Nothing was published and nothing recorded as a failure.
    expect((await streamOf(id)).map((e) => e.type)).toEqual(['VacancyCreated']);

    const landing = await signIn(first.body.redirectURL);
    expect(landing.status).toBe(200);
    expect(landing.html).toContain('window.opener.postMessage(message, location.origin)');
    expect(landing.html).toContain('"code":200');
    expect(landing.html).toContain('"service":"headhunter"');
    // The state is single-use: the same callback again is refused.
    expect((await fetch(landing.callback, { headers: { cookie: jars.get(admin)! } })).status).toBe(400);
    expect((await server.get(`/vacancies/publication/${id}`, admin)).body.accounts).toEqual({
      headhunter: true,
      superjob: false,
    });

    const published = await publish(id, 'headhunter', 'publish');
    expect(published.body).toMatchObject({ code: 200, status: 'published', service: 'headhunter' });
    expect(JSON.parse(published.body.message)).toMatchObject({ id, status: 'published' });
    const link = published.body.link as string;
    expect(link).toMatch(/^\/sandbox\/headhunter\/vacancy\/\d+$/);
    const page = await fetch(new URL(link, server.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Кладовщик');

    const closed = await publish(id, 'headhunter', 'close');
    expect(closed.body).toMatchObject({ code: 200, status: 'closed', link });
    expect(await (await fetch(new URL(link, server.url))).text()).toContain('В архиве');

    // hh cannot restore from its archive: a new vacancy, a new id and link, kept from now on.
    const again = await publish(id, 'headhunter', 'publish');
    expect(again.body).toMatchObject({ code: 200, status: 'published' });
    expect(again.body.link).not.toBe(link);
    expect((await fetch(new URL(again.body.link, server.url))).status).toBe(200);
    const changes = (await streamOf(id)).filter((e) => e.type === 'VacancyPublicationChanged');
    const ids = changes.map((e) => (e.data as { externalId?: string }).externalId);
    expect(ids[0]).toBeDefined();
    expect(ids.at(-1)).not.toBe(ids[0]);

    expect((await publish(id, 'headhunter', 'delete')).status).toBe(422);
    expect((await publish(id, 'headhunter', 'close')).body.status).toBe('closed');
    const deleted = await publish(id, 'headhunter', 'delete');
    expect(deleted.body).toMatchObject({ code: 200, status: 'deleted' });
    expect((await fetch(new URL(again.body.link, server.url))).status).toBe(410);
    const after = await publish(id, 'headhunter', 'publish');
    expect(after.status).toBe(422);
    expect(after.body.message).toBe('Вакансия уже удалена');

    const state = await server.get(`/vacancies/publication/${id}`, admin);
    expect(state.body.publications).toMatchObject({
      headhunter: { status: 'deleted' },
      site: null,
      superjob: null,
    });
  });

  it('SuperJob restores from its archive in place (same link)', async () => {
    const id = await vacancyOf('Грузчик');
    const published = await publishSignedIn(id, 'superjob');
    expect(published.body).toMatchObject({ code: 200, status: 'published' });
    expect(published.body.link).toMatch(/^\/sandbox\/superjob\/vacancy\/\d+$/);
    await publish(id, 'superjob', 'close');
    const again = await publish(id, 'superjob', 'publish');
    expect(again.body).toMatchObject({ code: 200, status: 'published', link: published.body.link });
  });

  it('publishes anew when the board no longer knows the vacancy', async () => {
    const id = await vacancyOf('Курьер');
    const first = await publishSignedIn(id, 'headhunter');
    expect(first.body).toMatchObject({ code: 200, status: 'published' });
    // Removed on the board by hand (the sandbox forgets it).
    const sandbox = server.services.sandboxBoards.headhunter;
    const snapshot = sandbox.snapshot();
    sandbox.restore({
      ...snapshot,
      vacancies: snapshot.vacancies.filter((v) => !first.body.link.endsWith(v.id)),
    });
    const closing = await publish(id, 'headhunter', 'close');
    expect(closing.status).toBe(404);
    const again = await publish(id, 'headhunter', 'publish');
    expect(again.body).toMatchObject({ code: 200, status: 'published' });
    expect(again.body.link).not.toBe(first.body.link);
    expect((await fetch(new URL(again.body.link, server.url))).status).toBe(200);
  });

  it('keeps sign-ins per user, never in events, and forgets them on reset', async () => {
    const id = await vacancyOf('Администратор зала', '10412');
    await publishSignedIn(id, 'headhunter', admin);
    // The director has not signed in: their own publish asks for it.
    expect((await publish(id, 'headhunter', 'close', director)).body).toMatchObject({ code: 401 });

    const reset = await server.post('/reset/headhunter', {}, admin);
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Выход из аккаунта HeadHunter прошел успешно' });
    expect((await publish(id, 'headhunter', 'close', admin)).body).toMatchObject({ code: 401 });
    expect((await server.post('/reset/avito', {}, admin)).body.message).toBe(
      'Извините произошла ошибка, попробуйте еще раз',
    );

    // No token in any event: they are secrets.
    const tokens = server.services.boardAccounts.tokens('1001', 'superjob');
    expect(tokens).not.toBeNull();
    const all = await server.services.events.readStream(`vacancy-${id}`);
    expect(JSON.stringify(all)).not.toContain(tokens!.accessToken);
  });

  it('records a board failure as an event, keeps the status, and lets the action be retried', async () => {
    const id = await vacancyOf('Кассир [fail]');
    const failed = await publishSignedIn(id, 'headhunter');
    expect(failed.status).toBe(502);
    expect(failed.body.message).toContain('Внутренняя ошибка сервиса');
    const events = await streamOf(id);
    expect(events.at(-1)).toMatchObject({
      type: 'VacancyPublicationFailed',
      data: { service: 'headhunter', action: 'publish', status: 502 },
    });
    expect(events.some((e) => e.type === 'VacancyPublicationChanged')).toBe(false);
    const state = await server.get(`/vacancies/publication/${id}`, admin);
    expect(state.body.publications.headhunter).toBeNull();
    expect(state.body.failures.headhunter).toMatchObject({ action: 'publish', status: 502 });

    // The position renamed, the same action goes through and clears the failure.
    const position = (await server.post('/list-positions', {}, admin)).body.list.find(
      (p: { title: string }) => p.title === 'Кассир [fail]',
    );
    const { id: positionId, revision, use_to_search_candidate, show_on_vacancies_feed } = position;
    const renamed = await server.post(
      '/save-positions',
      {
        positions: [
          {
            id: positionId,
            revision,
            use_to_search_candidate,
            show_on_vacancies_feed,
            title: 'Кассир сменный',
          },
        ],
      },
      admin,
    );
    expect(renamed.status).toBe(200);
    const retried = await publish(id, 'headhunter', 'publish');
    expect(retried.body).toMatchObject({ code: 200, status: 'published' });
    expect((await server.get(`/vacancies/publication/${id}`, admin)).body.failures).toEqual({});
  });

  it('answers a board timeout with its message and status, never hanging', async () => {
    const id = await vacancyOf('Продавец [slow]');
    const started = Date.now();
    const res = await publishSignedIn(id, 'headhunter');
    expect(Date.now() - started).toBeLessThan(BOARD_TIMEOUT_MS + 3000);
    expect(res.status).toBe(504);
    expect(res.body.message).toBe('Сервис HeadHunter не ответил вовремя');
    expect((await streamOf(id)).at(-1)).toMatchObject({
      type: 'VacancyPublicationFailed',
      data: { service: 'headhunter', action: 'publish', status: 504 },
    });
    expect((await server.get(`/vacancies/publication/${id}`, admin)).body.publications.headhunter).toBeNull();
  });

  it('answers the callback page with the refusal when the user denies access or the state is unknown', async () => {
    const id = await vacancyOf('Охранник', '10412');
    await server.post('/reset/superjob', {}, admin);
    const first = await publish(id, 'superjob', 'publish');
    const denied = await signIn(first.body.redirectURL, 'deny');
    expect(denied.status).toBe(403);
    expect(denied.html).toContain('Доступ к аккаунту SuperJob не предоставлен');
    // Someone else's sign-in link (its state bound to their browser) does nothing in this browser.
    const theirs = await publish(id, 'superjob', 'publish', director);
    expect(theirs.body.code).toBe(401);
    jars.delete('intruder');
    const foreign = await signIn(theirs.body.redirectURL, 'allow', 'intruder');
    expect(foreign.status).toBe(400);
    expect(server.services.boardAccounts.tokens('1003', 'superjob')).toBeNull();
    const unknown = await fetch(`${server.url}/api/v1/jobboards/superjob/callback?code=x&state=forged`);
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('content-security-policy')).toContain("script-src 'nonce-");
  });

  it("looks a city's area up on SuperJob", async () => {
    expect((await server.get('/vacancies/sjarea/4', admin)).body).toEqual({
      cityId: '4',
      name: 'Казань',
      areaId: '88',
    });
    expect((await server.get('/vacancies/sjarea/999', admin)).status).toBe(404);
  });
});
