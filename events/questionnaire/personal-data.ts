import { formatCalendarDay } from '../core/calendar-day';
import type { QuestionnaireInfo, QuestionnaireState } from './events';
import { storedDay, toProfileDay } from './profile/dates';
import type { ProfilePersonal } from './profile/types';

/**
 * The candidate's personal data is one thing (issue 24, item 3): `info` (the card, the lists, the
 * CSV, the search) and the profile's 'Личные данные' hold the same fields, and both always show
 * the same value. The event log is append-only, so the older records with two different copies are
 * merged by one rule, here, for the read model and the decider alike: each event sets the shared
 * fields it carries in both places, so the LATER of the two wins for each field
 * (QuestionnaireInfoEdited carries the changed fields, ProfilePersonalSaved the whole section).
 */
export const SHARED_PERSONAL_FIELDS = [
  'lastname',
  'firstname',
  'secondname',
  'woPatronymic',
  'sex',
  'dateBirth',
  'phone',
  'email',
] as const;
export type SharedPersonalField = (typeof SHARED_PERSONAL_FIELDS)[number];

/**
 * With the documents and 1C, the personal data and the profile are closed (the server refuses their
 * saves, server/features/questionnaire/profile-decide.ts): the staff edit page redirects to the card
 * in these states (spec part 2, section 2).
 */
export const PERSONAL_DATA_CLOSED_STATES: readonly QuestionnaireState[] = [
  'waitingSigningDocuments',
  'sendedTo1S',
  'employed',
];

/** A birth date in `info`'s form 'ГГГГ-ММ-ДД' (unchanged when it is not a date at all). */
export function toInfoDay(value: string): string {
  const day = storedDay(value);
  return day ? formatCalendarDay(day, 'iso') : value;
}

/** `info` with the shared fields of a saved 'Личные данные' section (in info's date form). */
export function infoWithPersonal(info: QuestionnaireInfo, personal: ProfilePersonal): QuestionnaireInfo {
  const { sex: _sex, ...rest } = info;
  return {
    ...rest,
    lastname: personal.lastname,
    firstname: personal.firstname,
    secondname: personal.secondname,
    woPatronymic: personal.woPatronymic,
    ...(personal.sex ? { sex: personal.sex } : {}),
    dateBirth: toInfoDay(personal.dateBirth),
    phone: personal.phone,
    email: personal.email,
  };
}

/** A 'Личные данные' section with the shared fields an info edit changed (in the profile's date form). */
export function personalWithInfo(
  personal: ProfilePersonal,
  changes: Partial<QuestionnaireInfo>,
): ProfilePersonal {
  const next = { ...personal };
  for (const field of SHARED_PERSONAL_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    if (field === 'dateBirth') next.dateBirth = toProfileDay(String(value));
    else Object.assign(next, { [field]: value });
  }
  return next;
}

/** The shared fields whose values differ between two versions of `info` (a birth date by its day). */
export function changedSharedFields(
  before: QuestionnaireInfo,
  after: QuestionnaireInfo,
): SharedPersonalField[] {
  return SHARED_PERSONAL_FIELDS.filter((field) =>
    field === 'dateBirth'
      ? toInfoDay(before.dateBirth) !== toInfoDay(after.dateBirth)
      : before[field] !== after[field],
  );
}

/** Whether an info edit touches the personal data (a change of the work places alone does not). */
export const touchesPersonal = (changes: Partial<QuestionnaireInfo>) =>
  SHARED_PERSONAL_FIELDS.some((field) => changes[field] !== undefined);
