import { setImmediate as nextTurn, setTimeout as pause } from 'node:timers/promises';
import type { EventEnvelope } from '#events/core/envelope';
import type { EventSource, Subscription } from './event-source';
import type { ClusterStore, ReadStore } from './read-store';
import { projectBatch, type AppliedChange } from './apply';
import { DeferredCommits } from './deferred-commits';
import { readsAny, type Projection } from './types';

export type CommitListener = (changes: AppliedChange[], position: number) => void;
/** A batch the runner applied, with the position it follows (its events are the next ones after it). */
export type BatchListener = (batch: EventEnvelope[], after: number) => void;

/**
 * A projection that an event batch does not change skips its commit (a read-store transaction per
 * projection per command otherwise); its checkpoint is written with its next change, on stop, or
 * once it lags this many events. A restart re-reads those events, which change nothing for it.
 */
const IDLE_CHECKPOINT_EVERY = 10_000;

/**
 * A batch of at least BURST_EVENTS runs its projections in turns of the event loop of about
 * TURN_MS: between two of them, HTTP requests and socket pushes waiting meanwhile get their turn.
 * A live one short of a whole batch (a burst's, not a catch-up) also makes the next read wait
 * BURST_PAUSE_MS, so that the next batch gathers more of the burst: a read model that each event
 * changes (a candidate's notifications card) is written once per gathered batch instead of once per
 * handful of events (issue 31, bench 22). A command's few events run in one go and never wait.
 */
const BURST_EVENTS = 20;
const TURN_MS = 5;
const BURST_PAUSE_MS = 10;
const isBurst = (batch: readonly EventEnvelope[]) => batch.length >= BURST_EVENTS;

/**
 * Keeps read models up to date: one catch-up subscription feeds every projection; each projection
 * commits its documents with its own checkpoint atomically, so a restart resumes where it stopped.
 */
export class ProjectionRunner {
  private readonly checkpoints = new Map<string, number>();
  /** The checkpoints as the read store holds them (behind `checkpoints` for idle projections). */
  private readonly stored = new Map<string, number>();
  /** Events each projection has let pass without a commit since its checkpoint was stored. */
  private readonly idleEvents = new Map<string, number>();
  private waiters: { position: number; resolve: () => void }[] = [];
  private subscription: Subscription | null = null;
  private listeners: CommitListener[] = [];
  private readonly batchListeners = new Set<BatchListener>();
  /** The live changes of deferred projections, not yet committed (Projection.deferred). */
  private readonly deferred = new DeferredCommits((name, changes, position) =>
    this.saveCheckpoint(name, changes, position),
  );
  /** Every projection has processed events up to here. */
  position = 0;

  constructor(
    private readonly events: EventSource,
    private readonly read: ReadStore,
    private readonly projections: Projection[],
    private readonly batchSize = 2000,
    /** Where the lease holder records each batch for the other nodes (server/cluster). */
    private readonly feed?: { cluster: ClusterStore; keepMs: number; enabled?: () => boolean },
  ) {}

  /** Each projection's position in the log (projection lag, server/metrics). */
  checkpointsNow(): ReadonlyMap<string, number> {
    return this.checkpoints;
  }

  onCommit(listener: CommitListener): void {
    this.listeners.push(listener);
  }

  /**
   * Hands every batch over once it is projected and committed, after the commit listeners (the
   * sockets' fan-out is queued by then): what reads the log behind the projections (the reactors,
   * server/cluster/behind-projections.ts) takes the events read once here instead of reading them
   * again. Returns the function that stops the hand-over.
   */
  onBatch(listener: BatchListener): () => void {
    this.batchListeners.add(listener);
    return () => void this.batchListeners.delete(listener);
  }

