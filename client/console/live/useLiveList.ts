import { useCallback, useEffect, useRef, useState } from 'react';
import type { Collection } from '../../../events/core/collections';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../shell/http';
import type { Viewer } from './presence';
import { notOlder, useHighlights, useSettle } from './timing';
import { useCollectionRooms, type LiveChange } from './useRoom';

export interface LiveListOptions<D, V extends { id: string }> {
  /** The collection whose pushed changes keep the list current. */
  collection: Collection<D>;
  /** Rooms to watch (default: the collection's list room; none while the user may not join). */
  rooms?: readonly string[];
  /** Changes with the query (filters, page, range): the list is loaded again, `loading` meanwhile. */
  query?: string;
  load: () => Promise<{ list: V[]; total?: number }>;
  /**
   * A pushed document as the list shows it: the row is patched, added or removed at once, then the
   * list is fetched again to settle order and total. Without it (joined views) a push only refetches.
   */
  toView?: (doc: D, id: string) => V;
  /** Does a pushed document belong to this list (status, filters, store)? Default: yes. */
  belongs?: (doc: D) => boolean;
  /** Keeps the rows sorted; without it a newcomer goes on top. */
  order?: (a: V, b: V) => number;
  /** Newcomers are not shown (a later page), only counted; default true. */
  showNewcomers?: boolean;
  /** At most this many rows (a page). */
  limit?: number;
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

function place<V extends { id: string }>(rows: V[], view: V, order?: (a: V, b: V) => number): V[] {
  const index = rows.findIndex((row) => row.id === view.id);
  if (index >= 0) return notOlder(view, rows[index]) ? rows.with(index, view) : rows;
  return order ? [...rows, view].sort(order) : [view, ...rows];
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
      setRows(views.reduce((list, view) => place(list, view, latest.current.order), rowsRef.current)),
    [setRows],
  );

  const apply = (change: LiveChange<D>) => {
    const { toView, belongs, order, limit, showNewcomers = true } = latest.current;
    const current = rowsRef.current;
    const index = current.findIndex((row) => row.id === change.id);
    const doc = change.doc;
    const inList = doc !== null && (belongs?.(doc) ?? true);
    if (!toView) {
      if (inList || index >= 0) highlight(change.id);
    } else if (doc !== null && inList) {
      const view = toView(doc, change.id);
      if (index < 0) setTotal((n) => n + 1);
      if (index >= 0 || showNewcomers) {
        const next = place(current, view, order);
        setRows(limit ? next.slice(0, limit) : next);
      }
      highlight(view.id);
    } else if (index >= 0) {
      setRows(current.filter((row) => row.id !== change.id));
      setTotal((n) => Math.max(0, n - 1));
    }
    refresh();
  };

  const viewers = useCollectionRooms(collection, options.rooms ?? [collection.listRoom], {
    onChange: (change) => {
      apply(change);
      setLastChange(change);
      latest.current.onChange?.(change);
    },
    onResync: () => void reload(),
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
