import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

describe('sessions', () => {
  it('logs in with the spec fields and token claims', async () => {
    const res = await server.post('/login', { login: 'director', password: 'demo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ expiresIn: 900, permissions: [] });
    expect(claims(res.body.token)).toMatchObject({
      type: 'jwt',
      scope: 'StoreDirector',
      userId: '1003',
      surname: 'Петров',
      name: 'Иван',
      positionName: 'Директор магазина',
      storeId: '10412',
      storeName: 'Авиапарк',
    });
    expect(claims(res.body.refreshToken)).toMatchObject({ type: 'refresh', userId: '1003' });
  });

  it('returns permissions in the spec shape', async () => {
    const res = await server.post('/login', { login: 'hr-al', password: 'demo' });
    expect(res.body.permissions).toEqual([{ permission: { permission: 'MANAGE_QUESTIONNAIRE_AL' } }]);
  });

  it('refuses a wrong password or unknown login with the spec text', async () => {
    for (const body of [
      { login: 'admin', password: 'wrong' },
      { login: 'nobody', password: 'demo' },
    ]) {
      const res = await server.post('/login', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        message: 'Ошибка авторизации. Введен неверный логин или пароль',
      });
    }
  });

  it('validates the login body and names the field', async () => {
    expect(await server.post('/login', { login: 'admin' })).toMatchObject({
      status: 400,
      body: { message: 'Поле «пароль» обязательно', details: { field: 'password' } },
    });
    expect((await server.post('/login', '{"login":')).body.message).toBe('Некорректный JSON в теле запроса');
    const huge = await server.post('/login', { login: 'a', password: 'x'.repeat(200_000) });
    expect(huge).toMatchObject({ status: 413, body: { message: 'Тело запроса слишком большое' } });
  });

  it('refreshes with the refresh token as bearer and refuses an access token there', async () => {
    const { token, refreshToken } = await server.login('hr');
    const res = await server.post('/refresh', {}, refreshToken);
    expect(res.status).toBe(200);
    expect(claims(res.body.token).userId).toBe('1002');
    expect((await server.post('/refresh', {}, token)).status).toBe(401);
    expect((await server.post('/ping', {}, refreshToken)).status).toBe(401);
  });

  it('revokes the refresh token on logout, as an event', async () => {
    const { body: session } = await server.post('/login', { login: 'unitdirector', password: 'demo' });
    expect((await server.post('/logout', { refreshToken: session.refreshToken }, session.token)).status).toBe(
      200,
    );
    const refreshed = await server.post('/refresh', {}, session.refreshToken);
    expect(refreshed.status).toBe(401);
    const history = await server.services.events.readStream('user-1004');
    expect(history.at(-1)?.type).toBe('RefreshTokenRevoked');
  });

  // Login limits (per address 429, per login and address slowdown, no lockout from other
  // addresses) are pinned in tests/integration/client-address.test.ts (issue 11, item 2).

  it('answers unknown API paths with a JSON 404 and no stack trace', async () => {
    const res = await server.post('/no-such-call', {});
    expect(res).toEqual({ status: 404, body: { statusCode: 404, message: 'Метод API не найден' } });
  });
});
