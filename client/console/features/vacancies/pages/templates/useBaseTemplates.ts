import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BASE_TEMPLATES_COLLECTION,
  BASE_TEMPLATES_LIST_ROOM,
  listBaseTemplates,
  type BaseTemplateView,
} from '../../api-templates';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../../shell/http';
import { useRoom } from '../../../../live/useRoom';

/** Live changes arrive in bursts (a save is one event per document); one reload per burst. */
const RELOAD_DELAY_MS = 250;

export interface BaseTemplates {
  list: BaseTemplateView[];
  loaded: boolean;
  error: string | null;
  /** Takes a fresher version (a save's answer); older revisions are ignored. */
  merge: (view: BaseTemplateView) => void;
  /** The id and revision of the last change someone pushed, for "changed while editing" notices. */
  lastChange: { id: string; revision: number } | null;
}

function mergeInto(list: BaseTemplateView[], view: BaseTemplateView): BaseTemplateView[] {
  const index = list.findIndex((b) => b.id === view.id);
  if (index === -1) return [...list, view];
  if ((list[index]?.revision ?? -1) > view.revision) return list;
  return list.map((b, i) => (i === index ? view : b));
}

/** Every base template, loaded once and reloaded when the 'list:baseTemplates' room says one changed. */
export function useBaseTemplates(): BaseTemplates {
  const [list, setList] = useState<BaseTemplateView[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lastChange, setLastChange] = useState<BaseTemplates['lastChange']>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = useCallback(() => {
    listBaseTemplates().then(
      (answer) => {
        setList((prev) =>
          answer.list.reduce(
            mergeInto,
            prev.filter((b) => answer.list.some((a) => a.id === b.id)),
          ),
        );
        setError(null);
        setLoaded(true);
      },
      (err: unknown) => {
        setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
        setLoaded(true);
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => clearTimeout(timer.current);
  }, [reload]);

  const scheduleReload = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(reload, RELOAD_DELAY_MS);
  }, [reload]);

  useRoom(BASE_TEMPLATES_LIST_ROOM, {
    onChange: (change) => {
      if (change.collection !== BASE_TEMPLATES_COLLECTION) return;
      const revision = (change.doc as { revision?: unknown } | null)?.revision;
      if (typeof revision === 'number') setLastChange({ id: change.id, revision });
      scheduleReload();
    },
    onResync: scheduleReload,
  });

  const merge = useCallback((view: BaseTemplateView) => setList((prev) => mergeInto(prev, view)), []);
  return { list, loaded, error, merge, lastChange };
}
