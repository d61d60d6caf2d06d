import { hostname } from 'node:os';
import { fieldOf } from '#events/core/json';
import { randomBytes } from 'node:crypto';
import type { EventSource, Subscription, SubscriptionHandler } from '#projections/core/event-source';
import {
  FEED_KEEP_MS,
  type ClusterStore,
  type LeaseState,
  type ReadStore,
} from '#projections/core/read-store';
import { ProjectionRunner, type CommitListener } from '#projections/core/runner';
import type { Projection } from '#projections/core/types';
import { FeedFollower } from './feed-follower';
import { subscribeBehindProjections } from './behind-projections';
import { sleep } from '../eventstore/pull-subscription';
import { log } from '../core/logger';

/** A wait that does not keep the process alive (a stopped node's waiters time out on their own). */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The lease on writing read models and running reactors: one node of a cluster holds it. */
export const PROJECTIONS_LEASE = 'projections';
/** A holder that stops renewing (killed, frozen) loses the lease after this long. */
export const LEASE_TTL_MS = 5000;
/** Holders renew, and followers try to take the lease, this often. */
export const LEASE_RENEW_MS = 1000;

/** Where followers note that they follow (a named value of the read store), and for how long it counts. */
const FOLLOWERS_SEEN = 'cluster-followers-seen';
const FOLLOWER_PRESENCE_MS = 10_000;
/** The last follower mark the holder answered by recording the feed. */
const FEED_ON = 'cluster-feed-on';

export type NodeRole = 'leader' | 'follower' | 'stopped';
/** Work only the lease holder does (reactors): started on taking the lease, stopped on losing it. */
export type LeaderWork = () => Promise<{ stop(): Promise<void> }>;

/**
 * One API node's view of the projections (issue 16, item 5). The node that holds the projections
 * lease runs the projection runner (and the reactors); every other node follows the change feed.
 * Either way the node's listeners (its sockets, its revocation list) get every changed document,
 * and `waitFor` answers read-your-writes. A single server is a cluster of one: it takes the lease.
 */
