import { type AllStreamResolvedEvent, excludeSystemEvents } from '@eventstore/db-client';
import type { EventEnvelope } from '#events/core/envelope';
import { readPositionAt, toEnvelope } from './esdb-mapping';
import { type EsdbClient, EsdbServerRefusedError, accessRefusal, isAccessDenied } from './esdb-server';
import type { Subscription, SubscriptionHandler } from './port';
import { HANDLER_RETRY_MS, errorMessage, sleep } from './pull-subscription';
import { log } from '../core/logger';

type ReadAllAfter = (after: number, limit: number) => Promise<EventEnvelope[]>;

export interface EsdbSubscriptionOptions {
  /** The server check (version, right to read $all); awaited before the first read. */
  ready: () => Promise<void>;
  readAllAfter: ReadAllAfter;
  fromPosition: number;
  handler: SubscriptionHandler;
  /** At most this many events per handler call, in catch-up and live alike. */
  batchSize: number;
}

/** The subscription, plus why it stopped on its own (a refused server), for tests and logs. */
export interface EsdbSubscription extends Subscription {
  readonly failure: Error | null;
}

type Next = IteratorResult<AllStreamResolvedEvent>;
const TICK = Symbol('tick');
/** Resolves after the events already received have been handed to the iterator (next macrotask). */
const tick = () => new Promise<typeof TICK>((resolve) => setImmediate(() => resolve(TICK)));

/**
 * Catch-up in batches with readAll (fast for projections rebuilding), then a live subscribeToAll
 * from the last delivered position. Every event at or before that position is skipped, so the
 * hand-over and any reconnect neither lose nor repeat events. Live events are handed over in
 * batches too: whatever arrived within one tick, up to the batch size. A refused server (too old,
 * or no right to read $all) stops the subscription with a message instead of retrying forever.
 */
export function esdbSubscription(client: EsdbClient, options: EsdbSubscriptionOptions): EsdbSubscription {
  const { ready, readAllAfter, handler, batchSize } = options;
  let position = options.fromPosition;
  let stopped = false;
  let failure: Error | null = null;
  let live: ReturnType<EsdbClient['subscribeToAll']> | undefined;
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
        log.error(`[eventstore] subscription handler failed, retrying in 1 s: ${errorMessage(err)}`);
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
    const events = live[Symbol.asyncIterator]();
    // A read left pending when we return may still fail; that failure is of no interest then.
    const nextEvent = (): Promise<Next> => {
      const read = events.next();
      read.catch(() => undefined);
      return read;
    };
    let pending = nextEvent();
    // The handler is awaited before the next batch is gathered, so it is never called concurrently.
    for (;;) {
      const first = await pending;
      if (first.done || stopped) return;
      const batch: EventEnvelope[] = [];
      let last = position;
      const add = (resolved: AllStreamResolvedEvent) => {
        const envelope = toEnvelope(resolved);
        if (envelope && envelope.position > last) {
          batch.push(envelope);
          last = envelope.position;
        }
      };
      add(first.value);
      pending = nextEvent();
      let ended = false;
      while (batch.length < batchSize) {
        const next = await Promise.race([pending, tick()]);
        if (next === TICK) break; // nothing more arrived within the tick: hand over what we have
        if (next.done) {
          ended = true;
          break;
        }
        add(next.value);
        pending = nextEvent();
      }
      if (batch.length > 0) await deliver(batch);
      if (ended || stopped) return;
    }
  }

  /** A refusal is final: log it once, plainly, and stop. */
  function refuse(err: Error): void {
    failure = err;
    stopped = true;
    log.error(`[eventstore] subscription to $all stopped: ${err.message}`);
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        await ready();
        await catchUp();
        if (!stopped) await followLive();
      } catch (err) {
        if (err instanceof EsdbServerRefusedError) refuse(err);
        else if (isAccessDenied(err)) refuse(accessRefusal());
        else if (!stopped)
          log.error(`[eventstore] subscription to $all failed, resubscribing: ${errorMessage(err)}`);
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
    get failure() {
      return failure;
    },
    async stop() {
      stopped = true;
      wakeOnStop();
      // Ends a pending read of the live stream; a running handler call is still awaited through `loop`.
      await live?.unsubscribe().catch(() => undefined);
      await loop;
    },
  };
}
