import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistoryEntry, HistoryPage, HistoryRecordKind } from '#events/history/api';
import { realtime } from '#client/console/live/socket';
import { useSettle } from '#client/console/live/timing';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { getHistoryPage, liveRoomsOf } from '../api';
import { mergeNewestFirst } from './groups';

const PAGE = 50;

export interface HistoryFeed {
  /** Loaded entries, newest first. */
  entries: HistoryEntry[];
  total: number;
  /** More (older) entries to load. */
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  /** Positions that arrived live since the page opened (highlighted as 'Новые события'). */
  fresh: ReadonlySet<number>;
  loadMore: () => Promise<void>;
  /** Forget the highlight once the user has seen the new events. */
  seen: () => void;
}

/**
 * A record's timeline, paged backwards as the user scrolls, and kept current: the page joins the
 * live rooms of the documents the woven streams project into, and on a change refetches the head
 * page once the burst settles, putting the new events on top.
 */
export function useHistoryFeed(kind: HistoryRecordKind, id: string): HistoryFeed {
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [nextBefore, setNextBefore] = useState<number | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const loadingMore = useRef(false);
  const newest = useRef(0);

  /** Takes a head page: the first load whole, a live one's new events on top. */
  const takeHead = useCallback((page: HistoryPage, live: boolean) => {
    const head = page.groups.flatMap((g) => g.entries);
    const arrived = live ? head.filter((e) => e.position > newest.current) : [];
    newest.current = Math.max(newest.current, ...head.map((e) => e.position));
    setTotal(page.total);
    setError(null);
    setLoading(false);
    if (!live) {
      setEntries(head);
      setNextBefore(page.nextBefore);
      return;
    }
    if (arrived.length === 0) return;
    // More new events than a page: the loaded list would have a gap; start again from the top.
    const gap = arrived.length === head.length && page.nextBefore !== undefined;
    setEntries((held) => (gap ? head : mergeNewestFirst(arrived, held)));
    if (gap) setNextBefore(page.nextBefore);
    setFresh((prev) => new Set([...prev, ...arrived.map((e) => e.position)]));
  }, []);

  const fail = useCallback((err: unknown) => {
    setLoading(false);
    setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
  }, []);

  // The page mounts keyed by record, so this first load is the only one that is not live.
  useEffect(() => {
    let current = true;
    getHistoryPage(kind, id, undefined, PAGE)
      .then((page) => current && takeHead(page, false))
      .catch((err: unknown) => current && fail(err));
    return () => {
      current = false;
    };
  }, [kind, id, takeHead, fail]);

  const refresh = useSettle(() => {
    getHistoryPage(kind, id, undefined, PAGE)
      .then((page) => takeHead(page, true))
      .catch(fail);
  });
  useEffect(() => {
    const watched = liveRoomsOf(kind, id);
    const offChange = realtime.onChangeEvent((change) => {
      if (change.id === id && watched.some((w) => w.collection.name === change.collection)) refresh();
    });
    const offResync = realtime.onResync(() => refresh());
    watched.forEach((w) => realtime.watch(w.room));
    return () => {
      offChange();
      offResync();
      watched.forEach((w) => realtime.unwatch(w.room));
    };
  }, [kind, id, refresh]);

  const loadMore = useCallback(async () => {
    if (nextBefore === undefined || loadingMore.current) return;
    loadingMore.current = true;
    try {
      const page = await getHistoryPage(kind, id, nextBefore, PAGE);
      setEntries((held) =>
        mergeNewestFirst(
          held,
          page.groups.flatMap((g) => g.entries),
        ),
      );
      setNextBefore(page.nextBefore);
      setTotal(page.total);
    } catch (err) {
      fail(err);
    } finally {
      loadingMore.current = false;
    }
  }, [kind, id, nextBefore, fail]);

  const seen = useCallback(() => setFresh(new Set()), []);
  return { entries, total, hasMore: nextBefore !== undefined, loading, error, fresh, loadMore, seen };
}
