import { ACTIVITY, ACTIVITY_DAYS, type ActivityDoc } from '#events/activity/contract';
import { formatCalendarDay, moscowDay } from '#events/core/calendar-day';
import { parseStreamId, type EventEnvelope } from '#events/core/envelope';
import { APPLICANT_ROLE } from '#events/core/roles';
import { describeEvent } from '#events/history/describe';
import type { IndexSpec } from '../core/read-store';
import type { BatchProjection, Projection } from '../core/types';
import { holderKey, storeHolder, storeInEvent, storesOfBatch, type StoreMap } from './stores';

const BY_POSITION = { position: -1 } as const;
/** A combination of fields: few events per key, so its count walks them (no counts kept). */
const NARROW = { sort: BY_POSITION, counts: false } as const;

/**
 * The filter shapes of the log (who, kind, store, a period as a list of Moscow days), each served
 * by an index that starts with the fields given: the read store picks the first index declared
 * among those that settle most of the filter, so the order below matters (each field's first index
 * starts with it). Combinations of two or three fields narrow to few events: a period is tested on
 * those documents. The combinations are kept few, and only a day and a kind keep counts per key
 * (a page of everything sums the days'): every other count walks at most one actor's or one
 * store's events in an index. Each count kept costs every event a write to its table.
 */
export const ACTIVITY_INDEXES: IndexSpec[] = [
  { fields: ['day'], sort: BY_POSITION },
  { fields: ['kind'], sort: BY_POSITION },
  { fields: ['actorUserId', 'kind'], ...NARROW },
  { fields: ['storeId', 'actorUserId'], ...NARROW },
  { fields: ['kind', 'storeId'], ...NARROW },
  { fields: ['kind', 'day'], ...NARROW },
  { fields: ['actorUserId', 'day'], ...NARROW },
  { fields: ['storeId', 'day'], ...NARROW },
  { fields: ['actorUserId', 'kind', 'storeId'], ...NARROW },
];

/** The Moscow day of an event, 'YYYY-MM-DD'. */
const dayOf = (event: EventEnvelope) => formatCalendarDay(moscowDay(new Date(event.meta.occurredAt)), 'iso');

/** The activity document of one event, given the store of its record. */
export function activityDoc(event: EventEnvelope, storeId: string | null): ActivityDoc {
  const { kind, id } = parseStreamId(event.streamId);
  const { actor } = event.meta;
  // The candidate acting on their own questionnaire is 'Кандидат', never named in the log.
  const candidate = actor.role === APPLICANT_ROLE;
  const described = candidate
    ? { ...event, meta: { ...event.meta, actor: { ...actor, name: undefined } } }
    : event;
  return {
    position: event.position,
    type: event.type,
    kind,
    recordId: id,
    streamId: event.streamId,
    occurredAt: event.meta.occurredAt,
    day: dayOf(event),
    actorUserId: actor.userId,
    actorRole: actor.role,
    actorName: candidate ? null : (actor.name ?? null),
    storeId,
    correlationId: event.meta.correlationId,
    sentence: describeEvent(described),
  };
}

/** The store of an event's record: named by the event, else known from its record's read model. */
export function storeOf(event: EventEnvelope, stores: StoreMap): string | null {
  const named = storeInEvent(event);
  if (named !== null) return named;
  const holder = storeHolder(event.streamId);
  return holder ? (stores.get(holderKey(holder)) ?? null) : null;
}

/** An event's document (its id is the global position) and the document of its day. */
const keysOf = (event: EventEnvelope) => [
  { collection: ACTIVITY.name, id: String(event.position) },
  { collection: ACTIVITY_DAYS.name, id: dayOf(event) },
];

function batchOf(stores: StoreMap): BatchProjection {
  return {
    keysOf,
    // Both written once: an existing event document is that same event's (a replay), a day stays.
    apply: (doc, event, key) => {
      if (doc) return doc;
      if (key.collection === ACTIVITY_DAYS.name) return { _id: key.id, day: key.id };
      return { _id: key.id, ...activityDoc(event, storeOf(event, stores)) };
    },
  };
}

/**
 * Read model `activity` (issue 28, item 3). A join (projections/core/join.ts): the stores of a
 * batch's records come from the read models of questionnaires, light questionnaires, vacancies and
 * meetings, which are projected before it. Not personal: plain documents.
 */
export const activityProjection: Projection = {
  name: ACTIVITY.name,
  collections: [ACTIVITY.name, ACTIVITY_DAYS.name],
  personal: false,
  indexes: { [ACTIVITY.name]: ACTIVITY_INDEXES },
  // Ten SQLite indexes per event: committed together every DEFER_MS, not with each command (no command reads
  // the log back, no socket watches it; its routes flush first).
  deferred: true,
  // Each event's document is its own (its id is its position): a rebuild holds none in memory.
  eventDocuments: [ACTIVITY.name],
  // Outside a batch an event touches nothing: the runner and the rebuild call forBatch.
  keysOf: () => [],
  apply: (doc) => doc,
  async forBatch(events, read) {
    return batchOf(await storesOfBatch(events, read));
  },
};
