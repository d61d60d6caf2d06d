import type { Collection } from '#events/core/collections';
import { parseStreamId, type EventEnvelope } from '#events/core/envelope';
import { erasedValueLike, valueAt, withValuesAt } from '#events/core/personal';
import { PERSONAL_DATA_ERASED } from '#events/privacy/events';
import { isEventOf, type EventSchemas, type StoredEventOf } from '#events/core/typed';
import type { Doc, IndexSpec, ReadIndexes, ReadStore } from './read-store';

/**
 * The runtime contract of a projection (the runner and the rebuild hold a list of different ones).
 * Features write projections with `defineProjection` below, typed by their events and document.
 * A projection is pure: given the current document (or null) and an event, it returns the next
 * document, or null to delete it. `keysOf` says which documents of which collection an event touches.
 * A returned document other than `doc` itself must be a new object that nothing else holds (never
 * `event.data` or a shared constant): the caller stamps `_id` and `_pos` on it in place.
 */
export interface Projection {
  name: string;
  collections: string[];
  /**
   * Its documents hold personal data (a candidate's or a staff member's) or secrets: the embedded
   * read store seals them at rest. Documents of other projections are stored as plain JSON.
   */
  personal?: boolean;
  /** Secondary indexes the read store keeps for these collections (the queries lists make). */
  indexes?: ReadIndexes;
  /**
   * The only event types it reads (defineProjection: its events', and the erasure's when it
   * erases): other events change nothing, so they are not handed to it (eventsFor). Absent: all.
   */
  eventTypes?: ReadonlySet<string>;
  /**
   * Its live changes are committed together, at most DEFER_MS after their events
   * (projections/core/deferred-commits.ts), not with each batch: for a read model with costly
   * writes that no command reads back and no socket watches. A command's reply does not wait for
   * it; its readers ask the node to flush first (ClusterNode.flushDeferred).
   */
  deferred?: boolean;
  /**
   * Collections each of whose documents is made by one event alone, which no other event touches
   * (its id is that event's position): a rebuild, replaying each event once, keeps none of them in
   * memory and never looks one up in the store.
   */
  eventDocuments?: string[];
  /**
   * Collections each of whose documents is its event stream's: keyed by the stream's own id, and
   * made by the stream's first event (revision 0). A batch past the checkpoint does not look up a
   * document whose first event in the batch is that one: it cannot exist yet (a read per create).
   */
  streamDocuments?: string[];
  keysOf(event: EventEnvelope): { collection: string; id: string }[];
  apply(doc: Doc | null, event: EventEnvelope, key: { collection: string; id: string }): Doc | null;
  /**
   * Optional, for a read model that joins other read models (projections/core/join.ts): reads what
   * one batch needs beyond its events and returns the keysOf and apply to use for that batch.
   */
  forBatch?(events: EventEnvelope[], read: ReadStore): Promise<BatchProjection>;
}

/** The pure part of a projection for one batch of events. */
export type BatchProjection = Pick<Projection, 'keysOf' | 'apply'>;

/** Whether the projection reads any of `events` (no copy made). */
export function readsAny(
  projection: Pick<Projection, 'eventTypes'>,
  events: readonly EventEnvelope[],
): boolean {
  const types = projection.eventTypes;
  return !types || events.some((event) => types.has(event.type));
}

/** The events of `events` the projection reads (the array itself when it reads them all). */
export function eventsFor(
  projection: Pick<Projection, 'eventTypes'>,
  events: EventEnvelope[],
): EventEnvelope[] {
  const types = projection.eventTypes;
  if (!types || events.every((event) => types.has(event.type))) return events;
  return events.filter((event) => types.has(event.type));
}

/** What keysOf and apply a batch uses: the projection's own, or those its forBatch prepared. */
export async function projectionForBatch(
  projection: Projection,
  events: EventEnvelope[],
  read: ReadStore,
): Promise<BatchProjection> {
  return projection.forBatch ? projection.forBatch(events, read) : projection;
}

