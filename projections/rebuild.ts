import type { EventStore } from '../server/eventstore/port';
import type { ReadStore } from '../server/readstore/port';
import { ProjectionRunner } from './runner';
import type { Projection } from './types';

export interface RebuildResult {
  events: number;
  documents: number;
  seconds: number;
}

/**
 * Drops a projection's collections and checkpoint, then replays every event into it. Stop the
 * server first (it holds read models in memory) or restart it afterwards.
 */
export async function rebuildProjection(
  events: EventStore,
  read: ReadStore,
  projection: Projection,
  onProgress: (position: number) => void = () => {},
  batchSize = 5000,
): Promise<RebuildResult> {
  const started = performance.now();
  await read.reset(projection.name, projection.collections);
  const runner = new ProjectionRunner(events, read, [projection], batchSize);
  let count = 0;
  for (let from = 0; ;) {
    const batch = await events.readAll({ fromPosition: from, limit: batchSize });
    const last = batch.at(-1);
    if (!last) break;
    await runner.apply(batch);
    count += batch.length;
    from = last.position;
    onProgress(from);
  }
  let documents = 0;
  for (const c of projection.collections) documents += await read.count(c);
  return { events: count, documents, seconds: (performance.now() - started) / 1000 };
}
