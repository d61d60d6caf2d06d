import type { EventEnvelope } from '../events/envelope';
import type { Doc } from '../server/readstore/port';

/**
 * A projection is pure: given the current document (or null) and an event, it returns the next
 * document, or null to delete it. `keysOf` says which documents of which collection an event touches.
 */
export interface Projection {
  name: string;
  collections: string[];
  keysOf(event: EventEnvelope): { collection: string; id: string }[];
  apply(doc: Doc | null, event: EventEnvelope, key: { collection: string; id: string }): Doc | null;
}
