import { useCallback, useEffect, useRef, useState } from 'react';
import type { Collection } from '#events/core/collections';
import { useAsOf } from '../shell/asOf';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../shell/http';
import type { Viewer } from './presence';
import { isNewer, notOlder, useSettle } from './timing';
import { useCollectionRooms, type LiveChange } from './useRoom';

export interface LiveRecordOptions<D, V extends object> {
  /** The collection whose pushed changes of document `id` keep the record current. */
  collection: Collection<D>;
  id: string;
  /** Rooms to watch (default: the document's room; none while the user may not join). */
  rooms?: readonly string[];
  /** Resolves with null when the record is not (or no longer) visible to this user. */
  load: () => Promise<V | null>;
  /** Shown when `load` resolves with null. */
  notFound?: string;
  /**
   * A pushed document as the page shows it (given the view held): taken at once. Without it
   * (joined views) a push fetches the record again once the burst settles.
   */
  toView?: (doc: D, held: V) => V;
  /** A newer version arrived live (someone else's change, or our own action's). */
  onLiveChange?: (next: V, previous: V | null, doc: D) => void;
}

export interface RecordError {
  status: number;
  message: string;
}

export interface LiveRecord<D, V> {
  data: V | null;
  loading: boolean;
  /** Not found, or the load failed. */
  error: RecordError | null;
  viewers: Viewer[];
  /** The last pushed change of the document. */
  lastChange: LiveChange<D> | null;
  /** Fetch now. */
  reload: () => Promise<void>;
  /** Fetch once a burst of changes settles. */
  refresh: () => void;
  /** Takes a fresher version (an action's answer); older revisions are ignored. */
  accept: (view: V) => void;
}

/**
 * One record loaded from the API and kept current from its document's room, with the console's one
 * settle delay and one resume rule (live/timing.ts, live/useRoom.ts). Pages mount it keyed by id.
 */
export function useLiveRecord<D, V extends object>(options: LiveRecordOptions<D, V>): LiveRecord<D, V> {
  const { collection, id } = options;
  const [data, setData] = useState<V | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<RecordError | null>(null);
  const [lastChange, setLastChange] = useState<LiveChange<D> | null>(null);
  const latest = useRef(options);
  const held = useRef<V | null>(null);
  const requestSeq = useRef(0);
  useEffect(() => {
    latest.current = options;
  });

  const accept = useCallback((view: V) => {
    if (!notOlder(view, held.current)) return;
    held.current = view;
    setData(view);
  }, []);

  /** Only the newest request may change the record, so a slow answer never undoes a later one. */
  const reload = useCallback(async () => {
    const seq = ++requestSeq.current;
    try {
      const loaded = await latest.current.load();
      if (seq !== requestSeq.current) return;
      if (loaded) accept(loaded);
      setError(loaded ? null : { status: 404, message: latest.current.notFound ?? UNKNOWN_ERROR_MESSAGE });
    } catch (err) {
      if (seq !== requestSeq.current) return;
      setError(
        err instanceof ApiError
          ? { status: err.status, message: err.message }
          : { status: 500, message: UNKNOWN_ERROR_MESSAGE },
      );
    } finally {
      if (seq === requestSeq.current) setLoading(false);
    }
  }, [accept]);

  const refresh = useSettle(() => void reload());

  useEffect(() => {
    void reload();
    const seq = requestSeq;
    return () => {
      seq.current++;
    };
  }, [reload]);

  // A record as it was (time travel) is not live: no room, no pushed change.
  const past = useAsOf() !== null;
  const viewers = useCollectionRooms(collection, past ? [] : (options.rooms ?? [collection.docRoom(id)]), {
    onChange: (change) => {
      if (past || change.id !== id) return;
      setLastChange(change);
      const { toView, onLiveChange } = latest.current;
      const previous = held.current;
      if (!toView || !change.doc || !previous) return refresh();
      const next = toView(change.doc, previous);
      if (!isNewer(next, previous)) return;
      accept(next);
      setError(null);
      onLiveChange?.(next, previous, change.doc);
    },
    onResync: () => {
      if (!past) void reload();
    },
  });

  return { data, loading, error, viewers, lastChange, reload, refresh, accept };
}
