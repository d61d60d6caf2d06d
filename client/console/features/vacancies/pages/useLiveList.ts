import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../shell/http';

/** Live changes come in bursts (one per event): the list is fetched again once they settle. */
const SETTLE_MS = 250;
const HIGHLIGHT_MS = 4000;

export interface LiveList<T> {
  list: T[];
  total: number;
  loaded: boolean;
  error: string | null;
  highlighted: ReadonlySet<string>;
  /** A pushed change of `id`: fetch the list again shortly and highlight the record. */
  changed: (id?: string) => void;
  reload: () => void;
}

/** A list loaded once and fetched again after live changes (its documents join several collections). */
export function useLiveList<T>(load: () => Promise<{ list: T[]; total: number }>): LiveList<T> {
  const [state, setState] = useState<{ list: T[]; total: number; loaded: boolean; error: string | null }>({
    list: [],
    total: 0,
    loaded: false,
    error: null,
  });
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(load);
  const seq = useRef(0);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    latest.current = load;
  });

  const reload = useCallback(() => {
    const mine = ++seq.current;
    latest.current().then(
      ({ list, total }) => {
        if (mine === seq.current) setState({ list, total, loaded: true, error: null });
      },
      (err: unknown) => {
        if (mine !== seq.current) return;
        const error = err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE;
        setState((prev) => ({ ...prev, loaded: true, error }));
      },
    );
  }, []);

  const changed = useCallback(
    (id?: string) => {
      clearTimeout(settle.current);
      settle.current = setTimeout(reload, SETTLE_MS);
      if (!id) return;
      setHighlighted((prev) => new Set(prev).add(id));
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          setHighlighted((prev) => {
            const next = new Set(prev);
            next.delete(id);
            return next;
          });
        }, HIGHLIGHT_MS),
      );
    },
    [reload],
  );

  useEffect(() => {
    reload();
    const pending = timers.current;
    const counter = seq;
    return () => {
      counter.current++;
      clearTimeout(settle.current);
      pending.forEach((timer) => clearTimeout(timer));
    };
  }, [reload]);

  return { ...state, highlighted, changed, reload };
}
