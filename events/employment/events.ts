import { array, enums, integer, nullable, object, optional, record, string } from 'superstruct';
import type { EventOf, StoredEventOf } from '../core/typed';
import type { QuestionnaireState } from '../questionnaire/states';
import { EmploymentFormInput, SalaryProjectInput, type EmploymentForm } from './form';

/**
 * The hire (issue 26): the employment form sent to 1C:ZUP, its delivery, the documents 1C builds,
 * the rollback and the reconciliation with 1C. Its own aggregate `hire-{questionnaireId}`, like the
 * approval: delivery bookkeeping never conflicts (409) with an HR edit of the questionnaire. The
 * questionnaire's state follows through its transition table (sendTo1S, documentsReady, rollback).
 */
export const HIRE_KIND = 'hire';

/** Why a delivery or a check failed, as 1C's OData interface answers (server/adapters/onec/port.ts). */
export const ONE_S_FAILURES = [
  'unavailable',
  'timeout',
  'rights',
  'stale',
  'notCreated',
  'rejected',
] as const;
export type OneSFailureKind = (typeof ONE_S_FAILURES)[number];

/** The text in 1C's answer that offers the rollback (spec part 2, section 4: 'document not created'). */
export const DOCUMENT_NOT_CREATED = 'документ не создан';

const StaffRef = object({ userId: string(), name: string() });
/** The 1C document as last seen: its ref, number, posting and version (1C pushes nothing: polled). */
const OneSDocumentRef = object({
  personRef: string(),
  documentRef: string(),
  number: string(),
  posted: enums(['posted', 'unposted', 'deleted'] as const),
  dataVersion: string(),
});

/**
 * The form as HireRequested records it: the input's shape, but the account and BIC as plain text,
 * since the event store seals them (personal data) before it validates the event (hire engineer).
 */
const RecordedForm = object({
  ...EmploymentFormInput.schema,
  salaryProject: object({
    ...SalaryProjectInput.schema,
    ui: object({ ...SalaryProjectInput.schema.ui.schema, bic_cbrf: string(), account: string() }),
  }),
});

export const HireEvents = {
  /** 'Трудоустроить': the form is recorded first; the delivery worker sends it (an outbox). */
  HireRequested: object({
    hireId: string(),
    questionnaireId: string(),
    form: RecordedForm,
    requestedBy: StaffRef,
    /** Where the hire is, as the card showed it (no personal data). */
    IStoreId: string(),
    positionTitle: string(),
  }),
  /** An attempt failed; `retryAt` when the worker tries again (1C down, a timeout), else null. */
  HireDeliveryFailed: object({
    hireId: string(),
    attempt: integer(),
    kind: enums(ONE_S_FAILURES),
    code: string(),
    message: string(),
    retryAt: nullable(string()),
  }),
  /** 1C registered the person and posted Document_ПриемНаРаботу carrying our hire id. */
  HireDelivered: object({
    hireId: string(),
    attempt: integer(),
    document: OneSDocumentRef,
    /** The document's compared fields as posted: the reconciliation's baseline (hire engineer). */
    fields: optional(record(string(), string())),
  }),
  /** 1C built the document set: the questionnaire waits for the signatures. */
  HireDocumentsReady: object({ hireId: string(), documents: array(string()), dataVersion: string() }),
  /** 'Откатить анкету': the 1C document is unposted or marked for deletion; the questionnaire goes back. */
  HireRolledBack: object({
    hireId: string(),
    by: StaffRef,
    oneS: enums(['unposted', 'deletionMarked', 'absent'] as const),
  }),
  /** 'Сформировать документы повторно'. */
  HireDocumentsRegenerated: object({ hireId: string(), by: StaffRef, documents: array(string()) }),
  /** The 1C document changed after our push (its DataVersion moved, it was unposted or deleted). */
  HireDriftDetected: object({
    hireId: string(),
    seenAt: string(),
    kind: enums(['changed', 'unposted', 'deleted'] as const),
    changes: array(object({ field: string(), before: string(), after: string() })),
    dataVersion: string(),
    /** The document's fields as seen (the new baseline when staff accept 1C's version). */
    fields: optional(record(string(), string())),
  }),
  /** Staff resolved the drift: send our data again, or accept 1C's version. */
  HireDriftResolved: object({
    hireId: string(),
    decision: enums(['resend', 'accept'] as const),
    by: StaffRef,
    comment: optional(string()),
  }),
  /**
   * 'Проверить статус документов' (POST /one_s/check/{id}): a check of up to five minutes. Its
   * progress is a few compact events (one per step, not per poll), so every open card follows it
   * live through the read model and the history shows who checked when; elapsed time is derived
   * from `startedAt` by the console, never recorded.
   */
  HireCheckStarted: object({ hireId: string(), checkId: string(), by: StaffRef }),
  HireCheckStep: object({ hireId: string(), checkId: string(), step: string(), stepTitle: string() }),
  HireCheckFinished: object({
    hireId: string(),
    checkId: string(),
    outcome: enums(['ok', 'error'] as const),
    message: string(),
  }),
};

export type HireEvent = EventOf<typeof HireEvents>;
export type StoredHireEvent = StoredEventOf<typeof HireEvents>;

export type HireStatus = 'queued' | 'unavailable' | 'delivered' | 'documentsReady' | 'failed' | 'rolledBack';

/**
 * Read model `hires`: one document per questionnaire sent to 1C (id = questionnaire id). Personal
 * values of the form (the account) are sealed in the events; the document keeps the form for the
 * card of those who may see it (masked for the others by the feature's masking).
 */
export interface HireDoc {
  id: string;
  hireId: string;
  IStoreId: string;
  positionTitle: string;
  questionnaireState: QuestionnaireState;
  status: HireStatus;
  form: EmploymentForm;
  requestedBy: { userId: string; name: string };
  requestedAt: string;
  attempts: number;
  /** '1С недоступна, повторим в HH:mm' reads this. */
  nextRetryAt: string | null;
  lastError: { kind: OneSFailureKind; code: string; message: string; at: string } | null;
  document: {
    personRef: string;
    documentRef: string;
    number: string;
    posted: 'posted' | 'unposted' | 'deleted';
    dataVersion: string;
  } | null;
  documents: string[];
  drift: {
    kind: 'changed' | 'unposted' | 'deleted';
    seenAt: string;
    changes: { field: string; before: string; after: string }[];
  } | null;
  /** The last 'Проверить статус документов' and its live progress (null: never checked). */
  check: HireCheck | null;
  updatedAt: string;
  version: number;
}

/** A check of the documents in 1C as the card shows it live (elapsed = now - startedAt). */
export interface HireCheck {
  checkId: string;
  startedAt: string;
  step: string;
  stepTitle: string;
  finishedAt: string | null;
  outcome: 'ok' | 'error' | null;
  message: string;
}
