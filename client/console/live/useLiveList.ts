import { useCallback, useEffect, useRef, useState } from 'react';
import type { Collection } from '#events/core/collections';
import { useAsOf } from '../shell/asOf';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../shell/http';
import type { Viewer } from './presence';
import { applyPush, placeRow, type PushRules } from './listPush';
import { notOlder, useHighlights, useSettle } from './timing';
import { useCollectionRooms, type LiveChange } from './useRoom';

/** The push rules (toView, belongs, order, showNewcomers, limit) are in live/listPush.ts. */
export interface LiveListOptions<D, V extends { id: string }> extends PushRules<D, V> {
  /** The collection whose pushed changes keep the list current. */
  collection: Collection<D>;
  /** Rooms to watch (default: the collection's list room; none while the user may not join). */
  rooms?: readonly string[];
  /** Changes with the query (filters, page, range): the list is loaded again, `loading` meanwhile. */
  query?: string;
  load: () => Promise<{ list: V[]; total?: number }>;
  /** Every pushed change of the collection, after the list took it (notices, other lists). */
  onChange?: (change: LiveChange<D>) => void;
}

export interface LiveList<D, V> {
  rows: V[];
  total: number;
  /** The current query's answer (or failure) is not in yet. */
  loading: boolean;
  /** Some answer came in. */
  loaded: boolean;
  error: string | null;
  /** Rows a push added or changed, for a short time. */
  highlighted: ReadonlySet<string>;
  /** The last pushed change (what changed; the document says who changed it). */
  lastChange: LiveChange<D> | null;
  viewers: Viewer[];
  /** Fetch now; resolves with the rows, or null when the load failed. */
  reload: () => Promise<V[] | null>;
  /** Fetch once a burst of changes settles. */
  refresh: () => void;
  /** Takes fresher views (an action's answer); older revisions are ignored. */
  merge: (views: V[]) => void;
}

/**
 * A list loaded from the API and kept current from its collection's rooms, with the console's one
 * settle delay, one highlight and one resume rule (live/timing.ts, live/useRoom.ts).
 */
export function useLiveList<D, V extends { id: string }>(options: LiveListOptions<D, V>): LiveList<D, V> {
  const { collection, query = '' } = options;
  const [rows, setRowsState] = useState<V[]>([]);
  const [total, setTotal] = useState(0);
  const [shownQuery, setShownQuery] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lastChange, setLastChange] = useState<LiveChange<D> | null>(null);
  const { highlighted, highlight } = useHighlights();
  const latest = useRef(options);
  const rowsRef = useRef(rows);
  const requestSeq = useRef(0);
  useEffect(() => {
    latest.current = options;
  });

  const setRows = useCallback((next: V[]) => {
    rowsRef.current = next;
    setRowsState(next);
  }, []);

  /** Only the newest request may change the list, so a slow answer never undoes a later one. */
  const reload = useCallback((): Promise<V[] | null> => {
    const seq = ++requestSeq.current;
    const { load, query: asked = '', order, limit } = latest.current;
    return load().then(
      (answer) => {
        if (seq !== requestSeq.current) return null;
        // A row pushed while the request was on its way may be newer than the answer's.
        const held = new Map(rowsRef.current.map((row) => [row.id, row]));
        const list = answer.list.map((view) => {
          const mine = held.get(view.id);
          return mine && !notOlder(view, mine) ? mine : view;
        });
        if (order) list.sort(order);
        setRows(limit ? list.slice(0, limit) : list);
        setTotal(answer.total ?? answer.list.length);
        setError(null);
        setShownQuery(asked);
        return list;
      },
      (err: unknown) => {
        if (seq !== requestSeq.current) return null;
        setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
        setShownQuery(asked);
        return null;
      },
    );
  }, [setRows]);

  const refresh = useSettle(() => void reload());

  useEffect(() => {
    void reload();
  }, [query, reload]);

  useEffect(() => {
    const seq = requestSeq;
    return () => {
      seq.current++;
    };
  }, []);

  const merge = useCallback(
    (views: V[]) =>
      setRows(views.reduce((list, view) => placeRow(list, view, latest.current.order), rowsRef.current)),
    [setRows],
  );

  const apply = (change: LiveChange<D>) => {
    const outcome = applyPush(rowsRef.current, change, latest.current);
    if (outcome.rows !== rowsRef.current) setRows(outcome.rows);
    if (outcome.totalDelta !== 0) setTotal((n) => Math.max(0, n + outcome.totalDelta));
    if (outcome.highlight) highlight(outcome.highlight);
    refresh();
  };

  // A list inside a record as it was (time travel) is not live: no room, no pushed change.
  const past = useAsOf() !== null;
  const viewers = useCollectionRooms(collection, past ? [] : (options.rooms ?? [collection.listRoom]), {
    onChange: (change) => {
      if (past) return;
      apply(change);
      setLastChange(change);
      latest.current.onChange?.(change);
    },
    onResync: () => {
      if (!past) void reload();
    },
  });

  return {
    rows,
    total,
    loading: shownQuery !== query,
    loaded: shownQuery !== null,
    error,
    highlighted,
    lastChange,
    viewers,
    reload,
    refresh,
    merge,
  };
}
