import type { IncomingMessage, ServerResponse } from 'node:http';
import jwt from 'jsonwebtoken';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PositionView } from '#events/positions/events';
import { startTestServer, type TestServer } from '../helpers/server';
import {
  collectEvents,
  connected,
  disconnected,
  openSocket,
  pause,
  request,
  waitForEvent,
  watch,
  type ChangeMessage,
  type PresenceMessage,
  type Viewer,
  socketTracker,
  trackPresence,
} from '../helpers/socket';

let server: TestServer;
const tokens: Record<string, string> = {};
const sockets = socketTracker(() => server.url, tokens);
let titleSeq = 0;

beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['admin', 'hr', 'director']) tokens[login] = (await server.login(login)).token;
});

afterAll(async () => {
  await server?.stop();
});

afterEach(() => sockets.closeAll());

const uniqueTitle = (label: string) => `Тест realtime ${label} ${Date.now()} ${++titleSeq}`;

/** Saves positions as HR (who is in the settings list in demo mode) and returns what the server saved. */
async function savePositions(rows: Record<string, unknown>[]): Promise<PositionView[]> {
  const res = await server.post(
    '/save-positions',
    { positions: rows.map((r) => ({ use_to_search_candidate: true, show_on_vacancies_feed: false, ...r })) },
    tokens.hr,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.list as PositionView[];
}

async function createPosition(label: string): Promise<PositionView> {
  const [saved] = await savePositions([{ title: uniqueTitle(label) }]);
  if (!saved) throw new Error('save-positions returned nothing');
  return saved;
}

/** Resolves with the connect_error message; fails the test if the socket connects. */
async function refusal(token: string | undefined): Promise<string> {
  const socket = openSocket(server.url, token);
  sockets.track(socket);
  const error = await connected(socket).then(
    () => null,
    (err: Error) => err,
  );
  expect(socket.connected).toBe(false);
  expect(error).toBeInstanceOf(Error);
  return error!.message;
}

describe('authentication', () => {
  it('refuses a socket without a token', async () => {
    expect(await refusal(undefined)).toMatch(/авторизации/);
    expect(await refusal('')).toMatch(/авторизации/);
  });

  it('refuses garbage, expired, foreign and refresh tokens', async () => {
    const claims = jwt.decode(tokens.admin!) as Record<string, unknown>;
    const { iat: _iat, exp: _exp, ...rest } = claims;
    const secret = server.services.config.jwtSecret;
    const expired = jwt.sign({ ...rest, exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
      algorithm: 'HS256',
    });
    const foreign = jwt.sign(rest, 'not-the-server-secret-not-the-server-secret', {
      algorithm: 'HS256',
      expiresIn: 600,
    });
    const refreshToken = (await server.login('admin')).refreshToken;

    for (const token of ['garbage', 'a.b.c', expired, foreign, refreshToken]) {
      expect(await refusal(token)).toMatch(/авторизации/);
    }
  });

  it('accepts a valid access token', async () => {
    const socket = await sockets.of('admin');
    expect(socket.connected).toBe(true);
  });
});

describe('live changes', () => {
  it("pushes a command's changes only after its HTTP reply has been written", async () => {
    const order: string[] = [];
    const onRequest = (req: IncomingMessage, res: ServerResponse) => {
      if (!req.url?.endsWith('/save-positions')) return;
      const end = res.end.bind(res);
      res.end = ((...args: Parameters<typeof end>) => {
        order.push('reply');
        return end(...args);
      }) as typeof res.end;
    };
    server.http.prependListener('request', onRequest);
    const publish = server.hub.publish.bind(server.hub);
    server.hub.publish = (changes) => {
      if (changes.some((c) => c.collection === 'positions')) order.push('push');
      publish(changes);
    };
    try {
      const watcher = await sockets.of('admin');
      expect(await watch(watcher, 'list:positions')).toMatchObject({ ok: true });
      const pushed = waitForEvent<ChangeMessage>(watcher, 'change', (c) => c.collection === 'positions');
      await createPosition('order');
      await pushed;
      expect(order).toEqual(['reply', 'push']);
    } finally {
      server.http.off('request', onRequest);
      server.hub.publish = publish;
    }
  });

  it('pushes a position saved by another user to a list watcher', async () => {
    const admin = await sockets.of('admin');
    const ack = await watch(admin, 'list:positions');
    expect(ack).toMatchObject({ ok: true });
    expect(typeof ack.position).toBe('number');

    const title = uniqueTitle('list');
    const arrived = waitForEvent<ChangeMessage>(admin, 'change', (c) => c.doc?.title === title, 1000);
    const [saved] = await savePositions([{ title }]);
    const change = await arrived;

    expect(change.collection).toBe('positions');
    expect(change.id).toBe(saved!.id);
    expect(change.doc).toMatchObject({ title, use_to_search_candidate: true, show_on_vacancies_feed: false });
    expect(change.doc).not.toHaveProperty('_pos');
    expect(change.position).toBeGreaterThan(ack.position as number);
  });

  it('pushes to a record room only the changes of that record', async () => {
    const watched = await createPosition('watched');
    const other = await createPosition('other');
    const admin = await sockets.of('admin');
    expect(await watch(admin, `doc:positions:${watched.id}`)).toMatchObject({ ok: true });
    const changes = collectEvents<ChangeMessage>(admin, 'change');

    // The other record changes first: had it been delivered, it would arrive before the watched one.
    const renamedOther = uniqueTitle('other renamed');
    await savePositions([{ id: other.id, revision: other.revision, title: renamedOther }]);
    const renamed = uniqueTitle('watched renamed');
    const arrived = waitForEvent<ChangeMessage>(admin, 'change', (c) => c.id === watched.id, 1000);
    await savePositions([{ id: watched.id, revision: watched.revision, title: renamed }]);
    await arrived;

    expect(changes.map((c) => c.id)).toEqual([watched.id]);
    expect(changes[0]?.doc).toMatchObject({ title: renamed });
  });

  it('stops pushing after unwatch', async () => {
    const position = await createPosition('unwatch');
    const admin = await sockets.of('admin');
    expect(await watch(admin, `doc:positions:${position.id}`)).toMatchObject({ ok: true });
    const changes = collectEvents<ChangeMessage>(admin, 'change');
    admin.emit('unwatch', { room: `doc:positions:${position.id}` });
    // The ack of a later message proves the server processed the unwatch before the save.
    expect(await watch(admin, 'doc:positions:unrelated')).toMatchObject({ ok: true });

    await savePositions([{ id: position.id, revision: position.revision, title: uniqueTitle('unwatched') }]);
    await pause(300);
    expect(changes).toEqual([]);
  });
});

describe('room access', () => {
  it('refuses rooms of collections that are never pushed', async () => {
    const admin = await sockets.of('admin');
    const rooms = [
      'list:users',
      'doc:users:1001',
      'list:revokedTokens',
      'doc:revokedTokens:x',
      'list:__proto__',
      'list:constructor',
      'doc:toString:1',
    ];
    for (const room of rooms) {
      expect(await watch(admin, room), room).toMatchObject({ ok: false, message: expect.any(String) });
    }
  });

  it('lets a store director watch only his own store', async () => {
    const director = await sockets.of('director');
    expect(await watch(director, 'store:99999')).toMatchObject({ ok: false });
    expect(await watch(director, 'store:10412')).toMatchObject({ ok: true });
    expect(await watch(director, 'list:positions')).toMatchObject({ ok: true });
  });

  it('lets admin and HR watch any store', async () => {
    const admin = await sockets.of('admin');
    const hr = await sockets.of('hr');
    for (const socket of [admin, hr]) {
      expect(await watch(socket, 'store:99999')).toMatchObject({ ok: true });
      expect(await watch(socket, 'store:10412')).toMatchObject({ ok: true });
    }
  });

  it('refuses garbage room names and payloads without crashing', async () => {
    const admin = await sockets.of('admin');
    for (const room of [
      '',
      'x',
      'list:',
      'doc:',
      'doc:positions',
      'store:',
      'store:1:2',
      'x'.repeat(500),
      5,
      null,
      {},
      ['list:positions'],
    ]) {
      expect(await watch(admin, room), JSON.stringify(room)).toMatchObject({ ok: false });
    }
    for (const payload of ['list:positions', 42, null, [], true]) {
      expect(await request(admin, 'watch', payload), JSON.stringify(payload)).toMatchObject({ ok: false });
    }
    // Messages without an acknowledgement or with odd shapes must not throw on the server either.
    admin.emit('watch');
    admin.emit('watch', { room: 'list:positions' });
    admin.emit('unwatch');
    admin.emit('unwatch', null);
    admin.emit('unwatch', 'list:positions');
    admin.emit('unwatch', { room: { toString: 1 } });
    admin.emit('resume');
    admin.emit('resume', null);
    expect(await request(admin, 'resume', { position: -1 })).toMatchObject({ ok: false });
    expect(await request(admin, 'resume', { position: 'abc' })).toMatchObject({ ok: false });
    expect(await request(admin, 'resume', 'nonsense')).toMatchObject({ ok: false });
    expect(await request(admin, 'resume', { position: { valueOf: 1, toString: 1 } })).toMatchObject({
      ok: false,
    });

    // The same socket and the HTTP API still answer.
    expect(await watch(admin, 'list:positions')).toMatchObject({ ok: true });
    const ping = await server.post('/ping', {}, tokens.admin);
    expect(ping).toMatchObject({ status: 200, body: { ok: true, userId: '1001' } });
  });
});

describe('presence', () => {
  const admin = { userId: '1001', name: 'Админова Анна', role: 'Admin', roleTitle: 'Администратор' };
  const hr = { userId: '1002', name: 'Кадрова Елена', role: 'HR', roleTitle: 'HR-специалист' };
  // Rooms of their own: sockets of earlier tests may still be leaving shared rooms.
  let roomSeq = 0;
  const freshRoom = () => `doc:positions:presence-${Date.now()}-${++roomSeq}`;

  it('lists everyone watching a room and drops whoever disconnects', async () => {
    const room = freshRoom();
    const adminSocket = await sockets.of('admin');
    const hrSocket = await sockets.of('hr');
    const adminSees = trackPresence(adminSocket, room);
    const hrSees = trackPresence(hrSocket, room);

    // A joiner gets the whole list at once, in a message of its own.
    const alone = waitForEvent<PresenceMessage>(adminSocket, 'presence', (p) => p.room === room);
    expect(await watch(adminSocket, room)).toMatchObject({ ok: true });
    expect(await alone).toEqual({ room, viewers: [admin] });

    // The others learn only who came.
    const change = waitForEvent<PresenceMessage>(
      adminSocket,
      'presence',
      (p) => p.room === room && 'joined' in p && p.joined.some((v) => v.userId === hr.userId),
    );
    expect(await watch(hrSocket, room)).toMatchObject({ ok: true });
    expect(await change).not.toHaveProperty('viewers');
    for (const seen of [adminSees, hrSees]) {
      const viewers = await seen.until((v) => v.length === 2);
      expect(viewers).toEqual(expect.arrayContaining([admin, hr]));
    }

    await disconnected(hrSocket);
    expect(await adminSees.until((v) => v.length === 1)).toEqual([admin]);
  });

  it('lists a user with two sockets once and keeps him while one socket stays', async () => {
    const room = freshRoom();
    const first = await sockets.of('admin');
    const second = await sockets.of('admin');
    const hrSocket = await sockets.of('hr');
    const firstSees = trackPresence(first, room);
    const hrSees = trackPresence(hrSocket, room);
    expect(await watch(first, room)).toMatchObject({ ok: true });
    await pause(150); // the tick that announces the first tab
    const firstMessages = collectEvents<PresenceMessage>(first, 'presence');

    // A second tab of the same person changes nobody's list: the first tab hears nothing.
    const secondSees = trackPresence(second, room);
    expect(await watch(second, room)).toMatchObject({ ok: true });
    expect(await secondSees.until((v) => v.length === 1)).toEqual([admin]);
    await pause(150);
    expect(firstMessages.filter((m) => m.room === room)).toEqual([]);

    expect(await watch(hrSocket, room)).toMatchObject({ ok: true });
    const ids = (v: Viewer[]) => v.map((x) => x.userId).sort();
    expect(ids(await firstSees.until((v) => v.length === 2))).toEqual(['1001', '1002']);

    // Closing one of admin's tabs leaves him listed.
    await disconnected(second);
    await pause(150);
    expect(ids(hrSees.viewers())).toEqual(['1001', '1002']);

    // Unwatching removes HR for the others.
    hrSocket.emit('unwatch', { room });
    expect(await firstSees.until((v) => v.length === 1)).toEqual([admin]);
  });

  it('coalesces a burst of joins into a few small updates instead of a full list per join', async () => {
    const room = freshRoom();
    const watcher = await sockets.of('admin');
    expect(await watch(watcher, room)).toMatchObject({ ok: true });
    await pause(150);
    const messages = collectEvents<PresenceMessage>(watcher, 'presence');
    const joiners = await Promise.all(Array.from({ length: 12 }, () => sockets.of('hr')));
    await Promise.all(joiners.map((socket) => watch(socket, room)));
    await pause(200);
    const updates = messages.filter((m) => m.room === room);
    // One person (hr) came, however many of their sockets joined: at most a couple of ticks' worth.
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.length).toBeLessThanOrEqual(2);
    expect(updates.every((m) => 'joined' in m)).toBe(true);
    expect(updates.flatMap((m) => ('joined' in m ? m.joined : []))).toEqual([hr]);
  });
});

