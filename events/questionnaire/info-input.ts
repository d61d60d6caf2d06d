import {
  boolean,
  enums,
  object,
  optional,
  pattern,
  size,
  string,
  trimmed,
  min,
  max,
  integer,
} from 'superstruct';
import { personName } from '../core/name-text';
import { calendarDate, CANDIDATE_BIRTH, text } from '../core/validators';
import { SEXES } from './events';
import { WorkPlacesInput } from './work-places';

/** The card's date picker sends the calendar day; the candidate's birth date rules (events/core/validators). */
const birthDay = calendarDate({ format: 'iso', ...CANDIDATE_BIRTH });

/** Changes to the candidate's fields: only the fields sent change (field-level conflicts). */
export const QuestionnaireInfoChanges = object({
  lastname: optional(personName(text(100))),
  firstname: optional(personName(text(100))),
  secondname: optional(personName(size(trimmed(string()), 0, 100))),
  woPatronymic: optional(boolean()),
  sex: optional(enums(SEXES)),
  dateBirth: optional(birthDay),
  phone: optional(pattern(size(string(), 11, 11), /^7\d{10}$/)),
  email: optional(pattern(size(trimmed(string()), 0, 200), /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  lastJobs: optional(WorkPlacesInput),
});

/** PUT /questionnaire/{id}/info: the revision the screen showed and the changed fields. */
export const QuestionnaireInfoInput = object({
  revision: min(max(integer(), 1_000_000), 0),
  changes: QuestionnaireInfoChanges,
});
