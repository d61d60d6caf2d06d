import type { Viewer } from '#events/core/presence';
import { isRecord } from '#events/core/json';
import type { ClusterStore, PresenceEntry } from '#projections/core/read-store';
import { log } from '../core/logger';

/** How often a node reads the others' presence, and renews its own heartbeat. */
export const PRESENCE_POLL_MS = 250;
const HEARTBEAT_EVERY = 4; // polls
/** A node whose heartbeat stops for this long is gone: its viewers leave every room. */
export const PRESENCE_NODE_TTL_MS = 5000;
/**
 * Entries are read again this far back: MongoDB hands out sequence numbers before the writes land,
 * so a lower number may become visible after a higher one. Applying an entry twice changes nothing.
 */
const OVERLAP = 100;

export interface PresenceChange {
  room: string;
  joined: Viewer[];
  left: string[];
}

type RemoteViewers = Map<string, { viewer: Viewer; nodes: Set<string> }>;
type Remote = Map<string, RemoteViewers>;

const heartbeat = (node: string) => `presence:${node}`;

function viewerOf(json: string | null): Viewer | null {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  if (!isRecord(value) || typeof value.userId !== 'string') return null;
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : '');
  return { userId: value.userId, name: text('name'), role: text('role'), roleTitle: text('roleTitle') };
}

/**
 * Presence across API nodes (issue 16): each node publishes who watches which room on it, reads
 * what the other nodes published, and tells its own sockets about people on other nodes as if they
 * were here. A person with tabs on two nodes is listed once and leaves only when gone from both.
 */
export class ClusterPresence {
  /** room -> user -> the viewer and the other nodes where they watch it */
  private readonly remote: Remote = new Map();
  /** node|room|user -> the sequence number applied, so that re-read entries change nothing */
  private readonly applied = new Map<string, number>();
  private readonly alive = new Map<string, true>();
  private seq = 0;
  private polls = 0;
  private lastBeatAt: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private publishing: Promise<void> = Promise.resolve();
  /** The poll or beat running, which stop() waits for: none may reach a store being closed. */
  private polling: Promise<void> = Promise.resolve();
  private pollRunning = false;
  private stopped = false;

  constructor(
    private readonly store: ClusterStore,
    private readonly node: string,
    /** Whether the person also watches the room on this node. */
    private readonly isLocal: (room: string, userId: string) => boolean,
    /** Sends a change to this node's sockets in the room. */
    private readonly emit: (change: PresenceChange) => void,
    private readonly clock: () => number = Date.now,
    /** Everyone watching on this node, per room: published again after a lapse of the heartbeat. */
    private readonly everyLocal: () => PresenceChange[] = () => [],
  ) {}

  start(): void {
    this.timer = setInterval(() => this.run(() => this.poll()), PRESENCE_POLL_MS);
    this.timer.unref();
    this.run(() => this.beat());
  }

  /** One poll (or the first beat) at a time: while one runs (a slow store), a tick is skipped. */
  private run(work: () => Promise<void>): void {
    if (this.stopped || this.pollRunning) return;
    this.pollRunning = true;
    this.polling = work()
      .catch(report)
      .finally(() => (this.pollRunning = false));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    await this.publishing;
    await this.store.dropPresence(this.node).catch(report);
    await this.store.releaseLease(heartbeat(this.node), this.node).catch(report);
  }

  /** The room's viewers as this node shows them: its own and the other nodes'. */
  viewers(room: string, local: Viewer[]): Viewer[] {
    const seen = new Set(local.map((v) => v.userId));
    const others = [...(this.remote.get(room)?.values() ?? [])].map((r) => r.viewer);
    return [...local, ...others.filter((v) => !seen.has(v.userId))];
  }

  /**
   * A change of this node's own viewers: published for the other nodes, and returned as this
   * node's sockets should see it (someone also watching on another node neither came nor left).
   */
  local(change: PresenceChange): PresenceChange | null {
    const entries: PresenceEntry[] = [
      ...change.joined.map((v) => ({ room: change.room, userId: v.userId, viewer: JSON.stringify(v) })),
      ...change.left.map((userId) => ({ room: change.room, userId, viewer: null })),
    ];
    // After stop, the node's entries are dropped already: its sockets leaving publish nothing.
    if (!this.stopped) {
      this.publishing = this.publishing
        .then(() => this.store.publishPresence(this.node, entries))
        .catch(report);
    }
    const elsewhere = this.remote.get(change.room);
    const joined = change.joined.filter((v) => !elsewhere?.has(v.userId));
    const left = change.left.filter((userId) => !elsewhere?.has(userId));
    return joined.length + left.length > 0 ? { room: change.room, joined, left } : null;
  }

