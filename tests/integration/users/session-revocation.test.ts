import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connect, waitForEvent } from '../../helpers/socket';

/**
 * Issue 11, item 5: a logout ends the sign-in at once (access token, sockets), and a refresh token
 * works once: replayed after the grace period, it revokes the whole sign-in.
 */
describe('sessions really revoked', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REFRESH_REUSE_GRACE_MS: '300' });
  });
  afterAll(() => server.stop());

  const signIn = async (login: string) => {
    const res = await server.post('/login', { login, password: 'demo' });
    expect(res.status).toBe(200);
    return res.body as { token: string; refreshToken: string };
  };

  it('refuses the access token right after logout, and another sign-in of the same user still works', async () => {
    const first = await signIn('director');
    const second = await signIn('director');
    expect((await server.post('/list-positions', {}, first.token)).status).toBe(200);
    const out = await server.post('/logout', { refreshToken: first.refreshToken }, first.token);
    expect(out.status).toBe(200);
    expect((await server.post('/list-positions', {}, first.token)).status).toBe(401);
    expect((await server.post('/ping', {}, first.token)).status).toBe(401);
    expect((await server.post('/list-positions', {}, second.token)).status).toBe(200);
  });

  it('closes the sign-in’s open sockets on logout, so no further changes reach them', async () => {
    const session = await signIn('admin');
    const other = await signIn('admin');
    const socket = await connect(server.url, session.token);
    const witness = await connect(server.url, other.token);
    try {
      const watch = (s: typeof socket) => s.timeout(2000).emitWithAck('watch', { room: 'list:positions' });
      expect((await watch(socket)).ok).toBe(true);
      expect((await watch(witness)).ok).toBe(true);
      const closed = waitForEvent(socket, 'disconnect');
      await server.post('/logout', { refreshToken: session.refreshToken }, session.token);
      await closed;
      expect(socket.connected).toBe(false);
      // The other sign-in keeps receiving changes; the closed one cannot come back with its token.
      const change = waitForEvent(witness, 'change');
      const saved = await server.post(
        '/save-positions',
        {
          positions: [
            { title: 'Мерчендайзер смены', use_to_search_candidate: true, show_on_vacancies_feed: false },
          ],
        },
        other.token,
      );
      expect(saved.status).toBe(200);
      await change;
      await expect(connect(server.url, session.token)).rejects.toThrow();
    } finally {
      socket.close();
      witness.close();
    }
  });

  it('rotates refresh tokens: the new one works, the old one replayed later revokes the whole sign-in', async () => {
    const session = await signIn('hr');
    const rotated = await server.post('/refresh', {}, session.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body.refreshToken).not.toBe(session.refreshToken);
    const again = await server.post('/refresh', {}, rotated.body.refreshToken);
    expect(again.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the grace period
    // The first token, replayed (a stolen copy): refused, and the owner's newest tokens die with it.
    expect((await server.post('/refresh', {}, session.refreshToken)).status).toBe(401);
    expect((await server.post('/refresh', {}, again.body.refreshToken)).status).toBe(401);
    expect((await server.post('/ping', {}, again.body.token)).status).toBe(401);
  });

  it('lets two tabs refresh with the same token at the same moment', async () => {
    const session = await signIn('hr');
    const [a, b] = await Promise.all([
      server.post('/refresh', {}, session.refreshToken),
      server.post('/refresh', {}, session.refreshToken),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await server.post('/ping', {}, a.body.token)).status).toBe(200);
    expect((await server.post('/ping', {}, b.body.token)).status).toBe(200);
  });

  it('keeps a revocation after a restart (loaded from the read model)', async () => {
    const session = await signIn('unitdirector');
    await server.post('/logout', { refreshToken: session.refreshToken }, session.token);
    const dir = server.dataDir;
    const again = await startTestServer({}, dir);
    try {
      expect((await again.post('/ping', {}, session.token)).status).toBe(401);
    } finally {
      await again.stop();
    }
  });
});
