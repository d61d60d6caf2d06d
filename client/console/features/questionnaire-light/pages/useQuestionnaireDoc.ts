import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../../shell/http';
import { QUESTIONNAIRES_LIGHT_COLLECTION, toEntity, type QuestionnaireLightEntity } from '../api';
import { useRoom } from '../../../live/useRoom';
import type { Viewer } from '../../../live/presence';

export interface DocOptions {
  id: string;
  room: string;
  /** Resolves with null when the questionnaire is not (or no longer) visible to this user. */
  load: (id: string) => Promise<QuestionnaireLightEntity | null>;
  /** A newer version arrived live (someone else's change, or our own action's). */
  onLiveChange?: (
    next: QuestionnaireLightEntity,
    previous: QuestionnaireLightEntity | null,
    doc: Record<string, unknown>,
  ) => void;
}

export interface QuestionnaireDoc {
  entity: QuestionnaireLightEntity | null;
  loading: boolean;
  /** Not found, or the load failed. */
  error: string | null;
  viewers: Viewer[];
  reload: () => Promise<void>;
  /** Takes a fresher entity (an action's answer); older revisions are ignored. */
  accept: (entity: QuestionnaireLightEntity) => void;
}

const NOT_FOUND = 'Анкета не найдена';

/** One questionnaire, loaded once and kept current from its room. */
export function useQuestionnaireDoc(options: DocOptions): QuestionnaireDoc {
  const { id, room } = options;
  const [entity, setEntity] = useState<QuestionnaireLightEntity | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(options);
  const current = useRef<QuestionnaireLightEntity | null>(null);
  useEffect(() => {
    latest.current = options;
  });

  const accept = useCallback((next: QuestionnaireLightEntity) => {
    if (current.current && current.current.id === next.id && current.current.revision > next.revision) return;
    current.current = next;
    setEntity(next);
  }, []);

  const reload = useCallback(
    () =>
      latest.current.load(id).then(
        (loaded) => {
          if (loaded) accept(loaded);
          setError(loaded ? null : NOT_FOUND);
          setLoading(false);
        },
        (err: unknown) => {
          setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
          setLoading(false);
        },
      ),
    [id, accept],
  );

  // Pages mount this hook keyed by id, so a new id starts from a fresh state.
  useEffect(() => {
    void reload();
  }, [reload]);

  const viewers = useRoom(room, {
    onChange: (change) => {
      if (change.collection !== QUESTIONNAIRES_LIGHT_COLLECTION || change.id !== id || !change.doc) return;
      const doc = change.doc as Record<string, unknown>;
      const next = toEntity(doc);
      const previous = current.current;
      if (previous && previous.revision >= next.revision) return;
      accept(next);
      setError(null);
      latest.current.onLiveChange?.(next, previous, doc);
    },
    onResync: () => void reload(),
  });

  return { entity, loading, error, viewers, reload, accept };
}
