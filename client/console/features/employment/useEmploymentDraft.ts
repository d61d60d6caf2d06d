import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearDraft, initialValues, readDraft, writeDraft } from './draft';
import type { EmploymentFormValues } from './values';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The form's first values: the draft of this questionnaire over the empty form (read once). */
export function useDraftDefaults(questionnaireId: string, experience: string[]): EmploymentFormValues {
  const [defaults] = useState(() => {
    const s = storage();
    return initialValues(s ? readDraft(s, questionnaireId) : null, experience);
  });
  return defaults;
}

/**
 * Saves the draft on every change of the form. The form is never reset from the questionnaire: a
 * live change by another user re-renders the card with new data and leaves the typed fields alone.
 */
export function useEmploymentDraft(questionnaireId: string, form: UseFormReturn<EmploymentFormValues>) {
  useEffect(() => {
    const subscription = form.watch((values) => {
      const s = storage();
      if (s) writeDraft(s, questionnaireId, values as EmploymentFormValues);
    });
    return () => subscription.unsubscribe();
  }, [questionnaireId, form]);
  return {
    /** After a successful send: the next card of this questionnaire starts empty. */
    clear: () => {
      const s = storage();
      if (s) clearDraft(s, questionnaireId);
    },
  };
}
