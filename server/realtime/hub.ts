import { stringField } from '#events/core/json';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { DefaultEventsMap } from 'socket.io';
import type { AppliedChange } from '#projections/core/apply';
import type { AccessClaims } from '../auth/tokens';
import type { Services } from '../core/services';
import type { PresenceMessage } from '#events/core/presence';
import { HubPresence } from './hub-presence';
import { latestPerDocument, ReplayBuffer, type PushedChange } from './replay-buffer';
import { maskedRoom, parseRoom, roomsOf, storeDeliveryRoom } from './rooms';
import { canJoin, ownStoreDocCheck, ruleOf, storeCollectionsOf } from '../access/rooms';
import { attachPublicFeed } from './public-feed';
import { publicRooms } from '../core/registry';
import { SocketWatches } from './socket-watches';
import type { LiveRule } from './live-rule';

/** A console watches a handful of rooms; this bounds what one socket can make the server track. */
const MAX_ROOMS_PER_SOCKET = 100;
/** setTimeout's limit (about 24.8 days): a longer-lived token's socket is closed then and reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Changes pushed per turn of the event loop (a rebuild-sized batch never blocks other requests). */
const PUBLISH_CHUNK = 200;
/**
 * Socket.IO's heartbeat: a socket that stops answering is closed at most interval + timeout (7 s)
 * after its last answer, and its viewer leaves every presence list (issue 24, item 2: gone within
 * 10 s on every node; the others hear of it within a presence poll, cluster-presence.ts). Socket.IO's
 * defaults (25 s + 20 s) kept a vanished console listed for 45 s.
 */
export const PING_INTERVAL_MS = 4000;
export const PING_TIMEOUT_MS = 3000;

type Ack = (reply: Record<string, unknown>) => void;
/** What the hub keeps on a socket: the signed-in user its token proved. */
type HubData = { user?: AccessClaims };
type HubSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, HubData>;

/**
 * Socket.IO side of the read models: authenticated sockets watch rooms (a record, a list, a store),
 * receive every committed change of what they watch, see who else is watching, and resume after a
 * reconnect from their last position.
 */
export class RealtimeHub {
  readonly io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, HubData>;
  /** Who watches what, here and on the other API nodes. */
  private readonly presence: HubPresence;
  private readonly buffer: ReplayBuffer;
  /** Committed changes not yet pushed, in commit order. */
  private queue: AppliedChange[] = [];
  private draining = false;

  constructor(
    http: HttpServer,
    private readonly s: Services,
  ) {
    this.buffer = new ReplayBuffer(s.runner.position);
    this.io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, HubData>(http, {
      path: '/socket.io',
      serveClient: false,
      cors: { origin: false },
      // A console that lost the network (no close, no FIN) is found by its missing pong.
      pingInterval: PING_INTERVAL_MS,
      pingTimeout: PING_TIMEOUT_MS,
    });
    this.io.use((socket, next) => {
      try {
        socket.data.user = s.tokens.verifyAccess(String(socket.handshake.auth?.token ?? ''));
        next();
      } catch {
        next(new Error('Ошибка авторизации. Сессия устарела, перезайдите в приложение.'));
      }
    });
    this.io.on('connection', (socket) => this.attach(socket));
    // Pushed on a later turn of the event loop: the command's HTTP reply (which waited for the
    // projection) goes out first, and a big fan-out yields to other requests between chunks.
    s.runner.onCommit((changes) => this.enqueue(changes));
    // A revoked sign-in (logout, a replayed refresh token) loses its open sockets at once.
    s.revocations.onRevoked((sessionId) => {
      for (const socket of this.io.of('/').sockets.values()) {
        if (socket.data.user?.sid === sessionId) socket.disconnect(true);
      }
    });
    // A switched-off or signed-out account (issue 23, item 5) loses the sockets its tokens no longer open.
    s.revocations.accounts.onSignedOut((userId) => {
      for (const socket of this.io.of('/').sockets.values()) {
        const user = socket.data.user;
        if (user?.userId === userId && s.revocations.isRevoked(user)) socket.disconnect(true);
      }
    });
    // The public site's namespace has no authentication and one read-only room.
    attachPublicFeed(this.io, s, publicRooms());
    this.presence = new HubPresence(s.read.cluster, s.runner.id, (room, message) => {
      if (this.anyWatched([room])) this.io.to(room).emit('presence', message);
    });
  }

  private enqueue(changes: AppliedChange[]): void {
    // Nobody connected (a server catching up at its start): nothing to fan out, so the changes
    // only mark the replay buffer, at once, instead of queueing every document they carry.
    if (this.queue.length === 0 && this.io.of('/').sockets.size === 0) return this.publish(changes);
    this.queue.push(...[...changes].sort((a, b) => a.position - b.position));
    if (!this.draining) {
      this.draining = true;
      setImmediate(() => this.drain());
    }
  }

