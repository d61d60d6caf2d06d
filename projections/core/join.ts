import type { Collection } from '#events/core/collections';
import type { EventEnvelope } from '#events/core/envelope';
import { isEventOf, type EventSchemas, type StoredEventOf } from '#events/core/typed';
import type { IndexSpec, ReadStore } from './read-store';
import { defineProjection, type Projection, type Stored } from './types';

/**
 * A denormalised read model: each document joins documents of other read models (a staff vacancy
 * is its vacancy, city template, base template, position and store), kept current by the events
 * of every one of its sources.
 *
 * Per batch, `prepare` reads from the other read models what the batch needs: the documents each
 * source change fans out to (the vacancies of a changed template) and the sources those documents
 * are built from. `keysOf` and `apply` then stay pure over that context.
 *
 * The read models it reads must come from projections listed BEFORE this one. The runner applies
 * a batch projection by projection, so they already hold the batch's end state; a rebuild of all
 * rebuilds them first, so they hold the log's end state. Either way every document this one
 * touches is built from sources at least as new as the event, and its last touch (the last event
 * of any of its sources) builds it from their final versions: runner and rebuild agree.
 */
export interface JoinProjection<S extends EventSchemas, D, C> {
  name: string;
  /** The events of every source: each one that changes what a document shows. */
  events: S;
  collection: Collection<D>;
  indexes?: IndexSpec[];
  prepare(events: StoredEventOf<S>[], read: ReadStore): Promise<C>;
  keysOf(event: StoredEventOf<S>, context: C): string[];
  apply(doc: Stored<D> | null, event: StoredEventOf<S>, id: string, context: C): D | Stored<D> | null;
}

export function defineJoinProjection<S extends EventSchemas, D, C>(
  spec: JoinProjection<S, D, C>,
): Projection {
  const { name, events, collection, indexes } = spec;
  // Without a batch's context an event touches nothing: the runner and the rebuild call forBatch.
  const outsideBatch = defineProjection({
    name,
    events,
    collection,
    indexes,
    keysOf: () => [],
    apply: (d) => d,
  });
  return {
    ...outsideBatch,
    async forBatch(batch: EventEnvelope[], read: ReadStore) {
      const relevant = batch.filter((event) => isEventOf(events, event));
      // None of its sources changed: every event touches nothing, and nothing is read for it.
      if (relevant.length === 0) return outsideBatch;
      const context = await spec.prepare(relevant, read);
      return defineProjection({
        name,
        events,
        collection,
        keysOf: (event) => spec.keysOf(event, context),
        apply: (doc, event, id) => spec.apply(doc, event, id, context),
      });
    },
  };
}
