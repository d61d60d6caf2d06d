import { parseStreamId, type EventEnvelope } from '#events/core/envelope';
import type { FieldChange, HistoryEntry, HistoryRecordKind } from '#events/history/api';
import { actorShort, describeEvent, diffStates } from '#events/history/describe';
import type { AnyDecider } from '../../core/decider';
import { NotFoundError } from '../../core/errors';
import { auditKinds } from '../../core/registry';
import type { Services } from '../../core/services';
import { redactSecrets } from '../audit/index';
import { assertRecordExists } from './access';
import type { StateView } from './masking';
import { foldRange, streamEvents } from './stream-cache';
import { wovenStreams } from './woven';

/** One stream of a record's woven timeline, read once per request. */
interface WovenStream {
  streamId: string;
  kind: string;
  decider: AnyDecider | undefined;
  events: EventEnvelope[];
}

/** A record's woven timeline: its streams and all their events, oldest first by global position. */
export interface Timeline {
  s: Services;
  /** The record's own stream first-class: its changes are reported without a prefix. */
  ownStreamId: string;
  streams: WovenStream[];
  events: EventEnvelope[];
}

/** Reads every stream of the record's timeline once (each in one query); 404 when the record has none. */
export async function loadTimeline(s: Services, kind: HistoryRecordKind, id: string): Promise<Timeline> {
  const ids = await wovenStreams(s, kind, id);
  const streams = await Promise.all(
    ids.map(async (streamId): Promise<WovenStream> => {
      const streamKind = parseStreamId(streamId).kind;
      const events = await streamEvents(s, streamId);
      return { streamId, kind: streamKind, decider: auditKinds().get(streamKind)?.decider, events };
    }),
  );
  // Every history kind is also its own stream's kind (the approval is keyed by its questionnaire).
  const ownStreamId = `${kind}-${id}`;
  assertRecordExists(kind, id, streams.find((w) => w.streamId === ownStreamId)?.events.length ?? 0);
  const events = streams.flatMap((w) => w.events).sort((a, b) => a.position - b.position);
  return { s, ownStreamId, streams, events };
}

/** What the event changed in its own stream's state, as the viewer may see it. */
function changesOf(before: unknown, after: unknown, view: StateView): FieldChange[] {
  if (before === after) return [];
  return diffStates(view(before), view(after));
}

/**
 * The changes of the chosen events: each stream folded once, from its nearest kept state before
 * the oldest chosen event to the newest (stream-cache.ts): a page of a 10,000-event record costs
 * a few hundred evolves, not a fold per entry.
 */
export function changesAt(
  timeline: Timeline,
  chosen: readonly EventEnvelope[],
  view: StateView,
): Map<number, FieldChange[]> {
  const out = new Map<number, FieldChange[]>();
  const wanted = new Set(chosen.map((e) => e.position));
  for (const stream of timeline.streams) {
    const own = chosen.filter((e) => e.streamId === stream.streamId);
    if (own.length === 0 || !stream.decider) continue;
    const positions = own.map((e) => e.position);
    const from = firstAtOrAfter(stream.events, Math.min(...positions));
    const to = firstAtOrAfter(stream.events, Math.max(...positions)) + 1;
    foldRange(
      timeline.s,
      stream.streamId,
      stream.events,
      stream.decider,
      from,
      to,
      (event, before, after) => {
        if (wanted.has(event.position)) out.set(event.position, changesOf(before, after, view));
      },
    );
  }
  return out;
}

/** The state of each stream right after the event at `position` (streams not begun yet: initial). */
export function statesAt(timeline: Timeline, position: number): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const stream of timeline.streams) {
    if (!stream.decider) continue;
    const to = firstAtOrAfter(stream.events, position + 1);
    out.set(stream.streamId, foldRange(timeline.s, stream.streamId, stream.events, stream.decider, to, to));
  }
  return out;
}

/** 404 unless `position` is an event of this timeline. */
export function assertInTimeline(timeline: Timeline, position: number): void {
  if (indexOfPosition(timeline.events, position) < 0)
    throw new NotFoundError(`События ${position} нет в истории`);
}

/** Binary search over events sorted by position: the index of `position`, or -1. */
export function indexOfPosition(events: readonly EventEnvelope[], position: number): number {
  const i = firstAtOrAfter(events, position);
  return events[i]?.position === position ? i : -1;
}

/** The index of the first event whose position is at least `position` (events.length if none). */
export function firstAtOrAfter(events: readonly EventEnvelope[], position: number): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (events[mid]!.position < position) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One entry as the history shows it (`changes` already as the viewer may see them), secrets redacted. */
export function entryOf(event: EventEnvelope, changes: FieldChange[]): HistoryEntry {
  const data = redactSecrets(event.data);
  return {
    position: event.position,
    streamId: event.streamId,
    kind: parseStreamId(event.streamId).kind,
    revision: event.revision,
    type: event.type,
    occurredAt: event.meta.occurredAt,
    actor: event.meta.actor,
    actorText: actorShort(event.meta.actor),
    sentence: describeEvent({ type: event.type, data, meta: event.meta, streamId: event.streamId }),
    correlationId: event.meta.correlationId,
    changes,
  };
}
