import type { NewEvent } from '#events/core/envelope';
import { fieldOf } from '#events/core/json';
import { AppError } from '../core/errors';
import { sleep } from './pull-subscription';
import type { AppendResult, EventStore } from './port';
import { lastOfStoredBatch } from './validate';
import { log } from '../core/logger';

/**
 * Errors after which an append may or may not have landed (issue 16, item 2): the client gave up
 * waiting (timeout, deadline), the connection dropped (unavailable, cancelled), or the node stopped
 * being the leader mid-write. `type` is how @eventstore/db-client names them; an adapter may also
 * throw AppendOutcomeUnknownError itself.
 */
const UNKNOWN_OUTCOME_TYPES = new Set([
  'timeout',
  'deadline-exceeded',
  'unavailable',
  'cancelled',
  'not-leader',
]);

export class AppendOutcomeUnknownError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppendOutcomeUnknownError';
  }
}

export function isOutcomeUnknown(err: unknown): boolean {
  if (err instanceof AppendOutcomeUnknownError) return true;
  const type = fieldOf(err, 'type');
  return typeof type === 'string' && UNKNOWN_OUTCOME_TYPES.has(type);
}

/** Answered when the event store stays unreachable through every recheck: nothing is known to be saved. */
export class EventStoreUnavailableError extends AppError {
  constructor() {
    super(
      503,
      'Хранилище событий временно недоступно: изменение не подтверждено. Повторите попытку через минуту.',
    );
  }
}

/** Waits between rechecks: about 3 s in all before the caller is told the store is unavailable. */
export const RECHECK_BACKOFF_MS = [50, 150, 400, 800, 1600];

/** The stored result of exactly this batch, or null when none of its events is stored. */
async function storedResult(
  store: EventStore,
  streamId: string,
  events: readonly NewEvent[],
): Promise<AppendResult | null> {
  const ids = new Set(events.map((e) => e.id));
  const stored = (await store.readStream(streamId)).filter((e) => ids.has(e.id));
  if (stored.length === 0) return null;
  const last = lastOfStoredBatch(streamId, events, stored);
  return { nextRevision: last.revision, position: last.position };
}

/**
 * An append whose outcome is unknown is settled instead of reported as a failure: after a pause the
 * stream is read for the batch's event ids; found, the original result is returned (the caller's
 * retry would otherwise get a false 409 or write a duplicate); not found, the same batch (same ids,
 * same expected revision) is sent again, which the store takes as a re-send if the first one lands
 * late. Reads happen only after such an error, never before an append.
 */
export function withOutcomeRecheck(
  store: EventStore,
  backoffMs: readonly number[] = RECHECK_BACKOFF_MS,
): EventStore {
  return {
    ...store,
    async append(streamId, events, expected, options) {
      let failure: unknown;
      try {
        return await store.append(streamId, events, expected, options);
      } catch (err) {
        if (!isOutcomeUnknown(err)) throw err;
        failure = err;
      }
      for (const pause of backoffMs) {
        await sleep(pause);
        try {
          const stored = await storedResult(store, streamId, events);
          if (stored) return stored;
          return await store.append(streamId, events, expected, options);
        } catch (err) {
          if (!isOutcomeUnknown(err)) throw err;
          failure = err;
        }
      }
      log.error(`[eventstore] append to ${streamId} still unknown after rechecks: ${String(failure)}`);
      throw new EventStoreUnavailableError();
    },
  };
}
