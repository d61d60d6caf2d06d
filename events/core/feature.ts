import type { Collection } from './collections';
import type { PersonalFieldsByType } from './personal';
import type { EventSchemas } from './typed';

/**
 * What one feature adds to the shared contract: its event types with their schemas and the
 * read-model collections it projects. `events/features.ts` lists every feature; the event registry
 * is built from that list, so a new feature edits no central list.
 */
export interface EventFeature {
  name: string;
  events: EventSchemas;
  collections: Collection[];
  /** Candidates' personal fields in these events: sealed in the event store, erasable. */
  personal?: PersonalFieldsByType;
}

export function defineEventFeature<F extends EventFeature>(feature: F): F {
  return feature;
}