/** A document as the read store holds it: the projected fields plus its key and last position. */
export type Stored<D> = D & { _id: string; _pos?: number };

/**
 * A projection written against its feature's types: the events it reads (the feature's schemas)
 * and the one collection it writes, with that collection's document type. `defineProjection`
 * turns it into the runtime `Projection` the runner and the rebuild use.
 */
export type TypedProjection<S extends EventSchemas, D> = TypedProjectionBody<S, D> & PersonalData;

/**
 * Whether the documents hold personal data (`personal: true`: sealed at rest by the embedded read
 * store). Only such a projection has personal data to erase, so `erase` requires it.
 */
export type PersonalData = { personal?: false; erase?: never } | { personal: true; erase?: ErasePolicy };

export interface TypedProjectionBody<S extends EventSchemas, D> {
  name: string;
  /** The event types this projection reads; other events never reach `keysOf` or `apply`. */
  events: S;
  collection: Collection<D>;
  indexes?: IndexSpec[];
  /** Each document is its stream's, made by the stream's first event (Projection.streamDocuments). */
  streamDocuments?: boolean;
  /** The ids of the documents an event touches (usually the id of its stream). */
  keysOf(event: StoredEventOf<S>): string[];
  /** The next document (a new object), `doc` itself when unchanged, or null to delete it. */
  apply(doc: Stored<D> | null, event: StoredEventOf<S>, id: string): D | Stored<D> | null;
}

/**
 * What `PersonalDataErased` on a stream of `kind` does to the document of that stream: the personal
 * fields (dot paths, derived copies such as search text included) read 'удалено', or the document
 * goes (`remove`, for documents that are nothing but personal data or secrets).
 */
/** A read model holding a candidate's personal data purges it when they are erased. */
export type ErasePolicy = { kind: string; fields: readonly string[] } | { kind: string; remove: true };

export function defineProjection<S extends EventSchemas, D>(spec: TypedProjection<S, D>): Projection {
  const collection = spec.collection.name;
  return {
    name: spec.name,
    collections: [collection],
    personal: spec.personal === true,
    indexes: spec.indexes ? { [collection]: spec.indexes } : undefined,
    streamDocuments: spec.streamDocuments ? [collection] : undefined,
    eventTypes: new Set([...Object.keys(spec.events), ...(spec.erase ? [PERSONAL_DATA_ERASED] : [])]),
    keysOf(event) {
      if (spec.erase && event.type === PERSONAL_DATA_ERASED) return erasedKeys(spec.erase, event, collection);
      if (!isEventOf(spec.events, event)) return [];
      return spec.keysOf(event).map((id) => ({ collection, id }));
    },
    apply(doc, event, key) {
      if (spec.erase && event.type === PERSONAL_DATA_ERASED) return erasedDoc(spec.erase, doc, event);
      if (!isEventOf(spec.events, event)) return doc;
      // The read store gives back what this projection wrote to this collection, so a stored
      // document is a Stored<D>; a projected D becomes a Doc once the runner stamps _id and _pos.
      return spec.apply(doc as Stored<D> | null, event, key.id) as Doc | null;
    },
  };
}

function erasedKeys(policy: ErasePolicy, event: EventEnvelope, collection: string) {
  const { kind, id } = parseStreamId(event.streamId);
  return kind === policy.kind ? [{ collection, id }] : [];
}

function erasedDoc(policy: ErasePolicy, doc: Doc | null, event: EventEnvelope): Doc | null {
  if (!doc || 'remove' in policy) return null;
  const values = new Map<string, unknown>();
  // Documents that carry their stream's revision (for conflict checks) move on with it.
  if (typeof doc.revision === 'number') values.set('revision', event.revision);
  for (const path of policy.fields) {
    const value = valueAt(doc, path);
    if (value !== undefined) values.set(path, erasedValueLike(value));
  }
  return withValuesAt(doc, values);
}
