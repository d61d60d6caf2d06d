import { io, type Socket } from 'socket.io-client';
import { applyPresence, type PresenceMessage, type Viewer } from '#events/core/presence';

/** What the server pushes on 'change'. */
export interface ChangeMessage {
  position: number;
  collection: string;
  id: string;
  doc: Record<string, unknown> | null;
}

/** What the server pushes on 'presence': a whole list (to a joiner) or who came and who left. */
export type { PresenceMessage, Viewer };

/**
 * The viewers of `room` as a console sees them (every 'presence' message applied in order), and a
 * wait for a list that satisfies `predicate`. Start it before the socket watches the room.
 */
export function trackPresence(socket: Socket, room: string) {
  let viewers: Viewer[] = [];
  const waiters = new Set<() => void>();
  socket.on('presence', (message: PresenceMessage) => {
    if (message.room !== room) return;
    viewers = applyPresence(viewers, message);
    for (const check of waiters) check();
  });
  return {
    viewers: () => viewers,
    until(predicate: (viewers: Viewer[]) => boolean, timeoutMs = 1000): Promise<Viewer[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(viewers)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(viewers);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`presence of ${room} never matched: ${JSON.stringify(viewers)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

export type Ack = Record<string, unknown> & { ok: boolean };

/** A Socket.IO client as the console opens it (no reconnection, so a test controls every connection). */
export function openSocket(url: string, token?: string): Socket {
  return io(url, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves once connected; rejects with the connect_error (or on timeout). */
export function connected(socket: Socket, timeoutMs = 2000): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('connect timed out')), timeoutMs);
    const done = (err?: Error) => {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      socket.off('connect_error', onError);
      if (err) reject(err);
      else resolve();
    };
    const onConnect = () => done();
    const onError = (err: Error) => done(err);
    socket.on('connect', onConnect);
    socket.on('connect_error', onError);
  });
}

/** Opens a socket and waits until it is connected. */
export async function connect(url: string, token: string): Promise<Socket> {
  const socket = openSocket(url, token);
  await connected(socket);
  return socket;
}

/** The first `name` event whose payload satisfies `predicate`, or a rejection after `timeoutMs`. */
export function waitForEvent<T = unknown>(
  socket: Socket,
  name: string,
  predicate: (payload: T) => boolean = () => true,
  timeoutMs = 1000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener);
      reject(new Error(`no '${name}' event matching the predicate within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!predicate(payload)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(payload);
    };
    socket.on(name, listener);
  });
}

/** Every `name` event from now on, in arrival order (a live array). */
export function collectEvents<T = unknown>(socket: Socket, name: string): T[] {
  const seen: T[] = [];
  socket.on(name, (payload: T) => seen.push(payload));
  return seen;
}

/** Emits with an acknowledgement; rejects if the server does not answer within `timeoutMs`. */
export async function request(
  socket: Socket,
  event: string,
  payload: unknown,
  timeoutMs = 1000,
): Promise<Ack> {
  return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as Ack;
}

export const watch = (socket: Socket, room: unknown) => request(socket, 'watch', { room });

/** Resolves once the socket is closed (immediately if it already is). */
export function disconnected(socket: Socket, timeoutMs = 1000): Promise<void> {
  if (!socket.connected) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    socket.once('disconnect', () => (clearTimeout(timer), resolve()));
    socket.disconnect();
  });
}

/**
 * The sockets a test file opens, each closed after its test (call `closeAll` in afterEach):
 * `of(login)` connects with that demo user's token, `track` adds a socket opened another way.
 */
export function socketTracker(url: () => string, tokens: Record<string, string>) {
  let open: Socket[] = [];
  const track = (socket: Socket): Socket => (open.push(socket), socket);
  return {
    track,
    async of(login: string): Promise<Socket> {
      const token = tokens[login];
      if (!token) throw new Error(`no token for ${login}`);
      return track(await connect(url(), token));
    },
    async closeAll(): Promise<void> {
      const closing = open;
      open = [];
      await Promise.all(closing.map((socket) => disconnected(socket)));
    },
  };
}

/** Resolves after `ms`: a quiet period in which an event must NOT arrive. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