describe('resume', () => {
  it('replays the changes missed while disconnected, once and in order', async () => {
    const before = await sockets.of('admin');
    const ack = await watch(before, 'list:positions');
    expect(ack).toMatchObject({ ok: true });
    const lastSeen = ack.position as number;
    await disconnected(before);

    const titles = [uniqueTitle('missed 1'), uniqueTitle('missed 2')];
    const saved = [
      ...(await savePositions([{ title: titles[0] }])),
      ...(await savePositions([{ title: titles[1] }])),
    ];

    const after = await sockets.of('admin');
    expect(await watch(after, 'list:positions')).toMatchObject({ ok: true });
    const changes = collectEvents<ChangeMessage>(after, 'change');
    const resumed = await request(after, 'resume', { position: lastSeen });

    expect(resumed).toMatchObject({ ok: true, replayed: 2 });
    // Replayed changes are emitted before the acknowledgement, on the same ordered connection.
    expect(changes).toHaveLength(resumed.replayed as number);
    expect(changes.map((c) => c.id)).toEqual(saved.map((p) => p.id));
    expect(changes.map((c) => c.doc?.title)).toEqual(titles);
    expect(changes[0]!.position).toBeGreaterThan(lastSeen);
    expect(changes[1]!.position).toBeGreaterThan(changes[0]!.position);
    for (const c of changes) expect(c.doc).not.toHaveProperty('_pos');

    // Nothing more arrives later (no duplicate live delivery).
    await pause(200);
    expect(changes).toHaveLength(2);
  });

  it('replays only changes of rooms the socket watches', async () => {
    const before = await sockets.of('admin');
    const lastSeen = (await watch(before, 'list:positions')).position as number;
    const [first, second] = [await createPosition('room a'), await createPosition('room b')];

    const after = await sockets.of('admin');
    expect(await watch(after, `doc:positions:${second!.id}`)).toMatchObject({ ok: true });
    const changes = collectEvents<ChangeMessage>(after, 'change');
    expect(await request(after, 'resume', { position: lastSeen })).toMatchObject({ ok: true, replayed: 1 });
    expect(changes.map((c) => c.id)).toEqual([second!.id]);
    expect(changes.map((c) => c.id)).not.toContain(first!.id);

    const idle = await sockets.of('admin');
    expect(await request(idle, 'resume', { position: lastSeen })).toMatchObject({ ok: true, replayed: 0 });
  });

  it('asks for a snapshot when the position is older than the buffer', async () => {
    // The buffer starts at the position the server had when it came up (after the demo seed).
    const admin = await sockets.of('admin');
    expect(await watch(admin, 'list:positions')).toMatchObject({ ok: true });
    expect(await request(admin, 'resume', { position: 0 })).toMatchObject({ ok: false, snapshot: true });
  });
});
