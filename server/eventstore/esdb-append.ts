import {
  ANY,
  type AppendExpectedRevision,
  NO_STREAM,
  STREAM_EXISTS,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { NewEvent } from '#events/core/envelope';
import { positionNumber, toEventData } from './esdb-mapping';
import type { EsdbReads } from './esdb-read';
import { type EsdbClient, isStreamDeleted } from './esdb-server';
import {
  type AppendResult,
  type ExpectedRevision,
  EventValidationError,
  WrongExpectedRevisionError,
} from './port';
import { assertBatchSize, lastOfStoredBatch, serializedBatch, validateBatch } from './validate';

function esdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

/** The revision from which a batch appended with `expected` would have been stored. */
function firstRevisionOf(expected: ExpectedRevision): number {
  return typeof expected === 'number' ? expected + 1 : 0;
}

/**
 * A tombstoned (hard-deleted) stream can never be written again. It is refused as an
 * EventValidationError rather than a WrongExpectedRevisionError: a conflict invites the caller to
 * re-read and retry, which would read an empty stream and fail again the same way, forever; the
 * refusal is final and says why, in Russian like every other validation message.
 */
export function deletedStreamError(streamId: string): EventValidationError {
  return new EventValidationError(`Поток ${streamId} удалён безвозвратно: запись в него невозможна`);
}

/**
 * Appends to EventStoreDB. The stream is not read before every append: ESDB itself answers a
 * re-send with the original expected revision (idempotent write) and refuses a stale one
 * (WrongExpectedVersion, after which our ids are looked for). Only `any` and `stream_exists`,
 * where ESDB's idempotency is best effort (an in-memory cache), scan the stream first.
 */
export function esdbAppend(client: EsdbClient, reads: EsdbReads, ready: () => Promise<void>) {
  /**
   * The original result when this batch is already stored from `fromRevision` on, null when none
   * of it is. A partial match found from `fromRevision` is checked again from the stream's start
   * (the batch may have been stored before the revision the caller expected now).
   */
  async function storedResult(
    streamId: string,
    events: readonly NewEvent[],
    fromRevision: number,
  ): Promise<AppendResult | null> {
    const ids = new Set(events.map((e) => e.id));
    let stored = (await reads.readStreamEvents(streamId, fromRevision)).filter((e) => ids.has(e.id));
    if (stored.length === 0) return null;
    if (stored.length < events.length && fromRevision > 0)
      stored = (await reads.readStreamEvents(streamId, 0)).filter((e) => ids.has(e.id));
    const last = lastOfStoredBatch(streamId, events, stored);
    return { nextRevision: last.revision, position: await knownPosition(last.position) };
  }

  /**
   * A position of -1 means the server did not say (idempotent writes and stream reads on servers
   * before 22.6, which are refused at start; kept as a safety net). It is never returned: the head
   * of $all is, which is at or after the event, so read-your-writes waits long enough.
   */
  async function knownPosition(position: number): Promise<number> {
    return position >= 0 ? position : reads.headPosition();
  }

  /** The result of a successful write, read back unless the server's answer is complete. */
  async function writtenResult(
    streamId: string,
    events: readonly NewEvent[],
    nextRevision: number,
    reported: number,
  ): Promise<AppendResult> {
    // For one event the write position is that event's; for a batch, read the last one back
    // rather than rely on which record of the batch the server reports.
    if (events.length === 1 && reported >= 0) return { nextRevision, position: reported };
    const [last] = await reads.readStreamEvents(streamId, nextRevision, 1);
    if (last && last.revision === nextRevision && last.id === events[events.length - 1]!.id)
      return { nextRevision, position: await knownPosition(last.position) };
    // The answer does not point at our last event (an idempotent write answered with another
    // revision): look our ids up instead.
    const stored = await storedResult(streamId, events, 0);
    return stored ?? { nextRevision, position: await knownPosition(reported) };
  }

  return async function append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    validateBatch(streamId, events);
    assertBatchSize(streamId, serializedBatch(events).bytes);
    await ready();
    if (expected === 'any' || expected === 'stream_exists') {
      const replay = await storedResult(streamId, events, 0);
      if (replay) return replay;
    }
    try {
      const result = await client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: esdbExpected(expected),
      });
      const nextRevision = Number(result.nextExpectedRevision);
      return await writtenResult(streamId, events, nextRevision, positionNumber(result.position?.commit));
    } catch (err) {
      if (isStreamDeleted(err)) throw deletedStreamError(streamId);
      if (!(err instanceof WrongExpectedVersionError)) throw err;
      // A re-send of this very batch (or a concurrent one that won the race) is stored already.
      const raced = await storedResult(streamId, events, firstRevisionOf(expected));
      if (raced) return raced;
      const actual = typeof err.actualVersion === 'bigint' ? Number(err.actualVersion) : -1;
      throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
  };
}
