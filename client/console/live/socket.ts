import type { createStore } from 'jotai';
import { io, type Socket } from 'socket.io-client';
import { applyPresence, type PresenceMessage } from '#events/core/presence';
import { presenceAtom, socketConnectedAtom } from './presence';
import { refreshSession } from '../shell/http';

/** The jotai store the console renders from (passed in, so live/ never imports the shell's state). */
export type AtomStore = ReturnType<typeof createStore>;

/** A changed read-model document; `doc` null means it was deleted. */
export interface ChangeEvent<T = unknown> {
  position: number;
  collection: string;
  id: string;
  doc: T | null;
}

type WatchAck = { ok: true; position: number } | { ok: false; message: string };
type ResumeAck = { ok: true; replayed: number } | { ok: false; snapshot?: boolean; message?: string };

const ACK_TIMEOUT_MS = 10_000;
/** A refused socket triggers at most one token refresh in this period (no refresh storms). */
const REFRESH_GUARD_MS = 30_000;

/**
 * One Socket.IO connection per signed-in console. Keeps the watched rooms and the highest event
 * position seen, so after a reconnect it re-joins the rooms and asks the server to resume from there.
 */
class RealtimeClient {
  private socket: Socket | null = null;
  private token: string | null = null;
  private readonly rooms = new Map<string, number>();
  private lastPosition = 0;
  private connectedBefore = false;
  private lastRefreshAt = 0;
  private store: AtomStore | null = null;
  private readonly changeListeners = new Set<(change: ChangeEvent) => void>();
  private readonly resyncListeners = new Set<() => void>();

  /**
   * Connects, or reconnects with a new token (after a refresh) keeping rooms and position. Presence
   * and the connection state are written to `store`.
   */
  connect(token: string, store: AtomStore): void {
    this.store = store;
    if (this.socket && this.token === token) return;
    this.token = token;
    if (this.socket) {
      this.socket.auth = { token };
      this.socket.disconnect().connect();
      return;
    }
    // Close cleanly when the page unloads, so others' presence lists drop this tab at once.
    const socket = io({ path: '/socket.io', auth: { token }, closeOnBeforeunload: true });
    socket.on('connect', () => void this.onConnect(socket));
    socket.on('disconnect', (reason) => {
      this.store?.set(socketConnectedAtom, false);
      // The server closes a socket when its access token expires: refresh, and the new session
      // reconnects through connect().
      if (reason === 'io server disconnect') this.refreshToken();
    });
    socket.on('connect_error', () => {
      // Refused by the server (not a network blip): most likely the token is stale, so refresh it;
      // the new session reconnects through connect().
      if (!socket.active) this.refreshToken();
    });
    socket.on('change', (change: ChangeEvent) => this.onChange(change));
    socket.on('presence', (event: PresenceMessage) => {
      if (!this.rooms.has(event.room)) return;
      this.store?.set(presenceAtom, (prev) => ({
        ...prev,
        [event.room]: applyPresence(prev[event.room] ?? [], event),
      }));
    });
    this.socket = socket;
  }

  /** At most one token refresh per REFRESH_GUARD_MS (no refresh storms). */
  private refreshToken(): void {
    if (!this.token || Date.now() - this.lastRefreshAt < REFRESH_GUARD_MS) return;
    this.lastRefreshAt = Date.now();
    void refreshSession(this.token).catch(() => undefined);
  }

  close(): void {
    this.socket?.disconnect();
    this.socket = null;
    this.token = null;
    this.connectedBefore = false;
    this.lastPosition = 0;
    this.store?.set(socketConnectedAtom, false);
    this.store?.set(presenceAtom, {});
  }

  watch(room: string): void {
    const count = this.rooms.get(room) ?? 0;
    this.rooms.set(room, count + 1);
    if (count === 0 && this.socket?.connected) {
      void this.emitWatch(this.socket, room).then((ack) => {
        if (ack?.ok) this.bump(ack.position);
      });
    }
  }

  unwatch(room: string): void {
    const count = this.rooms.get(room) ?? 0;
    if (count > 1) {
      this.rooms.set(room, count - 1);
      return;
    }
    this.rooms.delete(room);
    if (this.socket?.connected) this.socket.emit('unwatch', { room });
    this.store?.set(presenceAtom, (prev) => {
      const next = { ...prev };
      delete next[room];
      return next;
    });
  }

  onChangeEvent(listener: (change: ChangeEvent) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Called when the server cannot replay what was missed: the page must refetch its data. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  private bump(position: number): void {
    if (typeof position === 'number' && position > this.lastPosition) this.lastPosition = position;
  }

  private onChange(change: ChangeEvent): void {
    this.bump(change.position);
    for (const listener of this.changeListeners) listener(change);
  }

  private async emitWatch(socket: Socket, room: string): Promise<WatchAck | null> {
    try {
      // The server's watch ack (server/realtime/hub.ts).
      const ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('watch', { room })) as WatchAck;
      // A room left while the server was still checking the watch is refused as cancelled: no news.
      if (!ack.ok && this.rooms.has(room)) console.warn(`watch ${room}: ${ack.message}`);
      return ack;
    } catch {
      return null;
    }
  }

  private async onConnect(socket: Socket): Promise<void> {
    this.store?.set(socketConnectedAtom, true);
    const resumeFrom = this.lastPosition;
    const reconnect = this.connectedBefore;
    this.connectedBefore = true;
    const acks = await Promise.all([...this.rooms.keys()].map((room) => this.emitWatch(socket, room)));
    if (!reconnect) {
      for (const ack of acks) if (ack?.ok) this.bump(ack.position);
      return;
    }
    let resumed = false;
    if (resumeFrom > 0) {
      try {
        // The server's resume ack (server/realtime/hub.ts).
        const ack = (await socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('resume', { position: resumeFrom })) as ResumeAck;
        resumed = ack.ok;
      } catch {
        resumed = false;
      }
    }
    if (!resumed) {
      for (const ack of acks) if (ack?.ok) this.bump(ack.position);
      for (const listener of this.resyncListeners) listener();
    }
  }
}

export const realtime = new RealtimeClient();
