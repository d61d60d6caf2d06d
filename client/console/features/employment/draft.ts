import { EMPTY_VALUES, type EmploymentFormValues } from './values';

/**
 * The employment form's draft (issue 26 item 1): kept per questionnaire in localStorage on every
 * change, restored when the card opens again, cleared after a successful send. Pure over a storage,
 * so a test gives a Map. The experience scans are not in it: they are the questionnaire's files.
 */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (questionnaireId: string) => `employment-draft:${questionnaireId}`;

type DraftValues = Omit<EmploymentFormValues, 'experienceDocument'>;
const KEYS = Object.keys(EMPTY_VALUES).filter((k) => k !== 'experienceDocument') as (keyof DraftValues)[];

/** The fields of a stored draft that still have their type; anything else (old, corrupt) is dropped. */
export function readDraft(storage: DraftStorage, questionnaireId: string): Partial<DraftValues> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(draftKey(questionnaireId)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const stored = parsed as Record<string, unknown>;
  const draft: Partial<Record<keyof DraftValues, unknown>> = {};
  for (const key of KEYS) {
    if (typeof stored[key] === typeof EMPTY_VALUES[key]) draft[key] = stored[key];
  }
  return draft as Partial<DraftValues>;
}

export function writeDraft(
  storage: DraftStorage,
  questionnaireId: string,
  values: EmploymentFormValues,
): void {
  const draft = Object.fromEntries(KEYS.map((key) => [key, values[key]]));
  try {
    storage.setItem(draftKey(questionnaireId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage loses the draft, never the form.
  }
}

export function clearDraft(storage: DraftStorage, questionnaireId: string): void {
  storage.removeItem(draftKey(questionnaireId));
}

/** The form's first values: the empty form, the draft over it, the questionnaire's scans. */
export function initialValues(
  draft: Partial<DraftValues> | null,
  experienceDocument: string[],
): EmploymentFormValues {
  return { ...EMPTY_VALUES, ...draft, experienceDocument };
}

/**
 * A live change of the questionnaire (another user's edit, a new scan): only what comes from the
 * questionnaire changes (the scans); whatever the user typed stays.
 */
export function withQuestionnaire(
  values: EmploymentFormValues,
  experienceDocument: string[],
): EmploymentFormValues {
  const same =
    values.experienceDocument.length === experienceDocument.length &&
    values.experienceDocument.every((id, i) => id === experienceDocument[i]);
  return same ? values : { ...values, experienceDocument };
}
