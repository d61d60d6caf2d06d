import {
  enums,
  integer,
  literal,
  max,
  min,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  trimmed,
  type,
  defaulted,
  coerce,
  unknown,
} from 'superstruct';
import { codeField, lightInfoSchema, lightSource, phoneField, type LightSchemaOptions } from './inputs';
import { VACANCY_SERVICES } from '../vacancies/events';

/** `?source=` of the public page, passed on: an unknown or malformed value reads as none. */
const source = coerce(optional(enums(VACANCY_SERVICES)), unknown(), lightSource);

/** Request bodies of the light questionnaire API (spec part 1, section 7). */

/** Questionnaire ids are numeric: the spec's clients send them as numbers, ours as digit strings. */
const questionnaireId = coerce(pattern(size(string(), 1, 20), /^\d+$/), integer(), (id) => String(id));
const vacancyId = size(trimmed(string()), 1, 100);
const token = size(string(), 1, 4000);
/**
 * The revision the reviewer's screen showed: a newer review or candidate edit refuses the review (409
 * naming who). The console always sends it; optional only because the spec's payload is
 * questionnaireId and comment (part 1, section 7), and such a call reviews the questionnaire as it is.
 */
const revision = optional(min(max(integer(), 1_000_000), 0));
const comment = size(trimmed(string()), 0, 2000);

export const SendSmsInput = object({ phone: phoneField() });
export const ConfirmPhoneInput = object({ phone: phoneField(), code: codeField() });

/** Only the phone of the form matters here; the client may send the whole form. */
/** Only the phone's owner may ask whether it applied: the check needs the phone's confirmation token. */
export const IsPossibleToSaveInput = object({
  vacancy_id: vacancyId,
  info: type({ phone: phoneField() }),
  phoneToken: token,
});

export function saveQuestionnaireLightInput(options: LightSchemaOptions) {
  return object({
    vacancy_id: vacancyId,
    type: literal('new'),
    info: lightInfoSchema(options),
    phoneToken: token,
    source,
  });
}

/** The secret of a candidate's edit link (`?t=` of /protected/feedback/edit/{id}/al). */
const editToken = pattern(size(string(), 16, 64), /^[A-Za-z0-9_-]+$/);
export const QuestionnaireIdInput = object({ id: questionnaireId });
/** A candidate's edit link: the questionnaire's number and the link's secret. */
export const EditLinkInput = object({ id: questionnaireId, token: editToken });
export const EditCodeInput = object({ id: questionnaireId, token: editToken, code: codeField() });
export const OwnQuestionnaireInput = object({ id: questionnaireId, token: editToken, phoneToken: token });

export function updateOwnQuestionnaireInput(options: LightSchemaOptions) {
  return object({ id: questionnaireId, token: editToken, phoneToken: token, info: lightInfoSchema(options) });
}

/** '@all' (or nothing) means no filter. */
const filterValue = optional(size(trimmed(string()), 1, 100));

export const QuestionnaireListInput = object({
  type: enums(['new', 'accepted', 'rejected']),
  offset: defaulted(min(max(integer(), 1_000_000), 0), 0),
  limit: defaulted(min(max(integer(), 50), 1), 5),
  where: optional(object({ position: filterValue, city: filterValue, store: filterValue })),
  /** The legacy client sends its user id; the token decides who asks, so it is ignored. */
  userId: optional(coerce(string(), integer(), (id) => String(id))),
});

export const AcceptQuestionnaireInput = object({ questionnaireId, comment: optional(comment), revision });
export const DeclineQuestionnaireInput = object({
  questionnaireId,
  // A missing reason reads as an empty one, so the reviewer sees the rule's own words.
  comment: refine(
    coerce(comment, unknown(), (v) => (v === undefined || v === null ? '' : v)),
    'reason',
    (v) => v.length > 0 || 'Укажите причину отказа',
  ),
  revision,
});
export const RestoreQuestionnaireInput = object({ questionnaireId, comment: optional(comment), revision });
