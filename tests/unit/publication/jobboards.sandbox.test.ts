import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobBoards, jobBoardsConfigFromEnv } from '#server/adapters/jobboards/index';
import {
  createSandboxBoards,
  createSandboxJobBoard,
  type SandboxBoards,
} from '#server/adapters/jobboards/sandbox';
import {
  JobBoardAuthRequired,
  JobBoardError,
  JobBoardTimeout,
  type JobBoard,
  type JobBoardAccess,
  type JobBoardTokens,
  type JobBoardVacancy,
} from '#server/adapters/jobboards/port';
import { sandboxBoardRoutes } from '#server/adapters/jobboards/sandbox-routes';

const CALLBACK = '/api/v1/jobboards/headhunter/callback';

const vacancy = (title = 'Продавец-консультант'): JobBoardVacancy => ({
  title,
  sections: {
    responsibility: '<ul><li>Консультирование покупателей</li></ul><script>alert(1)</script>',
    standards: '<p>Любовь к общению</p>',
    conditions: '<p onclick="x()">Оформление по ТК РФ</p>',
    extra: '',
  },
  salary: { from: 60000, to: 75000, currency: 'RUR' },
  areaId: '1',
  experience: 'нет опыта',
  schedule: 'сменный график',
  occupation: 'полная',
  professionalRoleIds: ['97'],
  address: { city: 'г. Москва', street: 'ул. Тверская, д. 12' },
});

