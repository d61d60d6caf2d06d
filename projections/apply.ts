import type { EventEnvelope } from '../events/envelope';
import type { Doc, DocChange, ReadStore } from '../server/readstore/port';
import type { Projection } from './types';

export interface AppliedChange extends DocChange {
  /** Position of the event that produced this version of the document. */
  position: number;
}

/**
 * Applies a batch of events to one projection in memory: loads the touched documents once, folds
 * the events over them, and returns the final version of every changed document. A document whose
 * `_pos` already covers an event skips it, so re-applying a batch after a crash changes nothing.
 */
export async function projectBatch(
  projection: Projection,
  events: EventEnvelope[],
  read: ReadStore,
): Promise<AppliedChange[]> {
  const touched = events.map((event) => ({ event, keys: projection.keysOf(event) }));
  const working = new Map<string, Doc | null>();
  await loadDocuments(
    touched.flatMap((t) => t.keys),
    working,
    read,
  );

  const changed = new Map<string, AppliedChange>();
  for (const { event, keys } of touched) {
    for (const key of keys) {
      const ref = refOf(key.collection, key.id);
      const current = working.get(ref) ?? null;
      if (current && (current._pos ?? 0) >= event.position) continue;
      const next = projection.apply(current, event, key);
      if (next === current) continue;
      const doc = next ? { ...next, _id: key.id, _pos: event.position } : null;
      working.set(ref, doc);
      changed.set(ref, { collection: key.collection, id: key.id, doc, position: event.position });
    }
  }
  return [...changed.values()];
}

async function loadDocuments(
  keys: { collection: string; id: string }[],
  working: Map<string, Doc | null>,
  read: ReadStore,
): Promise<void> {
  const byCollection = new Map<string, Set<string>>();
  for (const { collection, id } of keys) {
    let ids = byCollection.get(collection);
    if (!ids) byCollection.set(collection, (ids = new Set()));
    ids.add(id);
  }
  for (const [collection, ids] of byCollection) {
    const found = await read.getMany(collection, [...ids]);
    for (const id of ids) working.set(refOf(collection, id), found.get(id) ?? null);
  }
}

const refOf = (collection: string, id: string) => `${collection}\u0000${id}`;
