import { useCallback, useEffect, useRef, useState } from 'react';
import type { FunnelFilter, FunnelView } from '#events/funnel/api';
import { FUNNEL_CHANGES } from '#events/funnel/collections';
import { useSettle } from '../../live/timing';
import { useCollectionRooms } from '../../live/useRoom';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { getFunnel } from './api';
import { filterSearch } from './filter';

export interface LiveFunnel {
  view: FunnelView | null;
  /** The current filter's answer is not in yet (the previous view stays shown meanwhile). */
  loading: boolean;
  error: string | null;
  /** When the view last changed by a pushed event (for the 'обновлено' note), else null. */
  pushedAt: Date | null;
}

/**
 * The funnel of a filter, kept live: every change of a store's FUNNEL_CHANGES document (pushed to
 * the list room, or to a director's store rooms: `rooms`) asks for the view again once the burst settles (the
 * console's one settle delay). Only the newest request may change what is shown, and a view older
 * than the one shown (a lower event position) never replaces it.
 */
export function useFunnel(filter: FunnelFilter | null, rooms: readonly string[]): LiveFunnel {
  const [view, setView] = useState<FunnelView | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pushedAt, setPushedAt] = useState<Date | null>(null);
  const seq = useRef(0);
  const key = filter ? filterSearch(filter) : null;
  const latest = useRef({ filter, key });
  useEffect(() => {
    latest.current = { filter, key };
  });

  const load = useCallback((pushed: boolean) => {
    const { filter: asked, key: askedKey } = latest.current;
    if (!asked) return;
    const mine = ++seq.current;
    getFunnel(asked).then(
      (next) => {
        if (mine !== seq.current) return;
        setView((held) =>
          pushed && held && filterSearch(held.filter) === askedKey && held.position > next.position
            ? held
            : next,
        );
        setError(null);
        setAnswered(askedKey);
        if (pushed) setPushedAt(new Date());
      },
      (err: unknown) => {
        if (mine !== seq.current) return;
        setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
        setAnswered(askedKey);
      },
    );
  }, []);

  useEffect(() => {
    if (key !== null) load(false);
  }, [key, load]);
  useEffect(
    () => () => {
      seq.current++;
    },
    [],
  );

  const refresh = useSettle(() => load(true));
  useCollectionRooms(FUNNEL_CHANGES, key !== null ? rooms : [], {
    onChange: refresh,
    onResync: () => load(false),
  });

  return { view, loading: answered !== key, error: answered === key ? error : null, pushedAt };
}