describe('sandbox job boards', () => {
  let server: Server;
  let baseUrl = '';
  let now = Date.parse('2026-11-22T10:00:00.000Z');
  let sandboxes: SandboxBoards;
  let hh: JobBoard;
  let sj: JobBoard;

  beforeAll(async () => {
    let handler: RequestListener = (_req, res) => res.end();
    server = createServer((req, res) => handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    sandboxes = createSandboxBoards({ publicUrl: baseUrl, clock: () => now, timeoutMs: 200 });
    hh = createSandboxJobBoard(sandboxes.headhunter, { clock: () => now });
    sj = createSandboxJobBoard(sandboxes.superjob, { clock: () => now });
    const app = new Koa();
    app.use(koaBody());
    const router = sandboxBoardRoutes(sandboxes);
    app.use(router.routes());
    app.use(router.allowedMethods());
    handler = app.callback();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    now = Date.parse('2026-11-22T10:00:00.000Z');
  });

  /** Goes through the sign-in page like the popup does and returns the tokens. */
  async function signIn(board: JobBoard, redirectUri = CALLBACK): Promise<JobBoardTokens> {
    const page = await fetch(board.authorizationUrl('st', redirectUri));
    expect(page.status).toBe(200);
    const decision = await fetch(`${baseUrl}/sandbox/${board.service}/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'allow', state: 'st', redirect_uri: redirectUri }).toString(),
      redirect: 'manual',
    });
    const location = new URL(decision.headers.get('location')!, baseUrl);
    return board.exchangeCode(location.searchParams.get('code')!, redirectUri);
  }
  const accessWith = (
    tokens: JobBoardTokens | null,
    extra: Partial<JobBoardAccess> = {},
  ): JobBoardAccess => ({
    tokens,
    state: 'st',
    redirectUri: CALLBACK,
    ...extra,
  });

  it('shows a Russian sign-in page and redirects back with code and state, like OAuth', async () => {
    const url = hh.authorizationUrl('a"<b>', CALLBACK);
    expect(url.startsWith(`${baseUrl}/sandbox/headhunter/authorize?`)).toBe(true);
    const page = await fetch(url);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('Разрешить доступ');
    expect(html).toContain('Отказать');
    expect(html).toContain('value="a&quot;&lt;b&gt;"');
    expect(html).not.toContain('a"<b>');

    const post = (decision: string) =>
      fetch(`${baseUrl}/sandbox/headhunter/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          decision,
          state: 'a"<b>',
          redirect_uri: `${CALLBACK}?popup=1`,
        }).toString(),
        redirect: 'manual',
      });
    const allowed = await post('allow');
    expect(allowed.status).toBe(302);
    const back = new URL(allowed.headers.get('location')!, baseUrl);
    expect(back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('popup')).toBe('1');
    expect(back.searchParams.get('state')).toBe('a"<b>');
    const code = back.searchParams.get('code')!;
    expect(code).toMatch(/^HH-/);

    const tokens = await hh.exchangeCode(code, `${CALLBACK}?popup=1`);
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt).toBe('2026-12-06T10:00:00.000Z');
    // A code works once.
    await expect(hh.exchangeCode(code, `${CALLBACK}?popup=1`)).rejects.toMatchObject({ status: 400 });

    const denied = await post('deny');
    const refused = new URL(denied.headers.get('location')!, baseUrl);
    expect(refused.searchParams.get('error')).toBe('access_denied');
    expect(refused.searchParams.get('code')).toBeNull();
  });

  it('sends codes only back to this app', async () => {
    const page = await fetch(
      `${baseUrl}/sandbox/superjob/authorize?state=x&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    );
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Неверный адрес возврата');
    const sameOrigin = await fetch(sj.authorizationUrl('x', `${baseUrl}${CALLBACK}`));
    expect(sameOrigin.status).toBe(200);
  });

  it.each(['/\\evil.example/cb', '/\\/evil.example/cb', '/\t/evil.example/cb', '//evil.example/cb'])(
    'refuses %j, a path that browsers read as another site',
    async (uri) => {
      const page = await fetch(
        `${baseUrl}/sandbox/superjob/authorize?state=x&redirect_uri=${encodeURIComponent(uri)}`,
      );
      expect(page.status).toBe(400);
      const post = await fetch(`${baseUrl}/sandbox/superjob/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ decision: 'allow', state: 'x', redirect_uri: uri }).toString(),
        redirect: 'manual',
      });
      expect(post.status).toBe(400);
      expect(post.headers.get('location')).toBeNull();
    },
  );

  it('publishes a vacancy whose link opens a page with the title and the sanitised description', async () => {
    const tokens = await signIn(hh);
    const result = await hh.publish(accessWith(tokens), vacancy('Продавец <b>«Тверская»</b>'));
    expect(result.status).toBe('published');
    expect(result.externalId).toMatch(/^9\d{7}$/);
    expect(result.link).toBe(`${baseUrl}/sandbox/headhunter/vacancy/${result.externalId}`);

    const page = await fetch(result.link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('Продавец &lt;b&gt;«Тверская»&lt;/b&gt;');
    expect(html).toContain('Опубликована');
    expect(html).toContain('<li>Консультирование покупателей</li>');
    expect(html).toContain('Москва');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('onclick');
    expect(await hh.status(accessWith(tokens), result.externalId)).toEqual({
      status: 'published',
      link: result.link,
    });
  });

  it('moves published -> closed -> deleted and refuses the other transitions', async () => {
    const tokens = await signIn(hh);
    const access = accessWith(tokens);
    const { externalId, link } = await hh.publish(access, vacancy());

    const early = await hh.remove(access, externalId).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(JobBoardError);
    expect(early).toMatchObject({
      status: 403,
      message: 'HeadHunter: Удалить можно только вакансию из архива',
    });

    await expect(hh.archive(access, externalId)).resolves.toEqual({ status: 'closed' });
    expect((await hh.status(access, externalId)).status).toBe('closed');
    expect(await (await fetch(link)).text()).toContain('В архиве');
    await expect(hh.archive(access, externalId)).rejects.toMatchObject({
      status: 403,
      message: 'HeadHunter: Вакансия уже в архиве',
    });

    await expect(hh.remove(access, externalId)).resolves.toEqual({ status: 'deleted' });
    expect((await fetch(link)).status).toBe(410);
    await expect(hh.republish(access, externalId, vacancy())).rejects.toMatchObject({ status: 403 });
    await expect(hh.archive(access, 'nope')).rejects.toMatchObject({ status: 404 });
  });

  it('republishes like each board: hh publishes anew, SuperJob restores in place', async () => {
    const hhAccess = accessWith(await signIn(hh));
    const first = await hh.publish(hhAccess, vacancy());
    await hh.archive(hhAccess, first.externalId);
    const again = await hh.republish(hhAccess, first.externalId, vacancy());
    expect(again.externalId).not.toBe(first.externalId);
    expect((await hh.status(hhAccess, again.externalId)).status).toBe('published');
    expect((await hh.status(hhAccess, first.externalId)).status).toBe('closed');
    // A published hh vacancy is prolonged in place.
    expect((await hh.republish(hhAccess, again.externalId, vacancy())).externalId).toBe(again.externalId);

    const sjAccess = accessWith(await signIn(sj, '/api/v1/jobboards/superjob/callback'));
    const sjFirst = await sj.publish(sjAccess, { ...vacancy(), professionalRoleIds: [] });
    expect(sjFirst.externalId).toMatch(/^4\d{7}$/);
    await sj.archive(sjAccess, sjFirst.externalId);
    const restored = await sj.republish(sjAccess, sjFirst.externalId, vacancy());
    expect(restored).toEqual(sjFirst);
  });

  it('refuses what a real board refuses: unknown city, no professional role on hh', async () => {
    const access = accessWith(await signIn(hh));
    await expect(hh.publish(access, { ...vacancy(), areaId: '113' })).rejects.toMatchObject({
      status: 400,
      message: 'HeadHunter: Город публикации указан неверно',
    });
    await expect(hh.publish(access, { ...vacancy(), professionalRoleIds: [] })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("fails on '[fail]' and times out on '[slow]'", async () => {
    const access = accessWith(await signIn(sj, '/api/v1/jobboards/superjob/callback'));
    const failed = await sj.publish(access, vacancy('Кассир [fail]')).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(JobBoardError);
    expect(failed).toMatchObject({ status: 502, boardStatus: 500 });
    expect((failed as Error).message).toMatch(/^Сервис SuperJob вернул ошибку 500/);

    const started = performance.now();
    const slow = await sj.publish(access, vacancy('Кассир [slow]')).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(JobBoardTimeout);
    expect((slow as Error).message).toBe('Сервис SuperJob не ответил вовремя');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('asks for a sign-in without tokens and refreshes expired ones', async () => {
    const err = await hh.publish(accessWith(null), vacancy()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobBoardAuthRequired);
    expect((err as JobBoardAuthRequired).authorizationUrl).toBe(hh.authorizationUrl('st', CALLBACK));

    const tokens = await signIn(hh);
    now += 15 * 24 * 3600 * 1000;
    const onTokens = vi.fn();
    const published = await hh.publish(accessWith(tokens, { onTokens }), vacancy());
    expect(published.status).toBe('published');
    expect(onTokens).toHaveBeenCalledOnce();
    const fresh = onTokens.mock.calls[0]![0] as JobBoardTokens;
    expect(fresh.accessToken).not.toBe(tokens.accessToken);

    // The old refresh token was used up: the next expiry needs a new sign-in.
    await expect(hh.status(accessWith(tokens), published.externalId)).rejects.toBeInstanceOf(
      JobBoardAuthRequired,
    );
  });

  it('has a Russian professional role catalogue and the demo cities', async () => {
    const categories = await hh.professionalRoles();
    const retail = categories.find((c) => c.name === 'Розничная торговля');
    expect(retail?.roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Продавец-консультант, продавец-кассир', 'Кассир', 'Мерчандайзер']),
    );
    expect(categories.some((c) => c.name === 'Управление персоналом, тренинги')).toBe(true);
    expect(await hh.findArea('Москва')).toBe('1');
    expect(await sj.findArea('санкт-петербург')).toBe('2');
    expect(await hh.findArea('Екатеринбург')).toBe('3');
    expect(await hh.findArea('Казань')).toBe('88');
    expect(await hh.findArea('Новосибирск')).toBe('4');
    expect(await hh.findArea('Тверь')).toBeNull();
  });

  it('serves the same state over its JSON API', async () => {
    const tokens = await signIn(hh);
    const { externalId } = await hh.publish(accessWith(tokens), vacancy());
    const authorized = await fetch(`${baseUrl}/sandbox/headhunter/api/vacancies/${externalId}`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(authorized.status).toBe(200);
    expect(await authorized.json()).toMatchObject({ id: externalId, status: 'published' });
    const anonymous = await fetch(`${baseUrl}/sandbox/headhunter/api/vacancies/${externalId}`);
    expect(anonymous.status).toBe(401);

    const token = await fetch(`${baseUrl}/sandbox/headhunter/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=wrong',
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await fetch(`${baseUrl}/sandbox/avito/vacancy/1`)).status).toBe(404);
  });
});

describe('createJobBoards', () => {
  it('uses the real adapters only for boards with credentials', () => {
    const warn = vi.fn();
    const config = jobBoardsConfigFromEnv(
      { HH_CLIENT_ID: 'id', HH_CLIENT_SECRET: 'secret', HH_EMPLOYER_ID: '1455', SJ_APP_ID: '1' },
      'production',
    );
    expect(config.hh).toMatchObject({ clientId: 'id', employerId: '1455', userAgent: 'HiringConsole/1.0' });
    expect(config.sj).toBeUndefined();
    const boards = createJobBoards(config, createSandboxBoards(), { warn });
    expect(boards.headhunter.kind).toBe('api');
    expect(boards.superjob.kind).toBe('sandbox');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SuperJob runs as a sandbox'));

    const demo = createJobBoards(jobBoardsConfigFromEnv({}, 'demo'), undefined, { warn: vi.fn() });
    expect([demo.headhunter.kind, demo.superjob.kind]).toEqual(['sandbox', 'sandbox']);
  });
});
