import type { EventEnvelope } from '#events/core/envelope';
import type { Subscription, SubscriptionHandler } from './port';
import { log } from '../core/logger';

/** Delay before a failed batch is handed to the handler again. */
export const HANDLER_RETRY_MS = 1000;

/** How long a followed append's wake-up waits for the append that follows it (AppendOptions). */
export const FOLLOWED_WAIT_MS = 20;
/** Taken at load: tests that fake timers must not hold wake-ups back. */
const later = globalThis.setTimeout;
const cancel = globalThis.clearTimeout;

/**
 * Wakes waiting subscriptions after an append. A waiter takes the promise *before* it reads, so an
 * append that lands between its read and its wait still resolves that promise: no lost wake-ups.
 */
export class AppendSignal {
  private pending: { promise: Promise<void>; resolve: () => void } | null = null;
  /** A followed append's wake-up, owed: given with the next plain one, or when this fires. */
  private held: NodeJS.Timeout | null = null;

  next(): Promise<void> {
    if (!this.pending) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.pending = { promise, resolve };
    }
    return this.pending.promise;
  }

  /**
   * `followed`: more appends of the same command come at once, so the wake-up waits for the next
   * plain append (anyone's), at most FOLLOWED_WAIT_MS from the first one held.
   */
  notify(followed = false): void {
    if (followed) {
      if (!this.held) {
        this.held = later(() => this.notify(), FOLLOWED_WAIT_MS);
        this.held.unref?.();
      }
      return;
    }
    if (this.held) cancel(this.held);
    this.held = null;
    const pending = this.pending;
    this.pending = null;
    pending?.resolve();
  }
}

export interface PullSource {
  /** Events with a position strictly greater than `after`, oldest first, at most `limit`. */
  read(after: number, limit: number): Promise<EventEnvelope[]>;
  signal: AppendSignal;
  /** Re-read this often even without a signal: another process may write the same store. */
  pollMs: number;
}

export function sleep(ms: number, abort?: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race(abort ? [elapsed, abort] : [elapsed]).finally(() => clearTimeout(timer));
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * A catch-up subscription that only ever pulls: read after the last delivered position, hand the
 * batch over, repeat; wait for an append when nothing is left. Because every read starts after the
 * last delivered position, there are neither gaps nor duplicates between catch-up and live.
 */
export function pullSubscription(
  source: PullSource,
  fromPosition: number,
  handler: SubscriptionHandler,
  batchSize: number,
): Subscription {
  let position = fromPosition;
  let stopped = false;
  let wakeOnStop!: () => void;
  const stopRequested = new Promise<void>((resolve) => (wakeOnStop = resolve));

  const loop = (async () => {
    while (!stopped) {
      const appended = source.signal.next();
      let batch: EventEnvelope[];
      try {
        batch = await source.read(position, batchSize);
      } catch (err) {
        log.error(`[eventstore] subscription read failed, retrying: ${errorMessage(err)}`);
        await sleep(HANDLER_RETRY_MS, stopRequested);
        continue;
      }
      if (batch.length === 0) {
        await sleep(source.pollMs, Promise.race([appended, stopRequested]));
        continue;
      }
      // The same batch is retried until the handler accepts it: skipping would leave a gap.
      while (!stopped) {
        try {
          await handler(batch);
          position = batch[batch.length - 1]!.position;
          break;
        } catch (err) {
          // Only the message: events may carry personal data, the log must not.
          log.error(`[eventstore] subscription handler failed, retrying in 1 s: ${errorMessage(err)}`);
          await sleep(HANDLER_RETRY_MS, stopRequested);
        }
      }
      // A short batch was everything appended before its read: the next read waits for an append
      // signalled since the read began (at once when one came meanwhile) or for the poll, instead of
      // reading nothing first (an empty read per command on the realtime path: issue 25, item 3).
      if (!stopped && batch.length < batchSize)
        await sleep(source.pollMs, Promise.race([appended, stopRequested]));
    }
  })();

  return {
    get position() {
      return position;
    },
    async stop() {
      stopped = true;
      wakeOnStop();
      // Waiting for the loop waits for a running handler call; do not await stop() inside the handler.
      await loop;
    },
  };
}
