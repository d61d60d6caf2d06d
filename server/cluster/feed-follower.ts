import type { AppliedChange } from '#projections/core/apply';
import type { ClusterStore, FeedChange, ReadStore } from '#projections/core/read-store';
import type { CommitListener } from '#projections/core/runner';
import { sleep } from '../eventstore/pull-subscription';
import { log } from '../core/logger';

/** How often a following node reads the change feed: the lag a console on it sees, at most. */
export const FOLLOW_POLL_MS = 50;

/**
 * A node without the projections lease: it does not write read models, it follows the change feed
 * the lease holder records after each batch. For every batch it reads the changed documents from
 * the shared read store and hands them to its listeners (this node's sockets), and it answers
 * read-your-writes from the feed's head, exactly as the runner does on the lease holder.
 */
export class FeedFollower {
  position = 0;
  private waiters: { position: number; resolve: () => void }[] = [];
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wake: () => void = () => undefined;

  constructor(
    private readonly read: ReadStore,
    private readonly cluster: ClusterStore,
    private readonly listeners: readonly CommitListener[],
    private readonly pollMs = FOLLOW_POLL_MS,
  ) {}

  /** Follows from `from` (the position this node's consoles have already been sent). */
  start(from: number): void {
    this.position = from;
    this.stopped = false;
    const stopRequested = new Promise<void>((resolve) => (this.wake = resolve));
    this.loop = (async () => {
      while (!this.stopped) {
        try {
          await this.poll();
        } catch (err) {
          log.error(`[cluster] reading the change feed failed, retrying: ${String(err)}`);
        }
        await sleep(this.pollMs, stopRequested);
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.loop;
    this.loop = null;
    for (const w of this.waiters) w.resolve();
    this.waiters = [];
  }

  /** One read of the feed: publishes what changed after `position` and moves to the head. */
  async poll(): Promise<void> {
    const { head, changes } = await this.cluster.readFeed(this.position);
    if (head <= this.position) return;
    const applied = await this.documentsOf(changes);
    this.position = head;
    this.waiters = this.waiters.filter((w) => (w.position <= head ? (w.resolve(), false) : true));
    if (applied.length > 0) for (const listener of this.listeners) listener(applied, head);
  }

  /** The changed documents as they are now (a document changed twice is read once, as its latest). */
  private async documentsOf(changes: FeedChange[]): Promise<AppliedChange[]> {
    const latest = new Map<string, FeedChange>();
    for (const change of changes) latest.set(`${change.collection}\u0000${change.id}`, change);
    const byCollection = new Map<string, FeedChange[]>();
    for (const change of latest.values()) {
      const list = byCollection.get(change.collection) ?? [];
      list.push(change);
      byCollection.set(change.collection, list);
    }
    const out: AppliedChange[] = [];
    for (const [collection, list] of byCollection) {
      const docs = await this.read.getMany(
        collection,
        list.map((c) => c.id),
      );
      for (const change of list) out.push({ ...change, doc: docs.get(change.id) ?? null });
    }
    return out.sort((a, b) => a.position - b.position);
  }

  /** Resolves once the feed's head reaches `position`, or after `timeoutMs`, or on stop. */
  waitFor(position: number, timeoutMs: number): Promise<void> {
    if (this.position >= position) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push({ position, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }
}
