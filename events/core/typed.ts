import type { Infer, Struct } from 'superstruct';
import type { EventEnvelope } from './envelope';

/**
 * The typed side of the event contract. Each feature declares its events once, as superstruct
 * schemas keyed by event type (`export const VacancyEvents = { VacancyCreated: object(...) }`);
 * everything else is derived from that object: the union of proposed events a decider returns
 * (`EventOf`), the union of stored events a projection or `evolve` reads (`StoredEventOf`), and the
 * data of one type (`EventData`). A schema change is then a type error wherever it matters.
 */
// superstruct's Struct is invariant in its parameters, so a map of different schemas needs `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStruct = Struct<any, any>;
export type EventSchemas = Record<string, AnyStruct>;

/** A proposed event of one of the types in `D`: what `decide` returns. */
export type EventOf<D extends EventSchemas> = {
  [K in keyof D & string]: { type: K; data: Infer<D[K]> };
}[keyof D & string];

/** A stored event of one of the types in `D`, with its envelope: what `evolve` and projections read. */
export type StoredEventOf<D extends EventSchemas> = {
  [K in keyof D & string]: EventEnvelope<K, Infer<D[K]>>;
}[keyof D & string];

/** The data of one event type. */
export type EventData<D extends EventSchemas, K extends keyof D> = Infer<D[K]>;

/** Whether a stored event is one of the types declared in `schemas` (narrows it to that union). */
export function isEventOf<D extends EventSchemas>(
  schemas: D,
  event: EventEnvelope,
): event is EventEnvelope & StoredEventOf<D> {
  // Own keys only: an event type named like an Object.prototype member is not in the map.
  return Object.prototype.hasOwnProperty.call(schemas, event.type);
}
