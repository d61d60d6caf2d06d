import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../shell/http';

/** Live changes come one event at a time: the record is fetched again once they settle. */
const SETTLE_MS = 200;

export interface LiveRecord<T> {
  data: T | null;
  loading: boolean;
  error: { status: number; message: string } | null;
  /** Fetch again now. */
  reload: () => Promise<void>;
  /** A pushed change: fetch again shortly. */
  changed: () => void;
}

/** One record (a joined view, so live changes refetch it rather than patch it). */
export function useRecord<T>(load: () => Promise<T>): LiveRecord<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<LiveRecord<T>['error']>(null);
  const latest = useRef(load);
  const seq = useRef(0);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = load;
  });

  const reload = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const next = await latest.current();
      if (mine !== seq.current) return;
      setData(next);
      setError(null);
    } catch (err) {
      if (mine !== seq.current) return;
      setError(
        err instanceof ApiError
          ? { status: err.status, message: err.message }
          : { status: 500, message: UNKNOWN_ERROR_MESSAGE },
      );
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);

  const changed = useCallback(() => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => void reload(), SETTLE_MS);
  }, [reload]);

  useEffect(() => {
    void reload();
    const counter = seq;
    return () => {
      counter.current++;
      clearTimeout(settle.current);
    };
  }, [reload]);

  return { data, loading, error, reload, changed };
}