  /** Publishes queued changes in order, at most PUBLISH_CHUNK per turn of the event loop. */
  private drain(): void {
    const chunk = this.queue.splice(0, PUBLISH_CHUNK);
    if (chunk.length > 0) this.publish(chunk);
    if (this.queue.length > 0) setImmediate(() => this.drain());
    else this.draining = false;
  }

  publish(changes: AppliedChange[]): void {
    const pushed: PushedChange[] = [];
    // In position order, so a client's "last position seen" never skips an earlier change on resume.
    for (const c of [...changes].sort((a, b) => a.position - b.position)) {
      const delivery = this.deliveryOf(c.collection, c.id, c.doc);
      if (!delivery) continue;
      const base = { position: c.position, collection: c.collection, id: c.id };
      if (!delivery.mask) {
        pushed.push({ ...base, rooms: delivery.rooms });
        if (this.anyWatched(delivery.rooms))
          this.io.to(delivery.rooms).emit('change', { ...base, doc: delivery.doc });
        continue;
      }
      // The whole document only to the record's room; the masked one everywhere else, never to a
      // socket that gets the whole one (it watches the list too).
      const { record, others } = delivery;
      pushed.push({ ...base, rooms: [record] }, { ...base, rooms: others, except: [record] });
      if (this.anyWatched([record])) this.io.to(record).emit('change', { ...base, doc: delivery.doc });
      if (this.anyWatched(others))
        this.io
          .to(others)
          .except(record)
          .emit('change', { ...base, doc: delivery.mask.apply(delivery.doc) });
    }
    this.buffer.push(pushed);
  }

  /**
   * Where a document goes and in which forms: the rooms of its current state (a store room's
   * changes go to its per-collection delivery room, see storeDeliveryRoom), and for collections
   * with masked fields the record's room (whole) apart from the others (masked). Null: no room.
   */
  private deliveryOf(
    collection: string,
    id: string,
    stored: Record<string, unknown> | null,
  ): Delivery | null {
    const rooms = roomsOf(collection, id, stored).map((room) =>
      room.startsWith('store:') ? storeDeliveryRoom(room, collection) : room,
    );
    if (rooms.length === 0) return null;
    const mask = ruleOf(collection)?.mask;
    const doc = publicDoc(stored);
    if (!mask || !doc) return { mask: null, rooms, doc };
    const record = `doc:${collection}:${id}`;
    const others = [...rooms.filter((room) => room !== record), maskedRoom(record)];
    return { mask, rooms, doc, record, others };
  }

  /**
   * Whether any socket is in one of these rooms: Socket.IO encodes a broadcast before it looks for
   * receivers, and a server catching up thousands of events at its start would encode each for nobody.
   */
  private anyWatched(rooms: string[]): boolean {
    const live = this.io.of('/').adapter.rooms;
    return rooms.some((room) => (live.get(room)?.size ?? 0) > 0);
  }

  /**
   * Sends a resuming socket what it missed: each missed document once, as it is now in the read
   * store, in the form and to the rooms its current state allows (a document that has since left
   * the socket's rooms is not sent, as a live push would not have been), tagged with the position
   * of its last missed change.
   */
  private async replay(socket: HubSocket, missed: PushedChange[]): Promise<number> {
    let sent = 0;
    for (const change of latestPerDocument(missed)) {
      const stored = await this.s.read.get(change.collection, change.id).catch(() => null);
      const doc = this.versionFor(socket.rooms, change, stored);
      if (doc === undefined) continue;
      socket.emit('change', { position: change.position, collection: change.collection, id: change.id, doc });
      sent++;
    }
    return sent;
  }

  /** The form of a document a socket in these rooms receives now; undefined: none. */
  private versionFor(
    rooms: Set<string>,
    change: PushedChange,
    stored: Record<string, unknown> | null,
  ): Record<string, unknown> | null | undefined {
    // A removal reveals nothing: every room that received the document learns it is gone.
    if (!stored) return null;
    const delivery = this.deliveryOf(change.collection, change.id, stored);
    if (!delivery) return undefined;
    if (!delivery.mask) return delivery.rooms.some((r) => rooms.has(r)) ? delivery.doc : undefined;
    if (rooms.has(delivery.record)) return delivery.doc;
    return delivery.others.some((r) => rooms.has(r)) ? delivery.mask.apply(delivery.doc) : undefined;
  }

