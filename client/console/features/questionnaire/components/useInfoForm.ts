import { useState } from 'react';
import { fieldOf, stringField } from '#events/core/json';
import type { SectionNotice } from '#client/shared/profile/sectionSlots';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { saveInfo, type QuestionnaireView } from '../api';

type Info = QuestionnaireView['info'];

interface Held<T> {
  base: T;
  draft: T;
  /** The revision the form was loaded at (or, after a conflict, the one the user chose to overwrite). */
  revision: number;
}

const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form of the card's data saved by PUT …/info (the changed fields only, at the revision the form
 * was loaded at). A newer questionnaire refreshes a form without local edits; a form with edits keeps
 * them, and a field someone else changed meanwhile is refused naming them (409): a second save then
 * writes the user's values knowingly, or 'Взять новые данные' drops them.
 */
export function useInfoForm<T>(
  q: QuestionnaireView,
  valueOf: (q: QuestionnaireView) => T,
  changesOf: (base: T, draft: T) => Partial<Info>,
  onSaved: (entity: QuestionnaireView) => void,
) {
  const fresh = (from: QuestionnaireView): Held<T> => ({
    base: valueOf(from),
    draft: valueOf(from),
    revision: from.revision,
  });
  const [held, setHeld] = useState<Held<T>>(() => fresh(q));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<SectionNotice | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const dirty = !same(held.base, held.draft);
  if (q.revision > held.revision && !dirty && !busy) setHeld(fresh(q));

  const setDraft = (draft: T) => {
    setHeld({ ...held, draft });
    setFieldErrors({});
    if (notice?.intent === 'success') setNotice(null);
  };
  const takeServer = () => {
    setHeld(fresh(q));
    setNotice(null);
    setFieldErrors({});
  };
  const save = async (problems: Record<string, string> = {}) => {
    if (Object.keys(problems).length > 0) return setFieldErrors(problems);
    const changes = changesOf(held.base, held.draft);
    if (Object.keys(changes).length === 0) return setNotice({ intent: 'warning', text: 'Нет изменений' });
    setBusy(true);
    setNotice(null);
    try {
      const entity = await saveInfo(q.id, held.revision, changes);
      setHeld(fresh(entity));
      setNotice({ intent: 'success', text: 'Сохранено' });
      onSaved(entity);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const actual = fieldOf(err.details, 'actualRevision');
        const seen = Math.max(held.revision, q.revision, typeof actual === 'number' ? actual : 0);
        setHeld({ ...held, revision: seen });
        setNotice({
          intent: 'warning',
          title: 'Изменения не сохранены',
          text: `${err.message} Сохраните ещё раз, чтобы записать свои значения, или возьмите новые данные.`,
        });
      } else {
        const field = err instanceof ApiError ? stringField(err.details, 'field') : undefined;
        const text = err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE;
        if (field) setFieldErrors({ [field.replace(/^changes\./, '')]: text });
        else setNotice({ intent: 'error', text });
      }
    } finally {
      setBusy(false);
    }
  };
  return { base: held.base, draft: held.draft, setDraft, save, takeServer, busy, notice, fieldErrors, dirty };
}
