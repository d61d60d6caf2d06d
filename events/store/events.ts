import { object, string } from 'superstruct';
import type { EventOf } from '../core/typed';

/**
 * The event log's own identity, where the store keeps no place for it (EventStoreDB): one event in
 * IDENTITY_STREAM, written when the log is new. Read models remember it with their checkpoints.
 */
export const StoreEvents = {
  EventStoreIdentified: object({ identity: string() }),
};

export type StoreEvent = EventOf<typeof StoreEvents>;

export const IDENTITY_STREAM = 'eventstore-identity';
