import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../../shell/http';
import {
  listVacancyTemplates,
  TEMPLATES_LIST_ROOM,
  VACANCY_TEMPLATES_COLLECTION,
  type TemplateWhere,
  type VacancyTemplateView,
} from '../../api-templates';
import { useRoom } from '../../../../live/useRoom';
import type { Viewer } from '../../../../live/presence';

const RELOAD_DELAY_MS = 250;
const HIGHLIGHT_MS = 2500;

export interface TemplatesList {
  rows: VacancyTemplateView[];
  total: number;
  loading: boolean;
  error: string | null;
  highlighted: ReadonlySet<string>;
  viewers: Viewer[];
  reload: () => void;
}

/**
 * One page of city templates. The server filters, sorts and pages, so a change pushed to the
 * 'list:vacancyTemplates' room reloads the page (once per burst) and highlights the changed row.
 */
export function useTemplatesList(where: TemplateWhere, page: number, limit: number): TemplatesList {
  const [rows, setRows] = useState<VacancyTemplateView[]>([]);
  const [total, setTotal] = useState(0);
  // The query whose answer is shown; loading while it is not the current one.
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const whereKey = JSON.stringify(where);
  const queryKey = `${whereKey}|${page}|${limit}`;
  const request = useRef(0);
  const timers = useRef({
    reload: undefined as ReturnType<typeof setTimeout> | undefined,
    marks: [] as ReturnType<typeof setTimeout>[],
  });

  const load = useCallback(() => {
    const id = ++request.current;
    listVacancyTemplates({ offset: page * limit, limit, where: JSON.parse(whereKey) as TemplateWhere }).then(
      (answer) => {
        if (id !== request.current) return; // a newer query (filter, page) answered or will answer
        setRows(answer.list);
        setTotal(answer.total);
        setError(null);
        setShownKey(`${whereKey}|${page}|${limit}`);
      },
      (err: unknown) => {
        if (id !== request.current) return;
        setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
        setShownKey(`${whereKey}|${page}|${limit}`);
      },
    );
  }, [whereKey, page, limit]);

  useEffect(() => load(), [load]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      clearTimeout(pending.reload);
      pending.marks.forEach(clearTimeout);
    };
  }, []);

  const scheduleReload = useCallback(() => {
    clearTimeout(timers.current.reload);
    timers.current.reload = setTimeout(load, RELOAD_DELAY_MS);
  }, [load]);

  const highlight = (id: string) => {
    setHighlighted((prev) => new Set(prev).add(id));
    timers.current.marks.push(
      setTimeout(
        () =>
          setHighlighted((prev) => {
            const next = new Set(prev);
            next.delete(id);
            return next;
          }),
        HIGHLIGHT_MS,
      ),
    );
  };

  const viewers = useRoom(TEMPLATES_LIST_ROOM, {
    onChange: (change) => {
      if (change.collection !== VACANCY_TEMPLATES_COLLECTION) return;
      highlight(change.id);
      scheduleReload();
    },
    onResync: scheduleReload,
  });

  return { rows, total, loading: shownKey !== queryKey, error, highlighted, viewers, reload: load };
}
