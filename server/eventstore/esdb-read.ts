import {
  BACKWARDS,
  END,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
  StreamNotFoundError,
} from '@eventstore/db-client';
import type { EventEnvelope } from '#events/core/envelope';
import { positionNumber, readPositionAt, toEnvelope } from './esdb-mapping';
import { type EsdbClient, accessRefusal, isAccessDenied, isStreamDeleted } from './esdb-server';

export async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

/** Reads of streams and of $all, shared by appends, the store's reads and subscriptions. */
export interface EsdbReads {
  /**
   * Our events of a stream from `fromRevision` on, at most `maxCount` of them. A stream that does
   * not exist, was soft-deleted or was tombstoned reads as empty. A truncated stream starts at its
   * first kept revision, so callers bound reads by revision, never by a count of events.
   */
  readStreamEvents(streamId: string, fromRevision: number, maxCount?: number): Promise<EventEnvelope[]>;
  /** $all after `after` (exclusive), without system events and events of other tools. */
  readAllAfter(after: number, limit: number): Promise<EventEnvelope[]>;
  /** Position of the newest of our events in $all, 0 when there is none. */
  headPosition(): Promise<number>;
}

/** A read of $all the user is not allowed: refused with a message for the operator. */
function refuseDenied(err: unknown): never {
  throw isAccessDenied(err) ? accessRefusal() : err;
}

export function esdbReads(client: EsdbClient): EsdbReads {
  async function readStreamEvents(
    streamId: string,
    fromRevision: number,
    maxCount?: number,
  ): Promise<EventEnvelope[]> {
    try {
      const read = client.readStream(streamId, { fromRevision: BigInt(fromRevision), maxCount });
      return (await collect(read)).map(toEnvelope).filter((e): e is EventEnvelope => e !== null);
    } catch (err) {
      // Tombstoned streams answer StreamDeletedError on reads; to readers they are simply empty
      // (an append to one is refused with its own message, see esdb-append.ts).
      if (err instanceof StreamNotFoundError || isStreamDeleted(err)) return [];
      throw err;
    }
  }

  // Paged because ESDB counts system events towards maxCount too.
  async function readAllAfter(after: number, limit: number): Promise<EventEnvelope[]> {
    const page = Math.min(1000, Math.max(limit + 1, 64));
    const out: EventEnvelope[] = [];
    let cursor = after;
    try {
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
    } catch (err) {
      refuseDenied(err);
    }
  }

  async function headPosition(): Promise<number> {
    let from: ReadPosition = END;
    try {
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
    } catch (err) {
      refuseDenied(err);
    }
  }

  return { readStreamEvents, readAllAfter, headPosition };
}
