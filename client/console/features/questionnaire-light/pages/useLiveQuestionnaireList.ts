import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../shell/http';
import {
  LIGHT_PAGE_SIZE,
  QUESTIONNAIRES_LIGHT_COLLECTION,
  toEntity,
  type ListResult,
  type QuestionnaireLightEntity,
} from '../api';
import type { ChangeEvent } from '../../../live/socket';
import { useRoom } from '../../../live/useRoom';
import type { Viewer } from '../../../live/presence';

const HIGHLIGHT_MS = 4000;
/** Live changes are applied at once, then the page is fetched again to settle order and total. */
const SETTLE_MS = 300;

export interface LiveListOptions {
  room: string;
  /** Changes with the query (type, filters, page): the page is loaded again with a spinner. */
  queryKey: string;
  page: number;
  load: (offset: number, limit: number) => Promise<ListResult>;
  /** Does a pushed read-model document belong to this list (status, filters, store)? */
  belongs: (doc: Record<string, unknown>) => boolean;
}

export interface LiveList {
  rows: QuestionnaireLightEntity[];
  total: number;
  loading: boolean;
  error: string | null;
  highlighted: ReadonlySet<string>;
  viewers: Viewer[];
}

/** One page of questionnaires, kept current from a Socket.IO room; newcomers go on top, highlighted. */
export function useLiveQuestionnaireList(options: LiveListOptions): LiveList {
  const [rows, setRowsState] = useState<QuestionnaireLightEntity[]>([]);
  const [total, setTotal] = useState(0);
  /** The query whose answer (or failure) is shown; another query means the page is loading. */
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(options);
  const rowsRef = useRef(rows);
  const requestSeq = useRef(0);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const highlightTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    latest.current = options;
  });

  const setRows = useCallback((next: QuestionnaireLightEntity[]) => {
    rowsRef.current = next;
    setRowsState(next);
  }, []);

  /** Only the newest request may change the page, so a slow answer never undoes a later one. */
  const fetchPage = useCallback(() => {
    const seq = ++requestSeq.current;
    const { page, load, queryKey } = latest.current;
    return load(page * LIGHT_PAGE_SIZE, LIGHT_PAGE_SIZE).then(
      (result) => {
        if (seq !== requestSeq.current) return;
        setRows(result.list);
        setTotal(result.total);
        setError(null);
        setShownKey(queryKey);
      },
      (err: unknown) => {
        if (seq !== requestSeq.current) return;
        setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
        setShownKey(queryKey);
      },
    );
  }, [setRows]);

  const settle = useCallback(() => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => void fetchPage(), SETTLE_MS);
  }, [fetchPage]);

  const highlight = useCallback((id: string) => {
    setHighlighted((prev) => new Set(prev).add(id));
    clearTimeout(highlightTimers.current.get(id));
    const timer = setTimeout(() => {
      highlightTimers.current.delete(id);
      setHighlighted((prev) => {
        const next = new Set(prev);
        next.delete(id);
        return next;
      });
    }, HIGHLIGHT_MS);
    highlightTimers.current.set(id, timer);
  }, []);

  useEffect(() => {
    clearTimeout(settleTimer.current);
    void fetchPage();
  }, [options.queryKey, fetchPage]);

  useEffect(() => {
    const timers = highlightTimers.current;
    const seq = requestSeq;
    return () => {
      seq.current++;
      clearTimeout(settleTimer.current);
      timers.forEach((timer) => clearTimeout(timer));
    };
  }, []);

  const onChange = (change: ChangeEvent) => {
    if (change.collection !== QUESTIONNAIRES_LIGHT_COLLECTION) return;
    const doc = change.doc as Record<string, unknown> | null;
    const current = rowsRef.current;
    const index = current.findIndex((row) => row.id === change.id);
    const belongs = doc !== null && latest.current.belongs(doc);
    settle();
    if (index >= 0 && doc && belongs) {
      const entity = toEntity(doc);
      if (entity.revision >= (current[index]?.revision ?? -1)) setRows(current.with(index, entity));
    } else if (index >= 0) {
      setRows(current.filter((row) => row.id !== change.id));
      setTotal((n) => Math.max(0, n - 1));
    } else if (doc && belongs) {
      const entity = toEntity(doc);
      if (latest.current.page === 0) setRows([entity, ...current].slice(0, LIGHT_PAGE_SIZE));
      setTotal((n) => n + 1);
      highlight(entity.id);
    }
  };

  const viewers = useRoom(options.room, { onChange, onResync: () => void fetchPage() });
  const loading = shownKey !== options.queryKey;
  return { rows, total, loading, error, highlighted, viewers };
}
