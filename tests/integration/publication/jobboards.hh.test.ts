import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHeadHunterBoard } from '#server/adapters/jobboards/headhunter';
import {
  JobBoardAuthRequired,
  JobBoardError,
  JobBoardTimeout,
  type JobBoardAccess,
  type JobBoardVacancy,
} from '#server/adapters/jobboards/port';
import { startStubHttp, type StubServer } from '../../helpers/stub-http';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const REDIRECT = 'https://console.example.ru/api/v1/jobboards/headhunter/callback';

const vacancy: JobBoardVacancy = {
  title: 'Продавец-консультант',
  sections: {
    responsibility: '<ul><li>Консультирование покупателей</li></ul>',
    standards: '<p>Любовь к общению</p>',
    conditions: '<p>Оформление по ТК РФ</p>',
    extra: '<p>Магазин у метро</p>',
  },
  salary: { from: 60000, to: 75000, currency: 'RUR', gross: false },
  areaId: '1',
  experience: 'от 1 года до 3 лет',
  schedule: 'сменный график',
  occupation: 'полная',
  professionalRoleIds: ['97', '17'],
  address: { city: 'г. Москва', street: 'ул. Тверская, д. 12' },
  contacts: { name: 'Кадрова Елена', email: 'hr@example.ru', phone: '79161234567' },
  code: 'vac-42',
};

