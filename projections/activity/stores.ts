import type { EventEnvelope } from '#events/core/envelope';
import { parseStreamId } from '#events/core/envelope';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import { VACANCIES } from '#events/vacancies/collections';
import { MEETINGS } from '#events/meetings/collections';
import { fieldOfMany, type ReadStore } from '../core/read-store';

/**
 * Which store an event's record belongs to (the activity log's store filter). Some events name it
 * (a vacancy's creation, a light questionnaire's submission, a questionnaire's opening, a meeting,
 * every DKMO event: a DKMO stream is its store's); the other events of those records are found in
 * the read model of their record, keyed by the stream's id. Checks, approval, the 1C hire and the
 * signatures are keyed by their questionnaire's id and belong to its store.
 */

/** The read model that holds the store of each record kind that has one (field `IStoreId`). */
const STORE_HOLDER: Record<string, string> = {
  vacancy: VACANCIES.name,
  questionnaireLight: QUESTIONNAIRES_LIGHT.name,
  questionnaire: QUESTIONNAIRES.name,
  checks: QUESTIONNAIRES.name,
  approval: QUESTIONNAIRES.name,
  hire: QUESTIONNAIRES.name,
  signing: QUESTIONNAIRES.name,
  meeting: MEETINGS.name,
};

/** The collections whose documents a batch may read for stores (they must be projected before). */
export const STORE_SOURCES = [...new Set(Object.values(STORE_HOLDER))];

/** The store an event names itself, if any. */
export function storeInEvent(event: Pick<EventEnvelope, 'streamId' | 'data'>): string | null {
  const { kind, id } = parseStreamId(event.streamId);
  if (kind === 'dkmo') return id || null;
  const data = event.data as { IStoreId?: unknown; vacancy?: { IStoreId?: unknown } } | null;
  if (!data || typeof data !== 'object') return null;
  if (typeof data.IStoreId === 'string') return data.IStoreId;
  if (typeof data.vacancy?.IStoreId === 'string') return data.vacancy.IStoreId;
  return null;
}

/** The read-model document that knows the store of this stream's record, if its kind has one. */
export function storeHolder(streamId: string): { collection: string; id: string } | null {
  const { kind, id } = parseStreamId(streamId);
  const collection = STORE_HOLDER[kind];
  return collection && id ? { collection, id } : null;
}

/** Store of a record by the key `${collection}/${id}` of the document that holds it. */
export type StoreMap = Map<string, string | null>;
export const holderKey = (h: { collection: string; id: string }): string => `${h.collection}/${h.id}`;

/**
 * The stores of a batch's records: what its events name first (a record's creation comes before
 * its other events), then the read models for the rest, one getMany per collection.
 */
export async function storesOfBatch(events: readonly EventEnvelope[], read: ReadStore): Promise<StoreMap> {
  const stores: StoreMap = new Map();
  const wanted = new Map<string, Set<string>>();
  for (const event of events) {
    const holder = storeHolder(event.streamId);
    if (!holder) continue;
    const key = holderKey(holder);
    const named = storeInEvent(event);
    if (named !== null) {
      // A questionnaire's store also belongs to its checks, approval, hire and signing streams.
      if (!stores.get(key)) stores.set(key, named);
      continue;
    }
    if (stores.has(key)) continue;
    let ids = wanted.get(holder.collection);
    if (!ids) wanted.set(holder.collection, (ids = new Set()));
    ids.add(holder.id);
  }
  for (const [collection, ids] of wanted) {
    const missing = [...ids].filter((id) => !stores.has(`${collection}/${id}`));
    if (missing.length === 0) continue;
    // From an index where the store has one: not the whole (sealed) questionnaire opened for it.
    const found = await fieldOfMany(read, collection, missing, 'IStoreId');
    for (const id of missing) {
      const store = found.get(id);
      stores.set(`${collection}/${id}`, typeof store === 'string' ? store : null);
    }
  }
  return stores;
}
