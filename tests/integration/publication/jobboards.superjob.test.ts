import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSuperJobBoard } from '#server/adapters/jobboards/superjob';
import {
  JobBoardAuthRequired,
  JobBoardError,
  JobBoardTimeout,
  type JobBoardAccess,
  type JobBoardVacancy,
} from '#server/adapters/jobboards/port';
import { startStubHttp, type StubServer } from '../../helpers/stub-http';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const REDIRECT = 'https://console.example.ru/api/v1/jobboards/superjob/callback';

const vacancy: JobBoardVacancy = {
  title: 'Кассир',
  sections: {
    responsibility: '<ul><li>Расчёт покупателей</li></ul>',
    standards: '<p>Внимательность</p>',
    conditions: '<p>Оформление по ТК РФ</p>',
    extra: '<p>Скидка сотрудникам</p>',
  },
  salary: { from: 50000, to: 60000, currency: 'RUR' },
  areaId: '4',
  experience: 'нет опыта',
  schedule: 'сменный график',
  occupation: 'частичная',
  professionalRoleIds: ['512', '516'],
  address: { city: 'г. Москва', street: 'Ходынский б-р, д. 4' },
};

describe('SuperJob adapter against a stub', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubHttp();
  });
  afterAll(() => stub.close());
  afterEach(() => stub.reset());

  const board = (timeoutMs = 2000) =>
    createSuperJobBoard({
      appId: '1234',
      secret: 'v3.r.SECRET',
      apiBase: stub.url,
      siteBase: `${stub.url}/site`,
      clock: () => NOW,
      timeoutMs,
    });
  const access = (overrides: Partial<JobBoardAccess> = {}): JobBoardAccess => ({
    tokens: { accessToken: 'AT', refreshToken: 'RT', expiresAt: '2026-12-01T00:00:00.000Z' },
    state: 'st-9',
    redirectUri: REDIRECT,
    ...overrides,
  });

  it('sends the user to superjob.ru/authorize with client_id, redirect_uri and state', () => {
    const url = new URL(board().authorizationUrl('st-9', REDIRECT));
    expect(url.pathname).toBe('/site/authorize/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1234',
      redirect_uri: REDIRECT,
      state: 'st-9',
    });
  });

  it('exchanges the code and refreshes with form bodies and X-Api-App-Id', async () => {
    stub.on('POST', '/2.0/oauth2/access_token/', {
      json: {
        access_token: 'v3.r.A',
        refresh_token: 'v3.r.R',
        ttl: 1795000000,
        expires_in: 604800,
        token_type: 'bearer',
      },
    });
    stub.on('POST', '/2.0/oauth2/refresh_token/', {
      json: { access_token: 'v3.r.A2', refresh_token: 'v3.r.R2', ttl: 1795000000 },
    });
    const tokens = await board().exchangeCode('CODE', REDIRECT);
    expect(tokens).toEqual({
      accessToken: 'v3.r.A',
      refreshToken: 'v3.r.R',
      expiresAt: '2026-11-29T10:00:00.000Z',
    });
    const exchange = stub.requests[0]!;
    expect(exchange.headers['x-api-app-id']).toBe('v3.r.SECRET');
    expect(exchange.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(exchange.form!)).toEqual({
      code: 'CODE',
      redirect_uri: REDIRECT,
      client_id: '1234',
      client_secret: 'v3.r.SECRET',
    });

    const refreshed = await board().refresh(tokens);
    // Only `ttl` (a unix time) in this answer.
    expect(refreshed.expiresAt).toBe(new Date(1795000000 * 1000).toISOString());
    expect(Object.fromEntries(stub.requests[1]!.form!)).toEqual({
      refresh_token: 'v3.r.R',
      client_id: '1234',
      client_secret: 'v3.r.SECRET',
    });
  });

  it('publishes to /2.0/hr/vacancies/ with the fields mapped to SuperJob, then reads the link', async () => {
    stub.on('POST', '/2.0/hr/vacancies/', { status: 201, json: { id: 40123456 } });
    stub.on('GET', '/2.0/vacancies/40123456/', {
      json: { id: 40123456, link: 'https://www.superjob.ru/vakansii/kassir-40123456.html' },
    });
    const result = await board().publish(access(), vacancy);
    expect(result).toEqual({
      externalId: '40123456',
      link: 'https://www.superjob.ru/vakansii/kassir-40123456.html',
      status: 'published',
    });

    const req = stub.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.authorization).toBe('Bearer AT');
    expect(req.headers['x-api-app-id']).toBe('v3.r.SECRET');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = req.form!;
    expect(form.get('profession')).toBe('Кассир');
    expect(form.get('work')).toBe('<ul><li>Расчёт покупателей</li></ul>');
    expect(form.get('candidat')).toBe('<p>Внимательность</p>');
    expect(form.get('compensation')).toBe('<p>Оформление по ТК РФ</p><p>Скидка сотрудникам</p>');
    expect(form.get('payment_from')).toBe('50000');
    expect(form.get('payment_to')).toBe('60000');
    expect(form.get('currency')).toBe('rub');
    expect(form.get('agreement')).toBe('0');
    expect(form.get('town')).toBe('4');
    expect(form.get('experience')).toBe('1');
    expect(form.get('type_of_work')).toBe('13');
    expect(form.get('place_of_work')).toBe('1');
    expect(form.getAll('catalogues[]')).toEqual(['512', '516']);
    expect(form.get('address')).toBe('г. Москва, Ходынский б-р, д. 4');
    expect(stub.requests[1]!.headers.authorization).toBe('Bearer AT');
  });

  it('marks a vacancy without salary as "по договорённости"', async () => {
    stub.on('POST', '/2.0/hr/vacancies/', {
      json: { id: 1, link: 'https://www.superjob.ru/vakansii/x-1.html' },
    });
    await board().publish(access(), {
      ...vacancy,
      salary: null,
      experience: undefined,
      schedule: undefined,
      occupation: undefined,
    });
    const form = stub.requests[0]!.form!;
    expect(form.get('agreement')).toBe('1');
    expect(form.has('payment_from')).toBe(false);
    expect(form.has('experience')).toBe(false);
    expect(form.has('type_of_work')).toBe(false);
    expect(stub.requests).toHaveLength(1);
  });

  it('archives, restores, deletes and edits', async () => {
    stub.on('PUT', '/2.0/hr/vacancies/77/archive/', { json: { result: true } });
    stub.on('PUT', '/2.0/hr/vacancies/77/republish/', { json: { result: true } });
    stub.on('GET', '/2.0/vacancies/77/', {
      json: { id: 77, link: 'https://www.superjob.ru/vakansii/kassir-77.html' },
    });
    stub.on('DELETE', '/2.0/hr/vacancies/77/', { json: { result: true } });
    stub.on('PUT', '/2.0/hr/vacancies/77/', { json: { result: true } });
    await expect(board().archive(access(), '77')).resolves.toEqual({ status: 'closed' });
    await expect(board().republish(access(), '77', vacancy)).resolves.toEqual({
      externalId: '77',
      link: 'https://www.superjob.ru/vakansii/kassir-77.html',
      status: 'published',
    });
    await expect(board().remove(access(), '77')).resolves.toEqual({ status: 'deleted' });
    await board().update(access(), '77', vacancy);
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /2.0/hr/vacancies/77/archive/',
      'PUT /2.0/hr/vacancies/77/republish/',
      'GET /2.0/vacancies/77/',
      'DELETE /2.0/hr/vacancies/77/',
      'PUT /2.0/hr/vacancies/77/',
    ]);
    expect(stub.requests.every((r) => r.headers['x-api-app-id'] === 'v3.r.SECRET')).toBe(true);
  });

  it('reads the status', async () => {
    stub.on('GET', '/2.0/vacancies/1/', {
      json: { id: 1, is_archive: false, link: 'https://www.superjob.ru/vakansii/a-1.html' },
    });
    stub.on('GET', '/2.0/vacancies/2/', {
      json: { id: 2, is_archive: true, link: 'https://www.superjob.ru/vakansii/a-2.html' },
    });
    stub.on('GET', '/2.0/vacancies/3/', {
      status: 404,
      json: { error: { code: 404, message: 'Вакансия не найдена' } },
    });
    expect(await board().status(access(), '1')).toEqual({
      status: 'published',
      link: 'https://www.superjob.ru/vakansii/a-1.html',
    });
    expect((await board().status(access(), '2')).status).toBe('closed');
    expect((await board().status(access(), '3')).status).toBe('deleted');
  });

  it("passes SuperJob's own Russian error message on, with the status", async () => {
    stub.on(
      'POST',
      '/2.0/hr/vacancies/',
      {
        status: 400,
        json: {
          error: {
            code: 400,
            message: 'Не указан город',
            errors: [{ reason: 'town', reason_text: 'Выберите город из списка' }],
          },
        },
      },
      1,
    );
    stub.on(
      'POST',
      '/2.0/hr/vacancies/',
      {
        status: 403,
        json: {
          error: {
            code: 403,
            message: 'Ваша регистрация заблокирована',
            errors: [
              { reason: 'client_blocked', reason_text: 'Клиент-работодатель заблокирован администрацией' },
            ],
          },
        },
      },
      1,
    );
    stub.on('POST', '/2.0/hr/vacancies/', { status: 500, body: '<html>oops</html>' }, 1);

    const bad = await board()
      .publish(access(), vacancy)
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(JobBoardError);
    expect(bad).toMatchObject({
      status: 400,
      message: 'SuperJob: Не указан город. Выберите город из списка',
    });
    const blocked = await board()
      .publish(access(), vacancy)
      .catch((e: unknown) => e);
    expect(blocked).toMatchObject({
      status: 403,
      message: 'SuperJob: Ваша регистрация заблокирована. Клиент-работодатель заблокирован администрацией',
    });
    const failed = await board()
      .publish(access(), vacancy)
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({
      status: 502,
      boardStatus: 500,
      message: 'SuperJob временно недоступен (ошибка 500), попробуйте позже',
    });
  });

  it('asks for a sign-in with the authorization URL on 401 without a refresh token', async () => {
    stub.on('POST', '/2.0/hr/vacancies/', {
      status: 401,
      json: { error: { code: 401, message: 'Требуется авторизация' } },
    });
    const err = await board()
      .publish(access({ tokens: { accessToken: 'AT', expiresAt: '2026-12-01T00:00:00.000Z' } }), vacancy)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobBoardAuthRequired);
    const url = new URL((err as JobBoardAuthRequired).authorizationUrl);
    expect(url.pathname).toBe('/site/authorize/');
    expect(url.searchParams.get('state')).toBe('st-9');
    expect((err as JobBoardAuthRequired).status).toBe(428);
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    stub.on(
      'DELETE',
      '/2.0/hr/vacancies/5/',
      { status: 401, json: { error: { code: 401, message: 'Токен устарел' } } },
      1,
    );
    stub.on('POST', '/2.0/oauth2/refresh_token/', {
      json: { access_token: 'AT2', refresh_token: 'RT2', expires_in: 600 },
    });
    stub.on('DELETE', '/2.0/hr/vacancies/5/', { json: { result: true } });
    const onTokens = vi.fn();
    await expect(board().remove(access({ onTokens }), '5')).resolves.toEqual({ status: 'deleted' });
    expect(onTokens).toHaveBeenCalledWith({
      accessToken: 'AT2',
      refreshToken: 'RT2',
      expiresAt: '2026-11-22T10:10:00.000Z',
    });
    expect(stub.requests.map((r) => r.headers.authorization ?? '-')).toEqual([
      'Bearer AT',
      '-',
      'Bearer AT2',
    ]);
  });

  it('times out when SuperJob never answers', async () => {
    stub.on('GET', '/2.0/catalogues/', { hang: true });
    const started = performance.now();
    const err = await board(250)
      .professionalRoles()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobBoardTimeout);
    expect((err as Error).message).toBe('Сервис SuperJob не ответил вовремя');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('looks a town up by name', async () => {
    stub.on('GET', '/2.0/towns/', (req) => ({
      json: {
        objects:
          req.query.get('keyword') === 'Москва'
            ? [
                { id: 4, title: 'Москва', id_region: 4 },
                { id: 2543, title: 'Московский', id_region: 4 },
              ]
            : [],
        total: 2,
        more: false,
      },
    }));
    expect(await board().findArea('Москва')).toBe('4');
    expect(await board().findArea('Урюпинск')).toBeNull();
    expect(stub.requests[0]!.query.get('keyword')).toBe('Москва');
    expect(stub.requests[0]!.headers['x-api-app-id']).toBe('v3.r.SECRET');
  });

  it('reads the catalogues as professional role categories', async () => {
    stub.on('GET', '/2.0/catalogues/', {
      json: [
        {
          key: 284,
          title_rus: 'Продажи',
          positions: [
            { key: 512, title_rus: 'Продавец-консультант' },
            { key: 516, title_rus: 'Кассир' },
          ],
        },
      ],
    });
    expect(await board().professionalRoles()).toEqual([
      {
        id: '284',
        name: 'Продажи',
        roles: [
          { id: '512', name: 'Продавец-консультант' },
          { id: '516', name: 'Кассир' },
        ],
      },
    ]);
  });
});
