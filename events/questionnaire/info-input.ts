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
import { safeName } from '../core/name-text';
import { text } from '../core/validators';
import { SEXES } from './events';

const day = pattern(size(string(), 10, 10), /^\d{4}-\d{2}-\d{2}$/);

/** Changes to the candidate's fields: only the fields sent change (field-level conflicts). */
export const QuestionnaireInfoChanges = object({
  lastname: optional(safeName(text(100))),
  firstname: optional(safeName(text(100))),
  secondname: optional(safeName(size(trimmed(string()), 0, 100))),
  woPatronymic: optional(boolean()),
  sex: optional(enums(SEXES)),
  dateBirth: optional(day),
  phone: optional(pattern(size(string(), 11, 11), /^7\d{10}$/)),
  email: optional(pattern(size(trimmed(string()), 0, 200), /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
});

/** PUT /questionnaire/{id}/info: the revision the screen showed and the changed fields. */
export const QuestionnaireInfoInput = object({
  revision: min(max(integer(), 1_000_000), 0),
  changes: QuestionnaireInfoChanges,
});
