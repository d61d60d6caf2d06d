import { useCallback, useEffect, useRef, useState } from 'react';
import type { PositionView } from '../../../../events/positions/events';
import { listPositions } from '../../shell/endpoints';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { useRoom } from '../../live/useRoom';
import type { Viewer } from '../../live/presence';

export const POSITIONS_ROOM = 'list:positions';
const POSITIONS_COLLECTION = 'positions';
const HIGHLIGHT_MS = 2500;

const byTitle = (a: PositionView, b: PositionView) => a.title.localeCompare(b.title, 'ru');

/** A pushed read-model document (it carries `_id`) as the list call returns it. */
export function toPositionView(doc: Record<string, unknown>, id: string): PositionView {
  return {
    id: typeof doc.id === 'string' ? doc.id : typeof doc._id === 'string' ? doc._id : id,
    title: String(doc.title ?? ''),
    use_to_search_candidate: Boolean(doc.use_to_search_candidate),
    show_on_vacancies_feed: Boolean(doc.show_on_vacancies_feed),
    revision: typeof doc.revision === 'number' ? doc.revision : 0,
    updatedAt: String(doc.updatedAt ?? ''),
    updatedBy: (doc.updatedBy ?? { userId: '', role: '' }) as PositionView['updatedBy'],
  };
}

/** Newer revisions win, so a late list response never overwrites a live update. */
export function mergePositions(rows: PositionView[], docs: PositionView[]): PositionView[] {
  const next = [...rows];
  for (const doc of docs) {
    const index = next.findIndex((row) => row.id === doc.id);
    if (index === -1) next.push(doc);
    else if ((next[index]?.revision ?? -1) <= doc.revision) next[index] = doc;
  }
  return next.sort(byTitle);
}

export interface PositionsList {
  rows: PositionView[];
  loaded: boolean;
  loadError: string | null;
  highlighted: ReadonlySet<string>;
  viewers: Viewer[];
  reload: () => Promise<PositionView[] | null>;
  merge: (docs: PositionView[]) => void;
}

/** The positions table: loaded once, then kept current from the 'list:positions' room. */
export function usePositionsList(): PositionsList {
  const [rows, setRows] = useState<PositionView[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const applyList = useCallback((list: PositionView[]) => {
    setRows((prev) =>
      mergePositions(
        prev.filter((row) => list.some((p) => p.id === row.id)),
        list,
      ),
    );
    setLoadError(null);
    setLoaded(true);
  }, []);
  const applyError = useCallback((err: unknown) => {
    setLoadError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
    setLoaded(true);
  }, []);

  const reload = useCallback(
    () =>
      listPositions().then(
        ({ list }) => {
          applyList(list);
          return list;
        },
        (err: unknown) => {
          applyError(err);
          return null;
        },
      ),
    [applyList, applyError],
  );

  const merge = useCallback((docs: PositionView[]) => setRows((prev) => mergePositions(prev, docs)), []);

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

  useEffect(() => {
    const pending = timers.current;
    let cancelled = false;
    listPositions().then(
      ({ list }) => !cancelled && applyList(list),
      (err: unknown) => !cancelled && applyError(err),
    );
    return () => {
      cancelled = true;
      pending.forEach((timer) => clearTimeout(timer));
    };
  }, [applyList, applyError]);

  const viewers = useRoom(POSITIONS_ROOM, {
    onChange: (change) => {
      if (change.collection !== POSITIONS_COLLECTION) return;
      if (!change.doc) {
        setRows((prev) => prev.filter((row) => row.id !== change.id));
        return;
      }
      const view = toPositionView(change.doc as Record<string, unknown>, change.id);
      merge([view]);
      highlight(view.id);
    },
    onResync: () => void reload(),
  });

  return { rows, loaded, loadError, highlighted, viewers, reload, merge };
}
