import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../shell/http';
import { listMeetings, MEETINGS_COLLECTION, MEETINGS_LIST_ROOM, toMeeting, type MeetingEntity } from '../api';
import { useRoom } from '../../../live/useRoom';
import type { Viewer } from '../../../live/presence';

export interface LiveMeetings {
  /** Every meeting known: the loaded range plus anything pushed since (views place them by date). */
  meetings: ReadonlyMap<string, MeetingEntity>;
  loading: boolean;
  error: string | null;
  viewers: Viewer[];
  /** Takes a fresher version (an action's answer); older revisions are ignored. */
  accept: (meeting: MeetingEntity) => void;
}

/** The meetings of [from, to), loaded on each range change and kept current from 'list:meetings'. */
export function useMeetings(from: string, to: string): LiveMeetings {
  const key = `${from}/${to}`;
  const [meetings, setMeetings] = useState<ReadonlyMap<string, MeetingEntity>>(new Map());
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestSeq = useRef(0);

  /** Only the newest request may change the page, so a slow answer never undoes a later one. */
  const load = useCallback(() => {
    const seq = ++requestSeq.current;
    return listMeetings({ from, to }).then(
      ({ list }) => {
        if (seq !== requestSeq.current) return;
        setMeetings(new Map(list.map((m) => [m.id, m])));
        setError(null);
        setShownKey(key);
      },
      (err: unknown) => {
        if (seq !== requestSeq.current) return;
        setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
        setShownKey(key);
      },
    );
  }, [from, to, key]);

  useEffect(() => {
    void load();
  }, [load]);

  const accept = useCallback((meeting: MeetingEntity) => {
    setMeetings((prev) => {
      const current = prev.get(meeting.id);
      if (current && current.revision > meeting.revision) return prev;
      return new Map(prev).set(meeting.id, meeting);
    });
  }, []);

  const viewers = useRoom(MEETINGS_LIST_ROOM, {
    onChange: (change) => {
      if (change.collection !== MEETINGS_COLLECTION) return;
      if (change.doc) return accept(toMeeting(change.doc as Record<string, unknown>));
      setMeetings((prev) => {
        const next = new Map(prev);
        next.delete(change.id);
        return next;
      });
    },
    onResync: () => void load(),
  });

  return { meetings, loading: shownKey !== key, error, viewers, accept };
}
