import type { EventEnvelope } from '#events/core/envelope';
import type { Doc, DocChange, ReadStore } from './read-store';
import { eventsFor, projectionForBatch, type BatchProjection, type Projection } from './types';

export interface AppliedChange extends DocChange {
  /** Position of the event that produced this version of the document. */
  position: number;
}

type Key = { collection: string; id: string };

/**
 * The next version of one document for one event, as read models store it (with `_id` and `_pos`),
 * or `current` itself when the event changes nothing: a document whose `_pos` already covers the
 * event skips it. Shared by the runner and the rebuild so that both produce the same documents.
 */
export function nextDocument(
  projection: Pick<BatchProjection, 'apply'>,
  current: Doc | null,
  event: EventEnvelope,
  key: Key,
): Doc | null {
  if (current && (current._pos ?? 0) >= event.position) return current;
  const next = projection.apply(current, event, key);
  if (next === current || next === null) return next;
  // A new document belongs to the caller (see Projection.apply): stamp it in place, no copy.
  next._id = key.id;
  next._pos = event.position;
  return next;
}

/**
 * Applies a batch of events to one projection in memory: loads the touched documents once, folds
 * the events over them, and returns the final version of every changed document. A document whose
 * `_pos` already covers an event skips it, so re-applying a batch after a crash changes nothing.
 */
export async function projectBatch(
  projection: Projection,
  all: EventEnvelope[],
  read: ReadStore,
  /**
   * The events are past the projection's checkpoint (the runner's batches): a document of one of its
   * eventDocuments collections, made by its event alone and committed with the checkpoint past it,
   * cannot exist yet, so it is not looked up (a read per command of the activity log, issue 25 item 3).
   */
  options: { pastCheckpoint?: boolean } = {},
): Promise<AppliedChange[]> {
  const events = eventsFor(projection, all);
  if (events.length === 0) return [];
  const batch = await projectionForBatch(projection, events, read);
  const keysOf = events.map((event) => batch.keysOf(event));
  // A batch this projection does not read (most batches, for most projections): nothing to build.
  if (keysOf.every((keys) => keys.length === 0)) return [];
  // Per collection: the working version of every touched document (null: absent or removed).
  const working = new Map<string, Map<string, Doc | null>>();
  // Documents that cannot exist yet: their stream's first event is their first in the batch.
  const unborn = new Set<string>();
  const streamDocs = options.pastCheckpoint ? projection.streamDocuments : undefined;
  keysOf.forEach((keys, i) => {
    for (const { collection, id } of keys) {
      let docs = working.get(collection);
      if (!docs) working.set(collection, (docs = new Map<string, Doc | null>()));
      if (docs.has(id)) continue;
      docs.set(id, null);
      if (events[i]!.revision === 0 && streamDocs?.includes(collection))
        unborn.add(`${collection}\u0000${id}`);
    }
  });
  for (const [collection, docs] of working) {
    if (options.pastCheckpoint && projection.eventDocuments?.includes(collection)) continue;
    const ids = [...docs.keys()].filter((id) => !unborn.has(`${collection}\u0000${id}`));
    if (ids.length === 0) continue;
    const found = await read.getMany(collection, ids);
    for (const [id, doc] of found) docs.set(id, doc);
  }

  // The final version of each changed document, in the order of their first change.
  const changes = new Map<string, Map<string, AppliedChange>>();
  const order: AppliedChange[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    for (const key of keysOf[i]!) {
      const docs = working.get(key.collection)!;
      const current = docs.get(key.id) ?? null;
      const doc = nextDocument(batch, current, event, key);
      if (doc === current) continue;
      docs.set(key.id, doc);
      let byId = changes.get(key.collection);
      if (!byId) changes.set(key.collection, (byId = new Map<string, AppliedChange>()));
      const previous = byId.get(key.id);
      if (previous) {
        previous.doc = doc;
        previous.position = event.position;
      } else {
        const change = { collection: key.collection, id: key.id, doc, position: event.position };
        byId.set(key.id, change);
        order.push(change);
      }
    }
  }
  return order;
}
