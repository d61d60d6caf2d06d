import type { QuestionnaireEvent, QuestionnaireState } from '#events/questionnaire/events';
import { PROFILE_SECTION_TITLES } from '#events/questionnaire/profile/events';
import type { Profile } from '#events/questionnaire/profile/types';
import { RuleViolation, ValidationError } from '../../core/errors';

/** One section of the profile as a save carries it. */
export type SectionValue = {
  [K in keyof Profile]: { section: K; data: Profile[K] };
}[keyof Profile];

/** States in which the profile is with the documents and 1C: the form is read-only (spec part 2, section 2). */
export const PROFILE_CLOSED_STATES: readonly QuestionnaireState[] = [
  'waitingSigningDocuments',
  'sendedTo1S',
  'employed',
];
export const PROFILE_CLOSED = 'Анкета на оформлении: изменить её нельзя';

/** The event of a section's save (one event type per section). */
export function sectionEvent(value: SectionValue): QuestionnaireEvent {
  switch (value.section) {
    case 'personal':
      return { type: 'ProfilePersonalSaved', data: { personal: value.data } };
    case 'passport':
      return { type: 'ProfilePassportSaved', data: { passport: value.data } };
    case 'addresses':
      return { type: 'ProfileAddressesSaved', data: { addresses: value.data } };
    case 'military':
      return { type: 'ProfileMilitarySaved', data: { military: value.data } };
    case 'martial':
      return { type: 'ProfileMartialSaved', data: { martial: value.data } };
    case 'education':
      return { type: 'ProfileEducationSaved', data: { education: value.data } };
  }
}

export function assertProfileOpen(state: QuestionnaireState): void {
  if (PROFILE_CLOSED_STATES.includes(state)) throw new RuleViolation(PROFILE_CLOSED, { state });
}

export const sectionConflictText = (section: keyof Profile) =>
  `изменил(а) раздел «${PROFILE_SECTION_TITLES[section]}»`;

/** A save that claims a revision the record never had (a forged or broken screen), in Russian. */
export const revisionAheadText = (seen: number, actual: number) =>
  `Поле «версия»: у анкеты нет версии ${seen} (последняя — ${actual}). Обновите страницу и повторите.`;

/**
 * The revision a screen showed can only be one the record has had: a claim above the real one would
 * make every later change look older than the screen and pass the conflict check unseen (400).
 */
export function assertSeenRevision(seen: number | undefined, actual: number): void {
  if (seen !== undefined && seen > actual)
    throw new ValidationError(revisionAheadText(seen, actual), 'revision');
}