  /** One read of the other nodes' entries (and, every few polls, of who is still alive). */
  async poll(): Promise<void> {
    if (++this.polls % HEARTBEAT_EVERY === 0) await this.beat();
    const { seq, entries } = await this.store.readPresence(Math.max(0, this.seq - OVERLAP));
    this.seq = Math.max(this.seq, seq);
    const changes = new Map<string, PresenceChange>();
    const dead = new Set<string>();
    for (const entry of entries) {
      const key = `${entry.node}\u0000${entry.room}\u0000${entry.userId}`;
      if (entry.node === this.node || (this.applied.get(key) ?? -1) >= entry.seq) continue;
      this.applied.set(key, entry.seq);
      if (dead.has(entry.node) || !(await this.isAlive(entry.node))) {
        dead.add(entry.node); // a node that died before anyone here saw it: its entries go
        continue;
      }
      const viewer = viewerOf(entry.viewer);
      if (viewer) this.add(entry.room, entry.node, viewer, changes);
      else {
        this.remove(entry.room, entry.node, entry.userId, changes);
        // The store keeps one row per key: read again, this departure changes nothing.
        this.applied.delete(key);
      }
    }
    for (const change of changes.values())
      if (change.joined.length + change.left.length > 0) this.emit(change);
    for (const node of dead) await this.store.dropPresence(node);
  }

  /** Renews this node's heartbeat and drops the viewers of nodes whose heartbeat ran out. */
  private async beat(): Promise<void> {
    const now = this.clock();
    await this.store.acquireLease(heartbeat(this.node), this.node, PRESENCE_NODE_TTL_MS, now);
    // This node stood still past its heartbeat (a frozen process, a stalled disk): the others have
    // dropped its viewers meanwhile, so those still here are published again, or they stay unlisted.
    const lapsed = this.lastBeatAt !== null && now - this.lastBeatAt >= PRESENCE_NODE_TTL_MS;
    this.lastBeatAt = now;
    if (lapsed) for (const change of this.everyLocal()) this.local(change);
    this.alive.clear();
    const changes = new Map<string, PresenceChange>();
    const nodes = new Set<string>();
    for (const users of this.remote.values())
      for (const r of users.values()) for (const n of r.nodes) nodes.add(n);
    for (const node of nodes) {
      if (await this.isAlive(node)) continue;
      for (const [room, users] of this.remote)
        for (const userId of [...users.keys()]) this.remove(room, node, userId, changes);
      await this.store.dropPresence(node);
      for (const key of this.applied.keys()) if (key.startsWith(`${node}\u0000`)) this.applied.delete(key);
    }
    for (const change of changes.values())
      if (change.joined.length + change.left.length > 0) this.emit(change);
  }

  /**
   * Only a live node is remembered until the next beat: a node found dead is asked again, since it
   * may come back (a frozen process resumed) and publish its viewers anew, which must then count.
   */
  private async isAlive(node: string): Promise<boolean> {
    if (this.alive.get(node)) return true;
    const alive = (await this.store.leaseHolder(heartbeat(node), this.clock())) !== null;
    if (alive) this.alive.set(node, true);
    return alive;
  }

  private add(room: string, node: string, viewer: Viewer, changes: Map<string, PresenceChange>): void {
    let users = this.remote.get(room);
    if (!users) this.remote.set(room, (users = new Map<string, { viewer: Viewer; nodes: Set<string> }>()));
    const known = users.get(viewer.userId);
    if (known) return void known.nodes.add(node);
    users.set(viewer.userId, { viewer, nodes: new Set([node]) });
    if (!this.isLocal(room, viewer.userId)) changeOf(changes, room).joined.push(viewer);
  }

  private remove(room: string, node: string, userId: string, changes: Map<string, PresenceChange>): void {
    const users = this.remote.get(room);
    const known = users?.get(userId);
    if (!users || !known || !known.nodes.delete(node) || known.nodes.size > 0) return;
    users.delete(userId);
    if (users.size === 0) this.remote.delete(room);
    if (!this.isLocal(room, userId)) changeOf(changes, room).left.push(userId);
  }
}

function changeOf(changes: Map<string, PresenceChange>, room: string): PresenceChange {
  let change = changes.get(room);
  if (!change) changes.set(room, (change = { room, joined: [], left: [] }));
  return change;
}

function report(err: unknown): void {
  log.error(`[cluster] presence: ${String(err)}`);
}