  async start(): Promise<void> {
    for (const p of this.projections) {
      const checkpoint = await this.read.getCheckpoint(p.name);
      this.checkpoints.set(p.name, checkpoint);
      this.stored.set(p.name, checkpoint);
    }
    this.position = Math.min(...this.checkpoints.values());
    this.subscription = this.events.subscribeAll(this.position, (batch) => this.applyLive(batch), {
      batchSize: this.batchSize,
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    await this.deferred.flush();
    for (const [name, checkpoint] of this.checkpoints) {
      if (checkpoint > (this.stored.get(name) ?? 0)) await this.saveCheckpoint(name, [], checkpoint);
    }
    for (const w of this.waiters) w.resolve();
    this.waiters = [];
  }

  /** A batch from the subscription; after a burst's, the next read waits (BURST_PAUSE_MS). */
  private async applyLive(batch: EventEnvelope[]): Promise<void> {
    await this.apply(batch, true);
    if (isBurst(batch) && batch.length < this.batchSize) await pause(BURST_PAUSE_MS);
  }

  /**
   * Commits what deferred projections hold: their readers call it first, so that a read on this
   * node shows every event the read models have reached.
   */
  flushDeferred(): Promise<void> {
    return this.deferred.flush();
  }

  /**
   * Applies one batch (also used directly by rebuilds, without a subscription). `live`: a batch of
   * the subscription, whose deferred projections hold their changes (Projection.deferred).
   */
  async apply(batch: EventEnvelope[], live = false): Promise<void> {
    const last = batch.at(-1);
    if (!last) return;
    const after = this.position;
    const published: AppliedChange[] = [];
    const burst = isBurst(batch);
    let turn = performance.now();
    for (const p of this.projections) {
      if (burst && performance.now() - turn > TURN_MS) {
        await nextTurn();
        turn = performance.now();
      }
      const checkpoint = this.checkpoints.get(p.name) ?? 0;
      // The batch itself when it is all past the checkpoint (as live batches are): no copy per projection.
      const fresh = checkpoint < batch[0]!.position ? batch : batch.filter((e) => e.position > checkpoint);
      if (fresh.length === 0) continue;
      // A deferred projection reads over what it holds, and holds its changes in turn (its
      // checkpoint too, while changes are held: one stored past them would lose them). They are
      // neither published nor in the change feed: no socket watches such a read model.
      const deferred = live && p.deferred === true;
      if (deferred) await this.deferred.settled();
      // A batch without an event it reads (most batches, for most projections) is not handed to it.
      const changes = !readsAny(p, fresh)
        ? []
        : await projectBatch(p, fresh, deferred ? this.deferred.view(p.name, this.read) : this.read, {
            pastCheckpoint: true,
          });
      // Counted in events, not positions: EventStoreDB positions are byte offsets in its log.
      const idle = (this.idleEvents.get(p.name) ?? 0) + fresh.length;
      if (deferred && (changes.length > 0 || this.deferred.holds(p.name))) {
        await this.deferred.hold(p.name, changes, last.position);
        this.idleEvents.set(p.name, 0);
      } else if (changes.length > 0 || idle >= IDLE_CHECKPOINT_EVERY) {
        await this.saveCheckpoint(p.name, changes, last.position);
        this.idleEvents.set(p.name, 0);
      } else this.idleEvents.set(p.name, idle);
      this.checkpoints.set(p.name, last.position);
      if (!deferred) published.push(...changes);
    }
    if (this.feed && (this.feed.enabled?.() ?? true)) {
      const entries = published.map(({ collection, id, position }) => ({ collection, id, position }));
      await this.feed.cluster.recordFeed(last.position, entries, Date.now(), this.feed.keepMs);
    }
    this.position = last.position;
    this.waiters = this.waiters.filter((w) => (w.position <= last.position ? (w.resolve(), false) : true));
    if (published.length > 0) for (const l of this.listeners) l(published, last.position);
    for (const l of this.batchListeners) l(batch, after);
  }

  private async saveCheckpoint(name: string, changes: AppliedChange[], position: number): Promise<void> {
    await this.read.commit(name, changes, position);
    this.stored.set(name, position);
  }

  /** Resolves once read models include `position` (read-your-writes), or after `timeoutMs`. */
  waitFor(position: number, timeoutMs = 5000): Promise<void> {
    if (this.position >= position) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push({ position, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }
}
