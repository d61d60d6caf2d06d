import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The one timing of live data in the console. Pushes come in bursts (one per event, a save can be
 * several): a list or record is fetched again once, SETTLE_MS after the last push of a burst. A row
 * a push added or changed stays highlighted for HIGHLIGHT_MS.
 */
export const SETTLE_MS = 250;
export const HIGHLIGHT_MS = 4000;

/** Runs `run` once, SETTLE_MS after the last call of a burst; nothing runs after unmount. */
export function useSettle(run: () => void): () => void {
  const latest = useRef(run);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), SETTLE_MS);
  }, []);
}

/** The ids highlighted now; `highlight(id)` (re)starts an id's HIGHLIGHT_MS. */
export function useHighlights(): { highlighted: ReadonlySet<string>; highlight: (id: string) => void } {
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const highlight = useCallback((id: string) => {
    setHighlighted((prev) => new Set(prev).add(id));
    clearTimeout(timers.current.get(id));
    const timer = setTimeout(() => {
      timers.current.delete(id);
      setHighlighted((prev) => {
        const next = new Set(prev);
        next.delete(id);
        return next;
      });
    }, HIGHLIGHT_MS);
    timers.current.set(id, timer);
  }, []);
  return { highlighted, highlight };
}

/** A view's revision when it has one (older revisions never replace newer ones). */
export function revisionOf(view: object): number | null {
  return 'revision' in view && typeof view.revision === 'number' ? view.revision : null;
}

/** True when `next` may replace `held`: no revision to compare, or not older. */
export function notOlder(next: object, held: object | null | undefined): boolean {
  if (!held) return true;
  const a = revisionOf(next);
  const b = revisionOf(held);
  return a === null || b === null || a >= b;
}

/** True when a pushed `next` is news over `held`: no revision to compare, or a higher one. */
export function isNewer(next: object, held: object): boolean {
  const a = revisionOf(next);
  const b = revisionOf(held);
  return a === null || b === null || a > b;
}