export class ClusterNode {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  role: NodeRole = 'stopped';
  private runner: ProjectionRunner | null = null;
  private follower: FeedFollower | null = null;
  private readonly listeners: CommitListener[] = [];
  private readonly leaderWork: LeaderWork[] = [];
  private running: { stop(): Promise<void> }[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** Serialises lease turns and role changes. */
  private turn: Promise<void> = Promise.resolve();
  private lastPosition = 0;
  private active = false;
  /** When the lease this node last renewed runs out. */
  private heldUntil = 0;
  /** When a follower last said it follows the feed (epoch ms). */
  private followersSeen = 0;

  constructor(
    private readonly events: EventSource,
    private readonly read: ReadStore,
    private readonly projections: Projection[],
    private readonly clock: () => number = Date.now,
  ) {}

  get position(): number {
    return this.runner?.position ?? this.follower?.position ?? this.lastPosition;
  }

  /** Each projection's position on the lease holder; a follower's read models move as one, with the feed. */
  projectionPositions(): ReadonlyMap<string, number> {
    return this.runner?.checkpointsNow() ?? new Map([['(feed)', this.position]]);
  }

  onCommit(listener: CommitListener): void {
    this.listeners.push(listener);
  }

  /**
   * Commits what this node's deferred projections hold (Projection.deferred), for a read of them.
   * A following node holds nothing: it reads what the lease holder committed, at most DEFER_MS behind.
   */
  async flushDeferred(): Promise<void> {
    await this.runner?.flushDeferred();
  }

  /**
   * The log as the leader's work (the reactors) reads it: on the lease holder, behind the runner,
   * from the batches it projected (behind-projections.ts); without a runner, the event store's own.
   */
  readonly behindProjections = {
    subscribeAll: (
      fromPosition: number,
      handler: SubscriptionHandler,
      options: { batchSize?: number } = {},
    ): Subscription =>
      this.runner
        ? subscribeBehindProjections(this.events, this.runner, fromPosition, handler, options.batchSize)
        : this.events.subscribeAll(fromPosition, handler, options),
  };

  /** Registers work for the lease holder; started at once if this node holds it. */
  async whileLeader(work: LeaderWork): Promise<void> {
    this.leaderWork.push(work);
    if (this.role === 'leader') this.running.push(await work());
  }

  /** Takes the lease if it is free (else follows), then keeps renewing or trying. */
  async start(): Promise<void> {
    this.active = true;
    await this.take();
    this.timer = setInterval(() => void this.take(), LEASE_RENEW_MS);
    this.timer.unref();
  }

  /** Stops everything and gives the lease up, so another node takes over at once. */
  async stop(): Promise<void> {
    this.active = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await (this.turn = this.turn.then(async () => {
      await this.standDown();
      await this.read.cluster.releaseLease(PROJECTIONS_LEASE, this.id);
      this.role = 'stopped';
    }));
  }

  /** Resolves once read models include `position`, whichever role the node has meanwhile. */
  async waitFor(position: number, timeoutMs = 5000): Promise<void> {
    const deadline = this.clock() + timeoutMs;
    for (;;) {
      if (this.position >= position) return;
      const left = deadline - this.clock();
      if (left <= 0) return;
      const active = this.runner ?? this.follower;
      // Stopped, or between roles: the read models may yet get there within the time given.
      if (active) await active.waitFor(position, left);
      else await pause(Math.min(left, 50));
    }
  }

  private take(): Promise<void> {
    this.turn = this.turn.then(async () => {
      if (!this.active) return;
      let held = false;
      const now = this.clock();
      try {
        if (this.role !== 'leader') await freeDeadLocalHolder(this.read.cluster, now);
        held = await this.read.cluster.acquireLease(PROJECTIONS_LEASE, this.id, LEASE_TTL_MS, now);
        if (held) this.heldUntil = now + LEASE_TTL_MS;
      } catch (err) {
        log.error(`[cluster] lease check failed: ${String(err)}`);
        // A passing fault: the lease held is still ours until it runs out, and nobody else's before.
        if (this.role === 'leader' ? now < this.heldUntil - LEASE_RENEW_MS : this.role === 'follower') return;
      }
      if (held && this.role !== 'leader') await this.lead();
      else if (!held && this.role !== 'follower') await this.follow();
      await this.notePresence(now).catch((err: unknown) => {
        log.error(`[cluster] follower presence not updated: ${String(err)}`);
      });
    });
    return this.turn;
  }

  /**
   * Followers say every second that they are there; the holder records the change feed only while
   * one has said so lately, so a single server writes nothing for nobody. When one appears, the
   * holder records its current head at once: that follower's first read-your-writes waits for it.
   */
  private async notePresence(now: number): Promise<void> {
    if (this.role === 'follower') return this.read.setMeta(FOLLOWERS_SEEN, String(now));
    if (this.role !== 'leader' || !this.runner) return;
    const seen = await this.read.getMeta(FOLLOWERS_SEEN);
    this.followersSeen = Number(seen) || 0;
    if (!this.followersListening(now) || seen === null) return;
    // Recording from here on: the head now, then every batch; a new follower waits for this mark.
    if ((await this.read.getMeta(FEED_ON)) !== seen) {
      await this.read.cluster.recordFeed(this.runner.position, [], now, FEED_KEEP_MS);
      await this.read.setMeta(FEED_ON, seen);
    }
  }

  /**
   * A new follower says it is there and waits (up to 3 s) until the holder has seen it and records
   * every batch, so that nothing its consoles should see falls between.
   */
  private async announce(): Promise<void> {
    const mark = String(this.clock());
    await this.read.setMeta(FOLLOWERS_SEEN, mark);
    const until = this.clock() + 3000;
    while (this.clock() < until) {
      if (Number(await this.read.getMeta(FEED_ON)) >= Number(mark)) return;
      await sleep(50); // keeps the process alive: nothing else may be running yet at a start
    }
    log.warn('[cluster] the lease holder did not confirm the change feed within 3 s: following anyway');
  }

  private followersListening(now = this.clock()): boolean {
    return now - this.followersSeen < FOLLOWER_PRESENCE_MS;
  }

  private async lead(): Promise<void> {
    await this.standDown();
    // A node that followed until now said so within the last second: the feed goes on at once.
    this.followersSeen = Number(await this.read.getMeta(FOLLOWERS_SEEN)) || 0;
    const runner = new ProjectionRunner(this.events, this.read, this.projections, 2000, {
      cluster: this.read.cluster,
      keepMs: FEED_KEEP_MS,
      enabled: () => this.followersListening(),
    });
    // Listeners registered later (the sockets' hub) hear this runner too.
    runner.onCommit((changes, position) => {
      for (const listener of this.listeners) listener(changes, position);
    });
    this.runner = runner;
    if (this.role === 'follower') log.info(`[cluster] node ${this.id} took the projections lease`);
    this.role = 'leader';
    await runner.start();
    for (const work of this.leaderWork) this.running.push(await work());
  }

  private async follow(): Promise<void> {
    await this.standDown();
    // Consoles here were sent everything up to the last position this node reached; a node that
    // starts as a follower begins at the feed's head (its sockets connect after this).
    if (!this.lastPosition) await this.announce();
    const from = this.lastPosition || (await this.read.cluster.readFeed(Number.MAX_SAFE_INTEGER)).head;
    const follower = new FeedFollower(this.read, this.read.cluster, this.listeners);
    this.follower = follower;
    log.info(
      this.role === 'leader'
        ? `[cluster] node ${this.id} lost the projections lease: following the change feed`
        : `[cluster] node ${this.id} follows the change feed (another node holds the projections lease)`,
    );
    this.role = 'follower';
    follower.start(from);
  }

  private async standDown(): Promise<void> {
    const work = this.running;
    this.running = [];
    for (const w of work) await w.stop();
    if (this.runner) {
      await this.runner.stop();
      this.lastPosition = this.runner.position;
      this.runner = null;
    }
    if (this.follower) {
      await this.follower.stop();
      this.lastPosition = this.follower.position;
      this.follower = null;
    }
  }
}

/**
 * A projections lease held by a process on this machine that is gone (a server killed and started
 * again) is given up at once instead of left to run out, so a restart does not wait for it.
 * Returns the live holder, if any.
 */
export async function freeDeadLocalHolder(cluster: ClusterStore, now: number): Promise<LeaseState | null> {
  const lease = await cluster.leaseHolder(PROJECTIONS_LEASE, now);
  if (!lease || !isDeadLocalHolder(lease.holder)) return lease;
  await cluster.releaseLease(PROJECTIONS_LEASE, lease.holder);
  return null;
}

/** Whether a node id names a process on this host that no longer runs. */
export function isDeadLocalHolder(holder: string): boolean {
  const [host, pidText] = holder.split(':');
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return fieldOf(err, 'code') === 'ESRCH';
  }
}
