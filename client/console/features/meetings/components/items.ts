import type { DateTime } from 'luxon';
import type { MeetingEntity } from '../api';
import { inZone } from './time';

/** What a calendar view draws: a real meeting or a demo placeholder. */
export interface CalendarItem {
  id: string;
  start: DateTime;
  end: DateTime;
  /** The candidate (or the placeholder's title). */
  title: string;
  position: string;
  store: string;
  cancelled: boolean;
  demo: boolean;
}

export function meetingItem(m: MeetingEntity): CalendarItem {
  return {
    id: m.id,
    start: inZone(m.startsAt),
    end: inZone(m.endsAt),
    title: m.candidateName,
    position: m.positionTitle,
    store: [m.IStoreId, m.storeName].filter(Boolean).join(' · '),
    cancelled: m.status === 'cancelled',
    demo: false,
  };
}

/** The items that start on `day`, earliest first. */
export function itemsOn(items: CalendarItem[], day: DateTime): CalendarItem[] {
  return items
    .filter((item) => item.start.hasSame(day, 'day'))
    .sort((a, b) => a.start.toMillis() - b.start.toMillis() || a.title.localeCompare(b.title));
}

/**
 * Side-by-side lanes for overlapping items of one day: each item gets a lane and the number of
 * lanes of its cluster (items that overlap, directly or through others), so they split the width.
 */
export function lanesOf(items: CalendarItem[]): Map<string, { lane: number; lanes: number }> {
  const result = new Map<string, { lane: number; lanes: number }>();
  let cluster: { item: CalendarItem; lane: number }[] = [];
  let clusterEnd = 0;
  const flush = () => {
    const lanes = Math.max(1, ...cluster.map((c) => c.lane + 1));
    for (const c of cluster) result.set(c.item.id, { lane: c.lane, lanes });
    cluster = [];
  };
  for (const item of [...items].sort((a, b) => a.start.toMillis() - b.start.toMillis())) {
    const start = item.start.toMillis();
    if (cluster.length > 0 && start >= clusterEnd) flush();
    const laneEnds: number[] = [];
    for (const c of cluster) laneEnds[c.lane] = Math.max(laneEnds[c.lane] ?? 0, c.item.end.toMillis());
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane < 0) lane = laneEnds.length;
    cluster.push({ item, lane });
    clusterEnd = Math.max(clusterEnd, item.end.toMillis());
  }
  if (cluster.length > 0) flush();
  return result;
}
