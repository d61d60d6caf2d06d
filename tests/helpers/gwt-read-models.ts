import type { EventEnvelope } from '#events/core/envelope';
import type { AppliedChange } from '#projections/core/apply';
import type { EventSource } from '#projections/core/event-source';
import type { ReadStore } from '#projections/core/read-store';
import { ProjectionRunner } from '#projections/core/runner';
import type { Projection } from '#projections/core/types';
import { indexesOf } from '#server/readstore/index';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/** The runner never subscribes here: batches are handed to it one by one. */
const NO_EVENTS: EventSource = {
  readAll: () => Promise.resolve([]),
  headPosition: () => Promise.resolve(0),
  subscribeAll: () => ({ stop: () => Promise.resolve(), position: 0 }),
};

/**
 * given(batches of events) -> when(batch) -> then(read models, pushed changes), for projections that
 * read one another (a joined read model): the events go through the runner itself, batch by batch,
 * into an in-memory read store, as the server applies them.
 */
export function givenReadModels(projections: Projection[]) {
  return {
    async given(...batches: EventEnvelope[][]) {
      const read = openSqliteReadStore(':memory:', indexesOf(projections));
      const runner = new ProjectionRunner(NO_EVENTS, read, projections);
      let pushed: AppliedChange[] = [];
      runner.onCommit((changes) => pushed.push(...changes));
      for (const batch of batches) await runner.apply(batch);
      return {
        read,
        /** Applies one more batch; `pushed` then holds only what it changed. */
        async when(batch: EventEnvelope[]): Promise<{ read: ReadStore; pushed: AppliedChange[] }> {
          pushed = [];
          await runner.apply(batch);
          return { read, pushed };
        },
        close: () => read.close(),
      };
    },
  };
}
