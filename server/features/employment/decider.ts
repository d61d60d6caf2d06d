import { type EmploymentForm } from '#events/employment/form';
import { HIRE_MESSAGES } from '#events/employment/hire-status';
import { HIRE_KIND, type HireEvent, type HireStatus, type OneSFailureKind } from '#events/employment/events';
import { isAllowedFrom, type QuestionnaireState } from '#events/questionnaire/states';
import type { Decider } from '../../core/decider';
import { ConcurrencyError, RuleViolation } from '../../core/errors';

type StaffRef = { userId: string; name: string };
type DocumentRef = Extract<HireEvent, { type: 'HireDelivered' }>['data']['document'];
type DriftData = Extract<HireEvent, { type: 'HireDriftDetected' }>['data'];

export interface HireState {
  /** The hire sent last (a rolled-back one stays until the next send replaces it). */
  hire: {
    hireId: string;
    questionnaireId: string;
    form: EmploymentForm;
    requestedBy: StaffRef;
    requestedAt: string;
    IStoreId: string;
    positionTitle: string;
  } | null;
  status: HireStatus | 'none';
  attempts: number;
  retryAt: string | null;
  lastFailure: { kind: OneSFailureKind; message: string } | null;
  document: DocumentRef | null;
  /** The document's fields as we posted or accepted them: what the reconciliation compares. */
  fields: Record<string, string>;
  documents: string[];
  drift: { kind: DriftData['kind']; dataVersion: string; fields: Record<string, string> } | null;
  /** A drift resolved by 'resend': the next delivery replaces the document 1C changed. */
  resendOf: string | null;
  check: { checkId: string; step: string; finished: boolean } | null;
}

type Delivery = { hireId: string; attempt: number };
export type HireCommand =
  | {
      type: 'RequestHire';
      hireId: string;
      questionnaireId: string;
      form: EmploymentForm;
      requestedBy: StaffRef;
      IStoreId: string;
      positionTitle: string;
    }
  | (Delivery & {
      type: 'FailDelivery';
      kind: OneSFailureKind;
      code: string;
      message: string;
      retryAt: string | null;
    })
  | (Delivery & { type: 'Deliver'; document: DocumentRef; fields: Record<string, string> })
  | { type: 'MarkDocumentsReady'; hireId: string; documents: string[]; dataVersion: string }
  | {
      type: 'RollBack';
      by: StaffRef;
      oneS: 'unposted' | 'deletionMarked' | 'absent';
      questionnaireState: QuestionnaireState;
    }
  | { type: 'RegenerateDocuments'; by: StaffRef; documents: string[] }
  | (Omit<DriftData, 'fields'> & { type: 'DetectDrift'; fields: Record<string, string> })
  | { type: 'ResolveDrift'; decision: 'resend' | 'accept'; by: StaffRef; comment?: string }
  | { type: 'StartCheck'; checkId: string; by: StaffRef }
  | { type: 'RecordCheckStep'; checkId: string; step: string; stepTitle: string }
  | { type: 'FinishCheck'; checkId: string; outcome: 'ok' | 'error'; message: string };

/** Where the worker still has to deliver: queued, or waiting for 1C to come back. */
export const PENDING_STATUSES: readonly HireStatus[] = ['queued', 'unavailable'];
/** A document exists in 1C: documents, checks and the reconciliation follow it. */
export const DELIVERED_STATUSES: readonly HireStatus[] = ['delivered', 'documentsReady'];

const isPending = (s: HireState) => s.status !== 'none' && PENDING_STATUSES.includes(s.status);
const isDelivered = (s: HireState) => s.status !== 'none' && DELIVERED_STATUSES.includes(s.status);

function evolveDelivery(state: HireState, event: HireEvent): HireState {
  switch (event.type) {
    case 'HireDeliveryFailed': {
      const { attempt, kind, message, retryAt } = event.data;
      return {
        ...state,
        status: retryAt ? 'unavailable' : 'failed',
        attempts: attempt,
        retryAt,
        lastFailure: { kind, message },
      };
    }
    case 'HireDelivered':
      return {
        ...state,
        status: 'delivered',
        attempts: event.data.attempt,
        retryAt: null,
        lastFailure: null,
        document: event.data.document,
        fields: event.data.fields ?? {},
        drift: null,
        resendOf: null,
      };
    case 'HireDocumentsReady': {
      const document = state.document ? { ...state.document, dataVersion: event.data.dataVersion } : null;
      return { ...state, status: 'documentsReady', documents: event.data.documents, document };
    }
    default:
      return state;
  }
}

function evolveFollowUp(state: HireState, event: HireEvent): HireState {
  switch (event.type) {
    case 'HireRolledBack':
      return { ...state, status: 'rolledBack', retryAt: null, drift: null, resendOf: null };
    case 'HireDocumentsRegenerated':
      return { ...state, documents: event.data.documents };
    case 'HireDriftDetected': {
      const { kind, dataVersion, fields } = event.data;
      return { ...state, drift: { kind, dataVersion, fields: fields ?? {} } };
    }
    case 'HireDriftResolved': {
      if (!state.drift) return state;
      if (event.data.decision === 'resend') {
        const resendOf = state.drift.kind === 'changed' ? (state.document?.documentRef ?? null) : null;
        return { ...state, status: 'queued', retryAt: null, drift: null, resendOf };
      }
      const posted: DocumentRef['posted'] = state.drift.kind === 'changed' ? 'posted' : state.drift.kind;
      const document = state.document
        ? { ...state.document, dataVersion: state.drift.dataVersion, posted }
        : null;
      return { ...state, document, fields: state.drift.fields, drift: null };
    }
    case 'HireCheckStarted':
      return { ...state, check: { checkId: event.data.checkId, step: 'lookup', finished: false } };
    case 'HireCheckStep':
      return state.check ? { ...state, check: { ...state.check, step: event.data.step } } : state;
    case 'HireCheckFinished':
      return state.check ? { ...state, check: { ...state.check, finished: true } } : state;
    default:
      return evolveDelivery(state, event);
  }
}

