import { groupByAction } from '#events/history/groups';
import type { FieldChange, HistoryPage, HistoryRecordKind } from '#events/history/api';
import type { AccessClaims } from '../../auth/tokens';
import type { Services } from '../../core/services';
import { stateViewFor } from './masking';
import { assertInTimeline, changesAt, entryOf, firstAtOrAfter, loadTimeline, statesAt } from './timeline';
import { diffStates } from '#events/history/describe';

export interface PageQuery {
  before?: number;
  limit: number;
}

/**
 * One page of a record's woven timeline, newest first: the `limit` events before `before` (the
 * newest when absent), grouped by action, each with its sentence and the fields it changed.
 */
export async function historyPage(
  s: Services,
  viewer: AccessClaims,
  kind: HistoryRecordKind,
  id: string,
  query: PageQuery,
): Promise<HistoryPage> {
  const timeline = await loadTimeline(s, kind, id);
  const { events } = timeline;
  const end = query.before === undefined ? events.length : firstAtOrAfter(events, query.before);
  const start = Math.max(0, end - query.limit);
  const chosen = events.slice(start, end);
  const changes = changesAt(timeline, chosen, stateViewFor(viewer.scope));
  const entries = chosen.reverse().map((event) => entryOf(event, changes.get(event.position) ?? []));
  const page: HistoryPage = { kind, id, total: events.length, groups: groupByAction(entries) };
  if (start > 0) page.nextBefore = events[start]!.position;
  return page;
}

/**
 * The fields that differ between the record right after `from` and right after `to`: its own
 * stream's fields by their path, a woven stream's prefixed with its kind ('checks.…').
 */
export async function compareHistory(
  s: Services,
  viewer: AccessClaims,
  kind: HistoryRecordKind,
  id: string,
  from: number,
  to: number,
): Promise<FieldChange[]> {
  const timeline = await loadTimeline(s, kind, id);
  assertInTimeline(timeline, from);
  assertInTimeline(timeline, to);
  const before = statesAt(timeline, from);
  const after = statesAt(timeline, to);
  const view = stateViewFor(viewer.scope);
  return timeline.streams.flatMap((stream) => {
    const diff = diffStates(view(before.get(stream.streamId)), view(after.get(stream.streamId)));
    if (stream.streamId === timeline.ownStreamId) return diff;
    return diff.map((change) => ({ ...change, path: `${stream.kind}.${change.path}` }));
  });
}
