import type { EventEnvelope } from '#events/core/envelope';
import type { EventSource, Subscription, SubscriptionHandler } from '#projections/core/event-source';
import type { BatchListener } from '#projections/core/runner';
import { errorMessage, HANDLER_RETRY_MS, sleep } from '../eventstore/pull-subscription';
import { log } from '../core/logger';

/** What the subscription needs of the projection runner on this node. */
export interface ProjectedBatches {
  /** Every event up to here is in the read models. */
  readonly position: number;
  onBatch(listener: BatchListener): () => void;
}

/** Checked this often even without a hand-over (a safety net: every batch is handed over). */
const RECHECK_MS = 1000;
/**
 * Handed-over events kept for a handler that lags (a runner catching up a backlog at its start runs
 * far ahead of a slow reactor): past this many they are let go and read from the log when due.
 */
export const HELD_EVENTS = 10_000;

/**
 * A catch-up subscription that stays behind the projections (the reactors' on the lease holder):
 * it reads the log itself only while it is behind what the read models hold (a start from an older
 * checkpoint), then takes each batch the runner hands over once projected and committed. Each event
 * is then read from the log once per command instead of once per reactor as well, and a reactor
 * handles it on a later turn of the event loop: the command's reply and the sockets' fan-out
 * (queued by the runner's commit listeners, server/realtime/hub.ts) go first, not behind the
 * reactors' reads and writes. Like the event store's subscriptions: in order, without gaps or
 * duplicates, a failed batch handed to the handler again, never two handler calls at once.
 */
export function subscribeBehindProjections(
  events: EventSource,
  runner: ProjectedBatches,
  fromPosition: number,
  handler: SubscriptionHandler,
  batchSize = 1000,
): Subscription {
  let position = fromPosition;
  let stopped = false;
  const handedOver: { after: number; batch: EventEnvelope[] }[] = [];
  let held = 0;
  let wake: (() => void) | null = null;
  let wakeOnStop!: () => void;
  const stopRequested = new Promise<void>((resolve) => (wakeOnStop = resolve));
  const stopHandOver = runner.onBatch((batch, after) => {
    handedOver.push({ after, batch });
    held += batch.length;
    if (held > HELD_EVENTS) {
      handedOver.length = 0; // the gap before the next hand-over is read from the log
      held = 0;
    }
    const waiting = wake;
    wake = null;
    if (waiting) setImmediate(waiting);
  });

  /** The next events after `position`, or null once stopped. */
  const next = async (): Promise<EventEnvelope[] | null> => {
    while (!stopped) {
      while ((handedOver[0]?.batch.at(-1)?.position ?? Infinity) <= position)
        held -= handedOver.shift()!.batch.length;
      const first = handedOver[0];
      if (first && first.after <= position) return first.batch.filter((e) => e.position > position);
      if (first || position < runner.position) {
        // Behind the read models, or a hand-over began after a gap: read up to what they hold.
        const upTo = runner.position;
        const read = await events.readAll({ fromPosition: position, limit: batchSize });
        const behind = read.filter((e) => e.position <= upTo);
        if (behind.length > 0) return behind;
      }
      const handed = new Promise<void>((resolve) => (wake = resolve));
      await sleep(RECHECK_MS, Promise.race([handed, stopRequested]));
      wake = null;
    }
    return null;
  };

  const loop = (async () => {
    for (let batch = await next(); batch; batch = await next()) {
      // The same batch is retried until the handler accepts it: skipping would leave a gap.
      while (!stopped) {
        try {
          await handler(batch);
          position = batch.at(-1)!.position;
          break;
        } catch (err) {
          log.error(`[cluster] handler behind the projections failed, retrying in 1 s: ${errorMessage(err)}`);
          await sleep(HANDLER_RETRY_MS, stopRequested);
        }
      }
    }
  })();

  return {
    get position() {
      return position;
    },
    async stop() {
      stopped = true;
      stopHandOver();
      wakeOnStop();
      // Waiting for the loop waits for a running handler call; do not await stop() inside the handler.
      await loop;
    },
  };
}
