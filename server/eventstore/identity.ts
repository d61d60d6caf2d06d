import { randomUUID } from 'node:crypto';
import { IDENTITY_STREAM } from '#events/store/events';
import { fieldOf } from '#events/core/json';
import { WrongExpectedRevisionError, type EventStore } from './port';

/**
 * The identity of an event store that has no place of its own for it: the first event of
 * IDENTITY_STREAM, appended with no_stream when the log is new; of two servers starting on a new
 * log at once, the second reads the first one's.
 */
export async function identityFromStream(store: Pick<EventStore, 'append' | 'readStream'>): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const first = (await store.readStream(IDENTITY_STREAM, { toRevision: 0 }))[0];
    const stored = first ? fieldOf(first.data, 'identity') : undefined;
    if (typeof stored === 'string') return stored;
    const identity = randomUUID();
    try {
      await store.append(
        IDENTITY_STREAM,
        [
          {
            id: randomUUID(),
            type: 'EventStoreIdentified',
            data: { identity },
            meta: {
              actor: { userId: 'system', role: 'System' },
              occurredAt: new Date().toISOString(),
              correlationId: 'eventstore-identity',
              causationId: 'eventstore-identity',
              schemaVersion: 1,
            },
          },
        ],
        'no_stream',
      );
      return identity;
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
    }
  }
  throw new Error('The event store identity could not be read or written');
}
