import {
  type AllStreamSubscription,
  type EventStoreDBClient,
  excludeSystemEvents,
} from '@eventstore/db-client';
import type { EventEnvelope } from '../../events/core/envelope';
import { readPositionAt, toEnvelope } from './esdb-mapping';
import type { Subscription, SubscriptionHandler } from './port';
import { HANDLER_RETRY_MS, errorMessage, sleep } from './pull-subscription';

type ReadAllAfter = (after: number, limit: number) => Promise<EventEnvelope[]>;

/**
 * Catch-up in batches with readAll (fast for projections rebuilding), then a live subscribeToAll
 * from the last delivered position. Every event at or before that position is skipped, so the
 * hand-over and any reconnect neither lose nor repeat events.
 */
export function esdbSubscription(
  client: EventStoreDBClient,
  readAllAfter: ReadAllAfter,
  fromPosition: number,
  handler: SubscriptionHandler,
  batchSize: number,
): Subscription {
  let position = fromPosition;
  let stopped = false;
  let live: AllStreamSubscription | undefined;
  let wakeOnStop!: () => void;
  const stopRequested = new Promise<void>((resolve) => (wakeOnStop = resolve));

  /** Hands a batch over until the handler accepts it; skipping a batch would leave a gap. */
  async function deliver(batch: EventEnvelope[]): Promise<void> {
    while (!stopped) {
      try {
        await handler(batch);
        position = batch[batch.length - 1]!.position;
        return;
      } catch (err) {
        // Only the message: events may carry personal data, the log must not.
        console.error(`[eventstore] subscription handler failed, retrying in 1 s: ${errorMessage(err)}`);
        await sleep(HANDLER_RETRY_MS, stopRequested);
      }
    }
  }

  async function catchUp(): Promise<void> {
    while (!stopped) {
      const batch = await readAllAfter(position, batchSize);
      if (batch.length === 0) return;
      await deliver(batch);
    }
  }

  async function followLive(): Promise<void> {
    live = client.subscribeToAll({ fromPosition: readPositionAt(position), filter: excludeSystemEvents() });
    // for-await pulls one event at a time, so the handler is never called concurrently.
    for await (const resolved of live) {
      if (stopped) return;
      const envelope = toEnvelope(resolved);
      if (envelope && envelope.position > position) await deliver([envelope]);
    }
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        await catchUp();
        if (!stopped) await followLive();
      } catch (err) {
        if (!stopped)
          console.error(`[eventstore] subscription to $all failed, resubscribing: ${errorMessage(err)}`);
      } finally {
        const ended = live;
        live = undefined;
        await ended?.unsubscribe().catch(() => undefined);
      }
      // The server ended the subscription or the connection dropped: resume from `position`.
      if (!stopped) await sleep(HANDLER_RETRY_MS, stopRequested);
    }
  })();

  return {
    get position() {
      return position;
    },
    async stop() {
      stopped = true;
      wakeOnStop();
      // Ends a pending for-await; a running handler call is still awaited through `loop`.
      await live?.unsubscribe().catch(() => undefined);
      await loop;
    },
  };
}
