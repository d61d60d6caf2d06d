import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../../shell/http';
import {
  BASE_TEMPLATES_COLLECTION,
  baseTemplateRoom,
  getVacancyTemplate,
  templateRoom,
  VACANCY_TEMPLATES_COLLECTION,
  type VacancyTemplateView,
} from '../../api-templates';
import { useRoom } from '../../../../live/useRoom';
import type { Viewer } from '../../../../live/presence';
import type { Salary } from '../../../../../../events/vacancies/events';

export interface TemplateDoc {
  template: VacancyTemplateView | null;
  loading: boolean;
  error: string | null;
  viewers: Viewer[];
  /** Takes a fresher version (a save's or a conflict's answer); older revisions are ignored. */
  accept: (view: VacancyTemplateView) => void;
  reload: () => void;
}

/** A pushed template document changes only the salary and the stamp; the joined parts stay. */
function withPushed(view: VacancyTemplateView, doc: Record<string, unknown>): VacancyTemplateView {
  return {
    ...view,
    salary: (doc.salary as Salary | null | undefined) ?? null,
    revision: typeof doc.revision === 'number' ? doc.revision : view.revision,
    updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : view.updatedAt,
    updatedBy: (doc.updatedBy as VacancyTemplateView['updatedBy'] | undefined) ?? view.updatedBy,
  };
}

/** One template, loaded once and kept current from its room (salary changes). */
export function useTemplateDoc(id: string): TemplateDoc {
  const [template, setTemplate] = useState<VacancyTemplateView | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<VacancyTemplateView | null>(null);

  const accept = useCallback((view: VacancyTemplateView) => {
    const known = current.current;
    if (known && known.revision > view.revision) return;
    current.current = view;
    setTemplate(view);
  }, []);

  const load = useCallback(() => {
    getVacancyTemplate(id).then(
      (view) => {
        // A reload after a base template change keeps the revision; take it whatever it is.
        current.current = null;
        accept(view);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
        setLoading(false);
      },
    );
  }, [id, accept]);

  useEffect(() => load(), [load]);

  const viewers = useRoom(templateRoom(id), {
    onChange: (change) => {
      if (change.collection !== VACANCY_TEMPLATES_COLLECTION || change.id !== id || !change.doc) return;
      const known = current.current;
      if (known) accept(withPushed(known, change.doc as Record<string, unknown>));
      else load();
    },
    onResync: load,
  });

  return { template, loading, error, viewers, accept, reload: load };
}

/** Reloads the template when its base template's texts change (they are shown read-only). */
export function WatchBaseTemplate({ id, onChange }: { id: string; onChange: () => void }): null {
  useRoom(baseTemplateRoom(id), {
    onChange: (change) => {
      if (change.collection === BASE_TEMPLATES_COLLECTION && change.id === id) onChange();
    },
  });
  return null;
}
