import {
  ANY,
  type AppendExpectedRevision,
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { EventEnvelope, NewEvent } from '../../events/core/envelope';
import { esdbSubscription } from './esdb-subscription';
import { identityFromStream } from './identity';
import { positionNumber, readPositionAt, toEnvelope, toEventData } from './esdb-mapping';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type Subscription,
  EventValidationError,
  WrongExpectedRevisionError,
} from './port';
import { assertBatchSize, serializedBatch, validateBatch } from './validate';

function esdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

/** The production event store: EventStoreDB over gRPC. Needs a user allowed to read $all. */
export function openEsdbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);
  const subscriptions = new Set<Subscription>();

  async function readStreamEvents(
    streamId: string,
    fromRevision: number,
    maxCount?: number,
  ): Promise<EventEnvelope[]> {
    try {
      const read = client.readStream(streamId, { fromRevision: BigInt(fromRevision), maxCount });
      return (await collect(read)).map(toEnvelope).filter((e): e is EventEnvelope => e !== null);
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
  }

  /**
   * Whether this batch is already stored in the stream. ESDB's own idempotency only covers a
   * re-send with the original expected revision (and is best effort with ANY), so a retry after
   * re-reading the stream would write duplicates; hence we look for the ids ourselves.
   */
  async function storedResult(streamId: string, events: readonly NewEvent[]): Promise<AppendResult | null> {
    const ids = new Set(events.map((e) => e.id));
    const stored = (await readStreamEvents(streamId, 0)).filter((e) => ids.has(e.id));
    if (stored.length === 0) return null;
    const sameBatch =
      stored.length === events.length &&
      stored.every((e, i) => e.id === events[i]!.id && e.revision === stored[0]!.revision + i);
    const last = stored[stored.length - 1]!;
    if (!sameBatch)
      throw new EventValidationError(
        `Часть событий уже записана (поток ${streamId}): повторная отправка отклонена`,
      );
    return { nextRevision: last.revision, position: last.position };
  }

  async function append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    validateBatch(streamId, events);
    // The server refuses it too (MaxAppendSize), but only after the ids check below has read the stream.
    assertBatchSize(streamId, serializedBatch(events).bytes);
    const replay = await storedResult(streamId, events);
    if (replay) return replay;
    try {
      const result = await client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: esdbExpected(expected),
      });
      const nextRevision = Number(result.nextExpectedRevision);
      const reported = positionNumber(result.position?.commit);
      // For one event the write position is that event's; for a batch, read the last one back
      // rather than rely on which record of the batch the server reports.
      if (events.length === 1 && reported >= 0) return { nextRevision, position: reported };
      const [last] = await readStreamEvents(streamId, nextRevision, 1);
      return { nextRevision, position: last?.position ?? reported };
    } catch (err) {
      if (!(err instanceof WrongExpectedVersionError)) throw err;
      // A concurrent re-send of this very batch may have won the race.
      const raced = await storedResult(streamId, events);
      if (raced) return raced;
      const actual = typeof err.actualVersion === 'bigint' ? Number(err.actualVersion) : -1;
      throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
  }

  /** $all after `after` (exclusive), without system events; paged because ESDB counts those too. */
  async function readAllAfter(after: number, limit: number): Promise<EventEnvelope[]> {
    const page = Math.min(1000, Math.max(limit + 1, 64));
    const out: EventEnvelope[] = [];
    let cursor = after;
    for (;;) {
      const batch: ResolvedEvent[] = await collect(
        client.readAll({ fromPosition: readPositionAt(cursor), maxCount: page }),
      );
      for (const resolved of batch) {
        const position = positionNumber(resolved.event?.position?.commit ?? resolved.commitPosition);
        if (position <= cursor) continue; // reads are inclusive of their start position
        cursor = position;
        const envelope = toEnvelope(resolved);
        if (envelope) out.push(envelope);
        if (out.length >= limit) return out;
      }
      if (batch.length < page) return out;
    }
  }

  async function headPosition(): Promise<number> {
    let from: ReadPosition = END;
    for (;;) {
      const batch: ResolvedEvent[] = await collect(
        client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: 100 }),
      );
      for (const resolved of batch) {
        const envelope = toEnvelope(resolved);
        if (envelope) return envelope.position;
      }
      const oldest: Position | undefined = batch[batch.length - 1]?.event?.position;
      if (batch.length < 100 || !oldest) return 0;
      from = oldest; // a backward read from an event's position starts just before it
    }
  }

  return {
    name: 'eventstoredb',
    append,
    async readStream(streamId, options = {}) {
      const from = options.fromRevision ?? 0;
      if (options.toRevision !== undefined && options.toRevision < from) return [];
      const count = options.toRevision === undefined ? undefined : options.toRevision - from + 1;
      const events = await readStreamEvents(streamId, from, count);
      if (options.toTime === undefined) return events;
      // Time travel returns the stream as it was: the prefix up to the first later event.
      const until = Date.parse(options.toTime);
      const end = events.findIndex((e) => Date.parse(e.meta.occurredAt) > until);
      return end === -1 ? events : events.slice(0, end);
    },
    readAll: ({ fromPosition, limit }) => readAllAfter(fromPosition, limit ?? Number.POSITIVE_INFINITY),
    headPosition,
    identity: () =>
      identityFromStream({
        append,
        readStream: (id, o) => readStreamEvents(id, 0, o?.toRevision === 0 ? 1 : undefined),
      }),
    subscribeAll(fromPosition, handler, options = {}) {
      const subscription = esdbSubscription(
        client,
        readAllAfter,
        fromPosition,
        handler,
        options.batchSize ?? 1000,
      );
      subscriptions.add(subscription);
      return {
        get position() {
          return subscription.position;
        },
        stop: async () => {
          subscriptions.delete(subscription);
          await subscription.stop();
        },
      };
    },
    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      subscriptions.clear();
      await client.dispose();
    },
  };
}
