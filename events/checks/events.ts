import {
  array,
  boolean,
  enums,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  type Infer,
} from 'superstruct';
import type { EventOf, StoredEventOf } from '../core/typed';
import { CHECK_KINDS, FSSP_STATUSES, PAYMENT_STATUSES, SELF_EMPLOYMENT_STATUSES } from './kinds';

export * from './kinds';

/** Aggregate kind: the checks of one questionnaire (`checks-12` for questionnaire 12). */
export const CHECKS_KIND = 'checks';

const Debt = number();
/** What a finished check found, one field per kind (only the check's own field is set). */
export const CheckResultData = object({
  blacklist: optional(object({ has: boolean(), info: optional(string()) })),
  fssp: optional(
    object({
      status: enums(FSSP_STATUSES),
      debtBalanceEp: Debt,
      debtBalanceDuty: Debt,
      debtBalanceOther: Debt,
      debtBalanceFine: Debt,
      /** Enforcement proceedings found (numbers and subjects, no names). */
      info: array(string()),
    }),
  ),
  selfEmployment: optional(
    object({
      status: enums(SELF_EMPLOYMENT_STATUSES),
      payments: array(object({ id: string(), status: enums(PAYMENT_STATUSES), amount: number() })),
    }),
  ),
  criminalRecord: optional(object({ has: boolean(), info: optional(string()) })),
  storeVacancy: optional(object({ isDone: boolean(), value: boolean(), message: string() })),
});

export const ChecksEvents = {
  /** Someone (meta.actor) asked for a check; `source` is the service that will answer. */
  CheckRequested: object({
    questionnaireId: string(),
    IStoreId: string(),
    check: enums(CHECK_KINDS),
    runId: string(),
    source: string(),
    requestedAt: string(),
  }),
  /** One reply of the outside service on the way (a task number, a status): no personal data. */
  CheckReplyReceived: object({
    check: enums(CHECK_KINDS),
    runId: string(),
    source: string(),
    at: string(),
    answer: string(),
    fsspStatus: optional(enums(FSSP_STATUSES)),
    /** The service's task, so a resumed check asks about it instead of starting again. */
    taskId: optional(string()),
  }),
  CheckCompleted: object({
    questionnaireId: string(),
    check: enums(CHECK_KINDS),
    runId: string(),
    source: string(),
    at: string(),
    passed: boolean(),
    result: CheckResultData,
  }),
  /** The service failed, timed out or answered something unreadable (FSSP: CheckWithError). */
  CheckFailed: object({
    questionnaireId: string(),
    check: enums(CHECK_KINDS),
    runId: string(),
    source: string(),
    at: string(),
    reason: enums(['timeout', 'failure', 'malformed', 'candidate'] as const),
    message: string(),
  }),
  /** 'Пропустить проверку': the external checks not passed are accepted by a person. */
  CandidateCheckSkipped: object({ questionnaireId: string(), checks: array(enums(CHECK_KINDS)) }),
};
export type ChecksEvent = EventOf<typeof ChecksEvents>;
export type StoredChecksEvent = StoredEventOf<typeof ChecksEvents>;
export type CheckResult = Infer<typeof CheckResultData>;

const Id = pattern(size(string(), 1, 20), /^\d+$/);
/** `/checkCriminalRecord/{id}`, `/sendToFsspRecordCheck/{questionnaireId}`... */
export const CheckIdParams = object({ id: Id });
export const QuestionnaireIdInput = object({ questionnaireId: Id });
/** 'check on self-employment': `updateFromNaimix` asks the service again even with a fresh result. */
export const SelfEmploymentCheckInput = object({
  questionnaireId: Id,
  updateFromNaimix: optional(boolean()),
});
export const StartChecksInput = object({ checks: optional(size(array(enums(CHECK_KINDS)), 1, 5)) });