describe('HeadHunter adapter against a stub', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubHttp();
  });
  afterAll(() => stub.close());
  afterEach(() => stub.reset());

  const board = (timeoutMs = 2000) =>
    createHeadHunterBoard({
      clientId: 'CLIENT',
      clientSecret: 'SECRET',
      employerId: '1455',
      userAgent: 'HiringConsole/1.0 (hr@example.ru)',
      apiBase: stub.url,
      oauthBase: `${stub.url}/site`,
      clock: () => NOW,
      timeoutMs,
    });
  const access = (overrides: Partial<JobBoardAccess> = {}): JobBoardAccess => ({
    tokens: { accessToken: 'AT', refreshToken: 'RT', expiresAt: '2026-12-01T00:00:00.000Z' },
    state: 'st-1',
    redirectUri: REDIRECT,
    ...overrides,
  });

  it('builds the authorization URL of hh.ru/oauth/authorize', () => {
    const url = new URL(board().authorizationUrl('st-1', REDIRECT));
    expect(`${url.origin}${url.pathname}`).toBe(`${stub.url}/site/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'CLIENT',
      state: 'st-1',
      redirect_uri: REDIRECT,
    });
  });

  it('exchanges a code and refreshes tokens with form bodies', async () => {
    stub.on('POST', '/site/oauth/token', {
      json: { access_token: 'A1', token_type: 'bearer', expires_in: 1209600, refresh_token: 'R1' },
    });
    const tokens = await board().exchangeCode('CODE', REDIRECT);
    expect(tokens).toEqual({ accessToken: 'A1', refreshToken: 'R1', expiresAt: '2026-12-06T10:00:00.000Z' });
    const exchange = stub.requests[0]!;
    expect(exchange.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(exchange.headers['hh-user-agent']).toBe('HiringConsole/1.0 (hr@example.ru)');
    expect(Object.fromEntries(exchange.form!)).toEqual({
      grant_type: 'authorization_code',
      client_id: 'CLIENT',
      client_secret: 'SECRET',
      code: 'CODE',
      redirect_uri: REDIRECT,
    });

    await board().refresh(tokens);
    expect(Object.fromEntries(stub.requests[1]!.form!)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'R1',
    });
  });

  it('explains a refused code in Russian', async () => {
    stub.on('POST', '/site/oauth/token', {
      status: 400,
      json: { error: 'invalid_grant', error_description: 'code has already been used' },
    });
    const err = await board()
      .exchangeCode('OLD', REDIRECT)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobBoardError);
    expect(err).toMatchObject({
      status: 400,
      message: 'HeadHunter отклонил авторизацию: код авторизации уже использован',
    });
  });

  it('publishes with the bearer token, HH-User-Agent and the fields mapped to hh', async () => {
    stub.on('POST', '/vacancies', {
      status: 201,
      json: { id: '78789890' },
      headers: { location: '/vacancies/78789890' },
    });
    const result = await board().publish(access(), vacancy);
    expect(result).toEqual({
      externalId: '78789890',
      link: `${stub.url}/site/vacancy/78789890`,
      status: 'published',
    });

    const req = stub.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.authorization).toBe('Bearer AT');
    expect(req.headers['hh-user-agent']).toBe('HiringConsole/1.0 (hr@example.ru)');
    expect(req.headers['user-agent']).toBe('HiringConsole/1.0 (hr@example.ru)');
    expect(req.headers['content-type']).toBe('application/json');
    const body = req.json as any;
    expect(body).toMatchObject({
      name: 'Продавец-консультант',
      area: { id: '1' },
      professional_roles: [{ id: '97' }],
      salary: { from: 60000, to: 75000, currency: 'RUR', gross: false },
      experience: { id: 'between1And3' },
      schedule: { id: 'shift' },
      employment: { id: 'full' },
      type: { id: 'open' },
      billing_type: { id: 'standard' },
      code: 'vac-42',
      contacts: {
        name: 'Кадрова Елена',
        email: 'hr@example.ru',
        phones: [{ country: '7', city: '916', number: '1234567' }],
      },
    });
    for (const part of [
      'Консультирование покупателей',
      'Любовь к общению',
      'Оформление по ТК РФ',
      'Магазин у метро',
    ]) {
      expect(body.description).toContain(part);
    }
    expect(body.description).toContain('г. Москва, ул. Тверская, д. 12');
  });

  it('archives, deletes and edits at the documented paths', async () => {
    stub.on('PUT', '/employers/1455/vacancies/archived/777', { status: 204 });
    stub.on('PUT', '/employers/1455/vacancies/hidden/777', { status: 204 });
    stub.on('PUT', '/vacancies/777', { status: 204 });
    await expect(board().archive(access(), '777')).resolves.toEqual({ status: 'closed' });
    await expect(board().remove(access(), '777')).resolves.toEqual({ status: 'deleted' });
    await board().update(access(), '777', vacancy);
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /employers/1455/vacancies/archived/777',
      'PUT /employers/1455/vacancies/hidden/777',
      'PUT /vacancies/777',
    ]);
    const edit = stub.requests[2]!.json as any;
    expect(edit.billing_type).toBeUndefined();
    expect(edit.type).toBeUndefined();
  });

  it('publishes an archived vacancy anew and prolongs a published one', async () => {
    stub.on(
      'GET',
      '/vacancies/777',
      { json: { id: '777', archived: true, alternate_url: 'https://hh.ru/vacancy/777' } },
      1,
    );
    stub.on('POST', '/vacancies', { status: 201, json: { id: '888' } });
    const fresh = await board().republish(access(), '777', vacancy);
    expect(fresh).toEqual({ externalId: '888', link: `${stub.url}/site/vacancy/888`, status: 'published' });

    stub.reset();
    stub.on('GET', '/vacancies/888', {
      json: { id: '888', archived: false, alternate_url: 'https://hh.ru/vacancy/888' },
    });
    stub.on('POST', '/vacancies/888/prolongate', { status: 204 });
    const prolonged = await board().republish(access(), '888', vacancy);
    expect(prolonged).toEqual({ externalId: '888', link: 'https://hh.ru/vacancy/888', status: 'published' });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /vacancies/888',
      'POST /vacancies/888/prolongate',
    ]);
  });

  it('reads the status: published, archived, gone', async () => {
    stub.on('GET', '/vacancies/1', { json: { archived: false, alternate_url: 'https://hh.ru/vacancy/1' } });
    stub.on('GET', '/vacancies/2', { json: { archived: true, alternate_url: 'https://hh.ru/vacancy/2' } });
    stub.on('GET', '/vacancies/3', { status: 404, json: { errors: [{ type: 'not_found' }] } });
    expect(await board().status(access(), '1')).toEqual({
      status: 'published',
      link: 'https://hh.ru/vacancy/1',
    });
    expect(await board().status(access(), '2')).toEqual({
      status: 'closed',
      link: 'https://hh.ru/vacancy/2',
    });
    expect((await board().status(access(), '3')).status).toBe('deleted');
  });

  it('maps hh error answers to JobBoardError with a Russian message and the status', async () => {
    stub.on(
      'POST',
      '/vacancies',
      {
        status: 400,
        json: {
          errors: [
            { type: 'bad_json_data', value: 'description', reason: 'is_too_short', pointer: '/description' },
          ],
        },
      },
      1,
    );
    stub.on(
      'POST',
      '/vacancies',
      { status: 403, json: { errors: [{ type: 'vacancies', value: 'quota_exceeded' }] } },
      1,
    );
    stub.on('POST', '/vacancies', { status: 503, body: 'upstream down' }, 1);

    const tooShort = await board()
      .publish(access(), vacancy)
      .catch((e: unknown) => e);
    expect(tooShort).toBeInstanceOf(JobBoardError);
    expect(tooShort).toMatchObject({
      status: 400,
      boardStatus: 400,
      message: 'HeadHunter: ошибка в поле «description»: слишком короткое значение',
    });

    const quota = await board()
      .publish(access(), vacancy)
      .catch((e: unknown) => e);
    expect(quota).toMatchObject({
      status: 403,
      message: 'Закончилась квота менеджера HeadHunter на публикацию вакансий',
    });

    const down = await board()
      .publish(access(), vacancy)
      .catch((e: unknown) => e);
    expect(down).toMatchObject({ status: 502, boardStatus: 503 });
    expect((down as Error).message).toMatch(/HeadHunter временно недоступен/);
  });

  it('asks for a sign-in (with the authorization URL) when the token is refused and cannot be refreshed', async () => {
    stub.on('POST', '/vacancies', {
      status: 401,
      json: { errors: [{ type: 'oauth', value: 'bad_authorization' }] },
    });
    const err = await board()
      .publish(access({ tokens: { accessToken: 'AT', expiresAt: '2026-12-01T00:00:00.000Z' } }), vacancy)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobBoardAuthRequired);
    const url = new URL((err as JobBoardAuthRequired).authorizationUrl);
    expect(url.pathname).toBe('/site/oauth/authorize');
    expect(url.searchParams.get('state')).toBe('st-1');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect((err as JobBoardAuthRequired).details).toMatchObject({ redirectURL: url.toString() });

    // Never signed in: no call at all.
    stub.reset();
    await expect(board().publish(access({ tokens: null }), vacancy)).rejects.toBeInstanceOf(
      JobBoardAuthRequired,
    );
    expect(stub.requests).toHaveLength(0);
  });

  it('refreshes a refused token once (hh: 403 oauth token_expired), retries and hands back the new tokens', async () => {
    stub.on(
      'POST',
      '/vacancies',
      { status: 403, json: { errors: [{ type: 'oauth', value: 'token_expired' }] } },
      1,
    );
    stub.on('POST', '/site/oauth/token', {
      json: { access_token: 'AT2', expires_in: 3600, refresh_token: 'RT2' },
    });
    stub.on('POST', '/vacancies', { status: 201, json: { id: '5' } });
    const onTokens = vi.fn();
    const result = await board().publish(access({ onTokens }), vacancy);
    expect(result.externalId).toBe('5');
    expect(onTokens).toHaveBeenCalledWith({
      accessToken: 'AT2',
      refreshToken: 'RT2',
      expiresAt: '2026-11-22T11:00:00.000Z',
    });
    expect(stub.requests.map((r) => r.headers.authorization ?? '-')).toEqual([
      'Bearer AT',
      '-',
      'Bearer AT2',
    ]);
  });

  it('refreshes expired tokens before the call; a refused refresh means a new sign-in', async () => {
    stub.on('POST', '/site/oauth/token', {
      status: 400,
      json: { error: 'invalid_grant', error_description: 'token was revoked' },
    });
    const expired = access({
      tokens: { accessToken: 'OLD', refreshToken: 'RT', expiresAt: '2026-11-01T00:00:00.000Z' },
    });
    await expect(board().archive(expired, '1')).rejects.toBeInstanceOf(JobBoardAuthRequired);
    expect(stub.requests.map((r) => r.path)).toEqual(['/site/oauth/token']);
  });

  it('gives up with JobBoardTimeout when hh never answers', async () => {
    stub.on('POST', '/vacancies', { hang: true });
    const started = performance.now();
    const err = await board(300)
      .publish(access(), vacancy)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobBoardTimeout);
    expect((err as JobBoardTimeout).message).toBe('Сервис HeadHunter не ответил вовремя');
    expect((err as JobBoardTimeout).status).toBe(504);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable board as a 502', async () => {
    const offline = createHeadHunterBoard({
      clientId: 'C',
      clientSecret: 'S',
      employerId: '1',
      userAgent: 'UA',
      apiBase: 'http://127.0.0.1:1',
      timeoutMs: 2000,
    });
    await expect(offline.professionalRoles()).rejects.toMatchObject({ status: 502 });
  });

  it('finds a city in the nested area tree of /areas/113 (and reads it once)', async () => {
    stub.on('GET', '/areas/113', {
      json: {
        id: '113',
        name: 'Россия',
        parent_id: null,
        areas: [
          { id: '1', name: 'Москва', parent_id: '113', areas: [] },
          {
            id: '1261',
            name: 'Свердловская область',
            parent_id: '113',
            areas: [{ id: '3', name: 'Екатеринбург', parent_id: '1261', areas: [] }],
          },
          {
            id: '1620',
            name: 'Республика Татарстан',
            parent_id: '113',
            areas: [
              { id: '88', name: 'Казань', parent_id: '1620', areas: [] },
              { id: '1624', name: 'Набережные Челны', parent_id: '1620', areas: [] },
            ],
          },
          { id: '1716', name: 'Королёв', parent_id: '113', areas: [] },
        ],
      },
    });
    const hh = board();
    expect(await hh.findArea('Казань')).toBe('88');
    expect(await hh.findArea('  екатеринбург ')).toBe('3');
    expect(await hh.findArea('Королев')).toBe('1716');
    expect(await hh.findArea('Свердловская область')).toBe('1261');
    expect(await hh.findArea('Урюпинск')).toBeNull();
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]!.headers['hh-user-agent']).toBe('HiringConsole/1.0 (hr@example.ru)');
  });

  it('reads the professional roles as categories', async () => {
    stub.on('GET', '/professional_roles', {
      json: {
        categories: [
          {
            id: '17',
            name: 'Продажи, обслуживание клиентов',
            roles: [
              {
                id: '97',
                name: 'Продавец-консультант, продавец-кассир',
                accept_incomplete_resumes: true,
                is_default: false,
              },
            ],
          },
        ],
      },
    });
    expect(await board().professionalRoles()).toEqual([
      {
        id: '17',
        name: 'Продажи, обслуживание клиентов',
        roles: [{ id: '97', name: 'Продавец-консультант, продавец-кассир' }],
      },
    ]);
  });
});
