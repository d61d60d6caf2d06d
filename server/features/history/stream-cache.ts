import type { EventEnvelope } from '#events/core/envelope';
import { PERSONAL_DATA_ERASED } from '#events/privacy/events';
import type { AnyDecider } from '../../core/decider';
import type { Services } from '../../core/services';

/**
 * The streams histories were opened on, kept between requests so a 10,000-event record opens in
 * well under 300 ms: each request reads only the events appended since (one query from the last
 * revision held), and folds from the nearest kept state (one every CHECKPOINT_EVERY revisions), not
 * from the start. Streams only grow, so what is held stays true, with one exception: an erasure
 * makes the candidate's sealed fields read 'удалено' from then on. Its marker is appended to every
 * stream of the subject, so a stream whose new events carry one is dropped and read again whole.
 * Bounded by the events held (least recently used streams go first).
 */
const CHECKPOINT_EVERY = 256;
const MAX_EVENTS_HELD = 60_000;

interface Held {
  events: EventEnvelope[];
  /** State right after revision index `i * CHECKPOINT_EVERY - 1` (index 0: the initial state). */
  checkpoints: unknown[];
}

const caches = new WeakMap<object, Map<string, Held>>();

function cacheOf(s: Services): Map<string, Held> {
  let cache = caches.get(s.events);
  if (!cache) caches.set(s.events, (cache = new Map<string, Held>()));
  return cache;
}

/** Every event of the stream, oldest first, reading from the store only what is new. */
export async function streamEvents(s: Services, streamId: string): Promise<EventEnvelope[]> {
  const cache = cacheOf(s);
  let held = cache.get(streamId);
  cache.delete(streamId); // re-inserted below: the Map's order is the LRU order
  const last = held?.events.at(-1);
  let fresh = await s.events.readStream(streamId, last ? { fromRevision: last.revision + 1 } : {});
  if (held && fresh.some((e) => e.type === PERSONAL_DATA_ERASED)) {
    held = undefined;
    fresh = await s.events.readStream(streamId);
  }
  if (!held) held = { events: fresh, checkpoints: [] };
  else if (fresh.length > 0) held.events = held.events.concat(fresh);
  if (held.events.length === 0) return held.events;
  cache.set(streamId, held);
  let total = 0;
  for (const h of cache.values()) total += h.events.length;
  for (const [id, h] of cache) {
    if (total <= MAX_EVENTS_HELD || id === streamId) break;
    cache.delete(id);
    total -= h.events.length;
  }
  return held.events;
}

/**
 * Folds the stream's events with indexes [from, to) from the state right before `from`, calling
 * `visit` with each event and the states before and after it. The state before `from` comes from
 * the nearest kept checkpoint; checkpoints met on the way are kept.
 */
export function foldRange(
  s: Services,
  streamId: string,
  events: readonly EventEnvelope[],
  decider: AnyDecider,
  from: number,
  to: number,
  visit?: (event: EventEnvelope, before: unknown, after: unknown) => void,
): unknown {
  const held = cacheOf(s).get(streamId);
  const checkpoints = held && held.events === events ? held.checkpoints : [];
  checkpoints[0] ??= decider.initialState() as unknown;
  let k = Math.min(Math.floor(from / CHECKPOINT_EVERY), checkpoints.length - 1);
  while (k > 0 && checkpoints[k] === undefined) k--;
  let state = checkpoints[k];
  for (let i = k * CHECKPOINT_EVERY; i < to; i++) {
    if (i % CHECKPOINT_EVERY === 0) checkpoints[i / CHECKPOINT_EVERY] ??= state;
    const event = events[i]!;
    // An erasure marker is bookkeeping of the store, not a fact of the aggregate (core/decider fold).
    const next = event.type === PERSONAL_DATA_ERASED ? state : (decider.evolve(state, event) as unknown);
    if (i >= from) visit?.(event, state, next);
    state = next;
  }
  return state;
}
