import { parseStreamId, type EventEnvelope } from '#events/core/envelope';
import { projectBatch } from '#projections/core/apply';
import type { ReadStore } from '#projections/core/read-store';
import type { EventStore } from '../../eventstore/port';
import type { Projection } from '#projections/core/types';
import { OverlayReadStore } from './overlay-store';
import { notInStory } from './errors';

/** A record's story up to one of its events, and the read models as they were right after it. */
export interface AsOfView {
  /** The global position of the chosen event. */
  position: number;
  read: OverlayReadStore;
}

/** The events of the given streams in the order of the log (global position). */
export async function storyOf(events: EventStore, streams: readonly string[]): Promise<EventEnvelope[]> {
  const all = (await Promise.all(streams.map((id) => events.readStream(id)))).flat();
  return all.sort((a, b) => a.position - b.position);
}

/**
 * Replays the record's events up to `position` through every projection, in the registry's order
 * (a join reads the read models listed before it, as a rebuild does), into an overlay on `live`.
 * `story` is the streams' events (storyOf). The documents keyed by the streams' ids are the
 * record's: they come from the replay. Throws 404
 * when `position` is not one of the record's events.
 */
export async function replayAsOf(
  live: ReadStore,
  streams: readonly string[],
  story: readonly EventEnvelope[],
  position: number,
  projections: readonly Projection[],
): Promise<AsOfView> {
  const end = story.findIndex((e) => e.position === position);
  if (end < 0) throw notInStory();
  const upTo = story.slice(0, end + 1);
  const read = new OverlayReadStore(live, new Set(streams.map((s) => parseStreamId(s).id)));
  for (const projection of projections) read.put(await projectBatch(projection, upTo, read));
  return { position, read };
}
