import { useMemo } from 'react';
import { listMeetings, MEETINGS, toMeeting, type MeetingEntity } from '../api';
import { useLiveList } from '#client/console/live/useLiveList';
import type { Viewer } from '#client/console/live/presence';

export interface LiveMeetings {
  /** Every meeting known: the loaded range plus anything pushed since (views place them by date). */
  meetings: ReadonlyMap<string, MeetingEntity>;
  loading: boolean;
  error: string | null;
  viewers: Viewer[];
  /** Takes a fresher version (an action's answer); older revisions are ignored. */
  accept: (meeting: MeetingEntity) => void;
}

/** The meetings of [from, to), loaded on each range change and kept current from the meetings' list room. */
export function useMeetings(from: string, to: string): LiveMeetings {
  const live = useLiveList({
    collection: MEETINGS,
    query: `${from}/${to}`,
    load: () => listMeetings({ from, to }),
    toView: toMeeting,
  });
  const { rows, merge } = live;
  const meetings = useMemo(() => new Map(rows.map((m) => [m.id, m])), [rows]);
  return {
    meetings,
    loading: live.loading,
    error: live.error,
    viewers: live.viewers,
    accept: (m) => merge([m]),
  };
}
