import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connect, waitForEvent } from '../../helpers/socket';

/**
 * Issue 23, item 5: staff accounts that can be switched off. Tokens are checked against the accounts
 * on every call; deactivation and password resets end existing sign-ins and sockets at once.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
});
afterAll(() => server.stop());

const put = async (path: string, body: unknown, token: string) => {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const signIn = (login: string, password: string) => server.post('/login', { login, password });
const account = (login: string, over: Record<string, unknown> = {}) => ({
  login,
  password: 'Пароль-123',
  scope: 'StoreDirector',
  surname: 'Сидоров',
  name: 'Олег',
  positionName: 'Директор магазина',
  storeId: '10412',
  phone: '+7 916 123-45-67',
  ...over,
});
async function created(login: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await server.post('/users', account(login, over), admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.account.id as string;
}

describe('tokens are checked against the accounts', () => {
  it('refuses a validly signed token of an account that does not exist', async () => {
    const forged = server.services.tokens.issueAccess({
      scope: 'Admin',
      userId: '999999',
      surname: 'Никто',
      name: 'Нигде',
      positionName: 'Администратор',
      storeId: null,
      IStoreId: null,
      storeName: null,
      permissions: [],
    });
    expect((await server.post('/ping', {}, forged)).status).toBe(401);
    expect((await server.post('/list-positions', {}, forged)).status).toBe(401);
    await expect(connect(server.url, forged)).rejects.toThrow();
  });
});

describe('staff accounts in Настройки (Admin)', () => {
  it('creates an account that signs in, and lists staff without password hashes', async () => {
    const id = await created('sidorov');
    const list = await server.get('/users', admin);
    expect(list.status).toBe(200);
    const row = list.body.list.find((a: { id: string }) => a.id === id);
    expect(row).toMatchObject({
      login: 'sidorov',
      storeName: 'Авиапарк',
      phone: '79161234567',
      active: true,
    });
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash|\$2[aby]\$/);
    const session = await signIn('Sidorov', 'Пароль-123');
    expect(session.status).toBe(200);
    expect((await server.post('/ping', {}, session.body.token)).body.userId).toBe(id);
  });

  it('refuses a taken login (also of accounts made before logins were reserved), writing nothing', async () => {
    for (const login of ['sidorov', 'admin']) {
      const before = await server.services.events.headPosition();
      const res = await server.post('/users', account(login), admin);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(`Логин «${login}» уже занят`);
      expect(await server.recordsWrittenSince(before)).toEqual([]);
    }
  });

  it('is Admin’s only', async () => {
    const hr = (await server.login('hr')).token;
    expect((await server.get('/users', hr)).status).toBe(403);
    expect((await server.post('/users', account('hr-made'), hr)).status).toBe(403);
  });

  it('edits role and lists; the token of the next sign-in carries them', async () => {
    const id = await created('volkova');
    const edited = await put(
      `/users/${id}`,
      {
        scope: 'RegionDirector',
        surname: 'Волкова',
        name: 'Ирина',
        positionName: 'Региональный директор',
        storeId: '',
        allowedRegions: ['77'],
        allowedStores: ['20118'],
        phone: '',
      },
      admin,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.account).toMatchObject({
      scope: 'RegionDirector',
      storeId: null,
      allowedRegions: ['77'],
      allowedStores: ['20118'],
      phone: null,
    });
    const session = await signIn('volkova', 'Пароль-123');
    const claims = JSON.parse(Buffer.from(session.body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ scope: 'RegionDirector', allowedRegions: ['77'] });
  });

  it('an edit of the rights ends the tokens that carry the old ones at once; a refresh gets the new', async () => {
    const id = await created('lisina', {
      scope: 'UnitDirector',
      storeId: '',
      allowedStores: ['10412', '10234'],
    });
    const before = await signIn('lisina', 'Пароль-123');
    expect((await server.post('/ping', {}, before.body.token)).status).toBe(200);
    const socket = await connect(server.url, before.body.token);
    const closed = waitForEvent(socket, 'disconnect', () => true, 2000);
    const edited = await put(
      `/users/${id}`,
      {
        scope: 'UnitDirector',
        surname: 'Лисина',
        name: 'Анна',
        positionName: 'Директор подразделения',
        storeId: '',
        allowedStores: ['10234'],
        phone: '',
      },
      admin,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // The old token still names store 10412: refused on the next call, and its socket is closed.
    expect((await server.post('/ping', {}, before.body.token)).status).toBe(401);
    await closed;
    socket.close();
    const refreshed = await fetch(`${server.url}/api/v1/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${before.body.refreshToken}` },
    });
    expect(refreshed.status).toBe(200);
    const { token } = (await refreshed.json()) as { token: string };
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.allowedStores).toEqual(['10234']);
    expect((await server.post('/ping', {}, token)).status).toBe(200);
  });

  it('refuses to deactivate one’s own account', async () => {
    const res = await server.post('/users/1001/deactivate', {}, admin);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Нельзя отключить собственную учётную запись');
  });
});

describe('a deactivated account', () => {
  it('loses its access token, refresh token, sign-in and sockets at once; reactivation lets it sign in again', async () => {
    const id = await created('ushedshiy');
    const session = (await signIn('ushedshiy', 'Пароль-123')).body;
    const socket = await connect(server.url, session.token);
    try {
      expect((await socket.timeout(2000).emitWithAck('watch', { room: 'list:positions' })).ok).toBe(true);
      expect((await server.post('/list-positions', {}, session.token)).status).toBe(200);
      const closed = waitForEvent(socket, 'disconnect');
      const off = await server.post(`/users/${id}/deactivate`, { cause: 'Уволен' }, admin);
      expect(off.status).toBe(200);
      expect(off.body.account).toMatchObject({ active: false, deactivationReason: 'Уволен' });
      await closed;
      expect(socket.connected).toBe(false);
    } finally {
      socket.close();
    }
    expect((await server.post('/list-positions', {}, session.token)).status).toBe(401);
    expect((await server.post('/refresh', {}, session.refreshToken)).status).toBe(401);
    const refused = await signIn('ushedshiy', 'Пароль-123');
    expect(refused).toMatchObject({ status: 401, body: { message: 'Учётная запись отключена' } });
    await expect(connect(server.url, session.token)).rejects.toThrow();
    // A wrong password says nothing about the account being switched off.
    expect((await signIn('ushedshiy', 'не-тот-пароль')).body.message).toMatch(/неверный логин или пароль/);
    expect((await server.post(`/users/${id}/deactivate`, {}, admin)).status).toBe(422);

    const on = await server.post(`/users/${id}/reactivate`, {}, admin);
    expect(on.body.account).toMatchObject({ active: true, deactivationReason: null });
    const again = await signIn('ushedshiy', 'Пароль-123');
    expect(again.status).toBe(200);
    expect((await server.post('/list-positions', {}, again.body.token)).status).toBe(200);
    // The sign-in made before the deactivation stays void.
    expect((await server.post('/list-positions', {}, session.token)).status).toBe(401);
  });

  it('a password reset ends earlier sign-ins; the new password works, the old one does not', async () => {
    const id = await created('zabyvchivyi');
    const session = (await signIn('zabyvchivyi', 'Пароль-123')).body;
    const reset = await server.post(`/users/${id}/reset-password`, { password: 'Новый-пароль-1' }, admin);
    expect(reset.status).toBe(200);
    expect((await server.post('/ping', {}, session.token)).status).toBe(401);
    expect((await server.post('/refresh', {}, session.refreshToken)).status).toBe(401);
    expect((await signIn('zabyvchivyi', 'Пароль-123')).status).toBe(401);
    const fresh = await signIn('zabyvchivyi', 'Новый-пароль-1');
    expect(fresh.status).toBe(200);
    expect((await server.post('/ping', {}, fresh.body.token)).status).toBe(200);
  });

  it('shows in the account’s history who did what, without secrets', async () => {
    const id = await created('istoriya');
    const { login: _l, password: _p, ...fields } = account('istoriya');
    await put(`/users/${id}`, { ...fields, permissions: ['MANAGE_QUESTIONNAIRE_AL'] }, admin);
    await server.post(`/users/${id}/reset-password`, { password: 'Новый-пароль-1' }, admin);
    await server.post(`/users/${id}/deactivate`, { cause: 'Отпуск' }, admin);
    await server.post(`/users/${id}/reactivate`, {}, admin);
    const history = await server.get(`/audit/user/${id}`, admin);
    expect(history.status).toBe(200);
    const entries = history.body as { type: string; actor: { userId: string }; data: any }[];
    expect(entries.map((e) => e.type)).toEqual([
      'UserRegistered',
      'UserAccountEdited',
      'UserPasswordReset',
      'UserDeactivated',
      'UserReactivated',
    ]);
    expect(entries.every((e) => e.actor.userId === '1001')).toBe(true);
    expect(entries[1]!.data).toMatchObject({
      permissions: ['MANAGE_QUESTIONNAIRE_AL'],
      changed: ['permissions'],
    });
    expect(JSON.stringify(entries)).not.toMatch(/\$2[aby]\$/);
  });
});

describe('on every node', () => {
  it('a deactivation on one API node ends the account’s calls and sockets on another at once', async () => {
    const other = await startTestServer({}, server.dataDir);
    try {
      const id = await created('dva-uzla');
      const session = await other.post('/login', { login: 'dva-uzla', password: 'Пароль-123' });
      expect(session.status).toBe(200);
      const socket = await connect(other.url, session.body.token);
      try {
        expect((await other.post('/list-positions', {}, session.body.token)).status).toBe(200);
        const closed = waitForEvent(socket, 'disconnect');
        expect((await server.post(`/users/${id}/deactivate`, {}, admin)).status).toBe(200);
        await closed;
      } finally {
        socket.close();
      }
      expect((await other.post('/list-positions', {}, session.body.token)).status).toBe(401);
      expect((await other.post('/refresh', {}, session.body.refreshToken)).status).toBe(401);
    } finally {
      await other.stop();
    }
  });

  it('a restarted node still refuses a switched-off account (loaded from the read model)', async () => {
    const id = await created('posle-restarta');
    const session = (await signIn('posle-restarta', 'Пароль-123')).body;
    await server.post(`/users/${id}/deactivate`, {}, admin);
    const again = await startTestServer({}, server.dataDir);
    try {
      expect((await again.post('/ping', {}, session.token)).status).toBe(401);
      expect((await again.post('/ping', {}, (await again.login('hr')).token)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