function decideDelivery(command: HireCommand, state: HireState): HireEvent[] {
  switch (command.type) {
    case 'FailDelivery': {
      // A worker that lost its turn (another attempt finished first) records nothing.
      if (state.hire?.hireId !== command.hireId || !isPending(state)) return [];
      const { hireId, attempt, kind, code, message, retryAt } = command;
      return [{ type: 'HireDeliveryFailed', data: { hireId, attempt, kind, code, message, retryAt } }];
    }
    case 'Deliver': {
      if (state.hire?.hireId !== command.hireId || !isPending(state)) return [];
      const { hireId, attempt, document, fields } = command;
      return [{ type: 'HireDelivered', data: { hireId, attempt, document, fields } }];
    }
    case 'MarkDocumentsReady': {
      if (state.hire?.hireId !== command.hireId || state.status !== 'delivered') return [];
      const { hireId, documents, dataVersion } = command;
      return [{ type: 'HireDocumentsReady', data: { hireId, documents, dataVersion } }];
    }
    default:
      return [];
  }
}

function decideCheck(command: HireCommand, state: HireState): HireEvent[] {
  const hireId = state.hire?.hireId ?? '';
  switch (command.type) {
    case 'StartCheck':
      if (!state.hire || state.status === 'rolledBack') throw new RuleViolation(HIRE_MESSAGES.notSent);
      // One check at a time: a second press joins the running one.
      if (state.check && !state.check.finished) return [];
      return [{ type: 'HireCheckStarted', data: { hireId, checkId: command.checkId, by: command.by } }];
    case 'RecordCheckStep': {
      const { checkId, step, stepTitle } = command;
      if (state.check?.checkId !== checkId || state.check.finished || state.check.step === step) return [];
      return [{ type: 'HireCheckStep', data: { hireId, checkId, step, stepTitle } }];
    }
    case 'FinishCheck': {
      const { checkId, outcome, message } = command;
      if (state.check?.checkId !== checkId || state.check.finished) return [];
      return [{ type: 'HireCheckFinished', data: { hireId, checkId, outcome, message } }];
    }
    default:
      return decideDelivery(command, state);
  }
}

/**
 * The hire of one questionnaire (`hire-{questionnaireId}`): sent once (a second send is refused
 * naming who sent it and when, until a rollback), delivered by the worker (an attempt that lost its
 * turn records nothing), its documents followed, rolled back, regenerated, reconciled with 1C.
 */
export const hireDecider: Decider<HireState, HireCommand, HireEvent> = {
  kind: HIRE_KIND,
  initialState: () => ({
    ...{ hire: null, status: 'none', attempts: 0, retryAt: null, lastFailure: null, document: null },
    ...{ fields: {}, documents: [], drift: null, resendOf: null, check: null },
  }),
  evolve(state, event) {
    if (event.type !== 'HireRequested') return evolveFollowUp(state, event);
    const { hireId, questionnaireId, form, requestedBy, IStoreId, positionTitle } = event.data;
    const requestedAt = event.meta?.occurredAt ?? '';
    return {
      ...hireDecider.initialState(),
      hire: { hireId, questionnaireId, form, requestedBy, requestedAt, IStoreId, positionTitle },
      status: 'queued',
    };
  },
  decide(command, state) {
    switch (command.type) {
      case 'RequestHire': {
        if (state.hire && state.status !== 'rolledBack') {
          const { requestedBy, requestedAt } = state.hire;
          const message = HIRE_MESSAGES.alreadySent(requestedBy.name, requestedAt);
          throw new ConcurrencyError(message, { ...requestedBy, role: '' }, requestedAt, -1);
        }
        const { type: _, ...data } = command;
        return [{ type: 'HireRequested', data }];
      }
      case 'RollBack': {
        if (!state.hire || state.status === 'rolledBack') throw new RuleViolation(HIRE_MESSAGES.notSent);
        if (!isAllowedFrom('rollback', command.questionnaireState))
          throw new RuleViolation(HIRE_MESSAGES.rollbackNotAllowed);
        const data = { hireId: state.hire.hireId, by: command.by, oneS: command.oneS };
        return [{ type: 'HireRolledBack', data }];
      }
      case 'RegenerateDocuments':
        if (!state.hire || !isDelivered(state)) throw new RuleViolation(HIRE_MESSAGES.notDelivered);
        return [
          {
            type: 'HireDocumentsRegenerated',
            data: { hireId: state.hire.hireId, by: command.by, documents: command.documents },
          },
        ];
      case 'DetectDrift': {
        if (!isDelivered(state) || state.drift || state.hire?.hireId !== command.hireId) return [];
        if (command.kind === 'changed' && command.dataVersion === state.document?.dataVersion) return [];
        const { type: _, ...data } = command;
        return [{ type: 'HireDriftDetected', data }];
      }
      case 'ResolveDrift': {
        if (!state.hire || !state.drift) throw new RuleViolation(HIRE_MESSAGES.noDrift);
        const { decision, by, comment } = command;
        const data = { hireId: state.hire.hireId, decision, by, ...(comment ? { comment } : {}) };
        return [{ type: 'HireDriftResolved', data }];
      }
      default:
        return decideCheck(command, state);
    }
  },
};
