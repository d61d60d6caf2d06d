import type { EventEnvelope } from '../../events/core/envelope';
import type { Doc, ReadIndexes } from '../../server/readstore/port';

/**
 * A projection is pure: given the current document (or null) and an event, it returns the next
 * document, or null to delete it. `keysOf` says which documents of which collection an event touches.
 * A returned document other than `doc` itself must be a new object that nothing else holds (never
 * `event.data` or a shared constant): the caller stamps `_id` and `_pos` on it in place.
 */
export interface Projection {
  name: string;
  collections: string[];
  /** Secondary indexes the read store keeps for these collections (the queries lists make). */
  indexes?: ReadIndexes;
  keysOf(event: EventEnvelope): { collection: string; id: string }[];
  apply(doc: Doc | null, event: EventEnvelope, key: { collection: string; id: string }): Doc | null;
}
