import {
  boolean,
  defaulted,
  enums,
  integer,
  max,
  min,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  trimmed,
} from 'superstruct';
import { personName } from '../core/name-text';
import { calendarDate, CANDIDATE_BIRTH, text } from '../core/validators';
import { ALL_FILTER_VALUE } from './list-filter';
import { CONTRACTOR_TYPES, QUESTIONNAIRE_STATES, SEXES } from './events';
import { LIST_TYPES, SELF_EMPLOYED_LIST_TYPES } from './states';

export const QUESTIONNAIRE_PAGE_SIZE = 5;
export const QUESTIONNAIRE_MAX_LIMIT = 50;
export const QUESTIONNAIRE_EXPORT_MAX = 5000;

const numericId = pattern(size(string(), 1, 20), /^\d+$/);
const filterId = size(string(), 1, 40);
/** A real calendar day as 'YYYY-MM-DD' (the console's date pickers send the calendar day). */
const day = calendarDate({ format: 'iso' });
/** A candidate's birth date as the console's date picker sends it (one date type: events/core/validators). */
const birthDay = calendarDate({ format: 'iso', ...CANDIDATE_BIRTH });
/** A candidate's surname, name, patronymic: Cyrillic only (spec part 2, section 5). */
const requiredName = personName(text(100));
const optionalName = personName(size(trimmed(string()), 0, 100));

/** The lists' filters: '@all' (or absent) means no filter (spec part 2, section 7). */
export const QuestionnaireListWhere = object({
  cityId: optional(filterId),
  storeId: optional(filterId),
  positionId: optional(filterId),
  /** One exact state inside the tab. */
  state: optional(enums(QUESTIONNAIRE_STATES)),
  /** Part of the name (any order of words) or of the phone's digits. */
  search: optional(size(trimmed(string()), 0, 100)),
  dateFrom: optional(day),
  dateTo: optional(day),
});

/** 'дата по' before 'дата с' matches nothing: refused rather than an empty list that looks real. */
export const DATE_ORDER_MESSAGE = 'Дата по не может быть раньше даты с';
/** Is the range the wrong way round? (The console says so by the fields before asking.) */
export const isInvertedRange = (where: { dateFrom?: string; dateTo?: string }) =>
  Boolean(where.dateFrom && where.dateTo && where.dateFrom > where.dateTo);
const orderedDays = refine(QuestionnaireListWhere, 'dateTo', (where, ctx) =>
  !isInvertedRange(where)
    ? true
    : {
        path: [...(ctx.path as (string | number)[]), 'dateTo'],
        message: DATE_ORDER_MESSAGE,
      },
);

/** POST /get-questionnaire: a page of one tab (offset = 5 × page, spec part 2, section 7). */
export const QuestionnaireListInput = object({
  type: enums([...new Set([...LIST_TYPES, ...SELF_EMPLOYED_LIST_TYPES])]),
  contractorType: defaulted(enums(CONTRACTOR_TYPES), 'Employee'),
  offset: defaulted(min(max(integer(), 1_000_000), 0), 0),
  limit: defaulted(min(max(integer(), QUESTIONNAIRE_MAX_LIMIT), 1), QUESTIONNAIRE_PAGE_SIZE),
  /** The spec's shape for a store filter: store {id}. */
  store: optional(object({ id: filterId })),
  where: optional(orderedDays),
  sort: defaulted(enums(['newest', 'oldest'] as const), 'newest'),
});

/** POST /questionnaire/state/{id} (spec part 2, section 7): action and the optional refusal reason. */
export const QuestionnaireStateInput = object({
  action: enums(['reject', 'reestablish'] as const),
  causeReject: optional(size(trimmed(string()), 0, 1000)),
  /**
   * The revision the user's screen showed: a state move after it refuses the action (409 naming who
   * acted first). The console always sends it; optional only because the spec's API lists action and
   * causeReject alone (part 2, section 7), and such a call acts on the state as it is.
   */
  revision: optional(min(max(integer(), 1_000_000), 0)),
});

export const QuestionnaireCommentInput = object({ text: size(trimmed(string()), 1, 2000) });

export const QuestionnaireIdParams = object({ id: numericId });

/** A walk-in candidate registered by staff. */
export const QuestionnaireCreateInput = object({
  contractorType: defaulted(enums(CONTRACTOR_TYPES), 'Employee'),
  IStoreId: filterId,
  positionId: filterId,
  lastname: requiredName,
  firstname: requiredName,
  secondname: defaulted(optionalName, ''),
  sex: optional(enums(SEXES)),
  dateBirth: birthDay,
  phone: pattern(size(string(), 11, 11), /^7\d{10}$/),
  email: defaulted(pattern(size(trimmed(string()), 0, 200), /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/), ''),
});

export { ALL_FILTER_VALUE };

/**
 * POST /questionnaire and /questionnaire/SelfEmployed: a candidate submits a questionnaire for a
 * vacancy of the own site with the phone confirmed by SMS (the phone token). The extended profile's
 * sections follow with the profile form.
 */
export const QuestionnaireSubmitInput = object({
  vacancy_id: filterId,
  phoneToken: size(string(), 1, 2000),
  info: object({
    lastname: requiredName,
    firstname: requiredName,
    secondname: defaulted(optionalName, ''),
    woPatronymic: defaulted(boolean(), false),
    sex: optional(enums(SEXES)),
    dateBirth: birthDay,
    phone: pattern(size(string(), 11, 11), /^7\d{10}$/),
    email: defaulted(pattern(size(trimmed(string()), 0, 200), /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/), ''),
  }),
});