  private attach(socket: HubSocket): void {
    const user = socket.data.user;
    if (!user) {
      socket.disconnect(true);
      return;
    }
    // The access token authorises the socket only while it is valid: at its expiry the server
    // closes the socket, and the console reconnects with a refreshed token (or is signed out).
    const expiresAt = user.exp;
    if (typeof expiresAt === 'number') {
      const timer = setTimeout(
        () => socket.disconnect(true),
        Math.min(Math.max(expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS),
      );
      socket.on('disconnect', () => clearTimeout(timer));
    }
    const storeCollections = storeCollectionsOf(user, this.s.config);
    /** The rooms a store room stands for: where its changes are delivered to this user. */
    const joined = (room: string) => {
      if (room.startsWith('store:'))
        return [room, ...storeCollections.map((c) => storeDeliveryRoom(room, c))];
      const parsed = parseRoom(room);
      const mask = parsed?.kind === 'doc' ? ruleOf(parsed.collection)?.mask : undefined;
      return mask && !mask.whole(user.scope) ? [maskedRoom(room)] : [room];
    };
    const watched = new SocketWatches();
    socket.on('watch', async (msg: unknown, ack?: Ack) => {
      const name = roomNameOf(msg);
      const order = watched.begin(name);
      const room = await this.checkedRoom(user, msg).catch(() => null);
      // Left (or closed) while being checked: joining now would list the viewer for good.
      if (!watched.settle(name, order)) return reply(ack, { ok: false, message: 'Подписка отменена' });
      if (!room) return reply(ack, { ok: false, message: 'Нет доступа к этим данным' });
      if (!watched.has(room) && watched.size >= MAX_ROOMS_PER_SOCKET)
        return reply(ack, { ok: false, message: 'Слишком много подписок' });
      watched.add(room);
      void socket.join(joined(room));
      // The joiner gets the whole list now; the others learn of the joiner with the next tick.
      const viewers = this.presence.join(room, socket.id, user);
      socket.emit('presence', { room, viewers } satisfies PresenceMessage);
      reply(ack, { ok: true, position: this.s.runner.position });
    });
    socket.on('unwatch', (msg: unknown) => {
      // Only a string: String() of a crafted object ({ toString: 1 }) throws and would crash the process.
      const room = roomNameOf(msg);
      if (room === null || !watched.unwatch(room)) return;
      for (const name of joined(room)) void socket.leave(name);
      this.presence.leave(room, socket.id);
    });
    socket.on('resume', (msg: unknown, ack?: Ack) => {
      const raw = fieldOf(msg, 'position');
      const position = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
      if (!Number.isSafeInteger(position) || position < 0)
        return reply(ack, { ok: false, message: 'Неверная позиция' });
      const missed = this.buffer.since(position, socket.rooms);
      if (!missed) return reply(ack, { ok: false, snapshot: true });
      void this.replay(socket, missed).then((replayed) => reply(ack, { ok: true, replayed }));
    });
    // The rooms the socket asked to watch, not the Socket.IO rooms it is in: a masked viewer (a unit
    // or region director on a card) is in the card's '#masked' delivery room, never in the card's.
    socket.on('disconnect', () => {
      for (const room of watched.close()) this.presence.leave(room, socket.id);
    });
  }

  private async checkedRoom(user: AccessClaims, msg: unknown): Promise<string | null> {
    const name = roomNameOf(msg);
    if (name === null || name.length > 200) return null;
    const room = parseRoom(name);
    if (!room || !canJoin(user, room, this.s.config)) return null;
    const stores = ownStoreDocCheck(user, room);
    if (stores !== null && room.kind === 'doc') {
      const read = (collection: string) => this.s.read.get(collection, room.id).catch(() => null);
      // Not made yet: its parent record's store decides (the checks or approval of a questionnaire).
      const parent = ruleOf(room.collection)?.parentCollection;
      const doc = (await read(room.collection)) ?? (parent ? await read(parent) : null);
      if (!stores.includes(stringField(doc, 'IStoreId') ?? stringField(doc, 'storeId') ?? '')) return null;
    }
    return name;
  }

  async close(): Promise<void> {
    await this.presence.close();
    return new Promise((resolve) => {
      void this.io.close(() => resolve());
    });
  }
}

type Delivery =
  | { mask: null; rooms: string[]; doc: Record<string, unknown> | null }
  | {
      mask: NonNullable<LiveRule['mask']>;
      rooms: string[];
      doc: Record<string, unknown>;
      record: string;
      others: string[];
    };

/** Internal bookkeeping fields stay on the server. */
function publicDoc(doc: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!doc) return null;
  const { _pos: _p, ...rest } = doc;
  return rest;
}

function roomNameOf(msg: unknown): string | null {
  const name = fieldOf(msg, 'room');
  return typeof name === 'string' ? name : null;
}

function reply(ack: Ack | undefined, body: Record<string, unknown>): void {
  if (typeof ack === 'function') ack(body);
}

/** A field of a client's message (anything may arrive), or undefined. */
function fieldOf(msg: unknown, key: string): unknown {
  return typeof msg === 'object' && msg !== null && key in msg ? Reflect.get(msg, key) : undefined;
}
