import { APPROVAL_CODE, APPROVAL_KIND, APPROVAL_MESSAGES, type ApprovalEvent } from '#events/approval/events';
import type { QuestionnaireState } from '#events/questionnaire/states';
import type { Decider } from '../../core/decider';
import { ForbiddenError, RuleViolation, TooManyRequestsError } from '../../core/errors';

type StaffRef = { userId: string; name: string };

/** Who is to be hired where (the questionnaire's data as the card shows it). */
export interface ApprovalCandidate {
  IStoreId: string;
  storeName: string;
  positionTitle: string;
  lastname: string;
  firstname: string;
  secondname: string;
}

/** What the approval needs to know of its questionnaire, read by the command from the read models. */
export interface QuestionnaireFacts {
  state: QuestionnaireState;
  selfEmploymentAllowed: boolean;
  /** The questionnaire's revision now, and the revision of the last change of the candidate's data. */
  revision: number;
  dataRevision: number;
}

export interface ApprovalState {
  /** Send times of the latest codes, oldest first (at most maxSendsPerDay kept). */
  sends: string[];
  code: { requestId: string; codeHash: string; expiresAt: string; rejections: number; used: boolean } | null;
  /** The director the last request went to (null: a phone typed by hand). */
  requestedFrom: StaffRef | null;
  /** The last request went to a phone typed by hand. */
  manual: boolean;
  approved: { questionnaireRevision: number } | null;
}

/** Codes are generated and hashed outside (with the questionnaire and request in the hash). */
export type ApprovalCommand =
  | {
      type: 'RequestApprovalCode';
      questionnaireId: string;
      questionnaire: QuestionnaireFacts;
      candidate: ApprovalCandidate;
      requestId: string;
      /** The director of the directory, or null for a phone typed by hand. */
      director: StaffRef | null;
      /**
       * The directory's director for this store when a phone was typed anyway (null: none found).
       * A typed phone is allowed only when the directory has no director (issue 23: no self-approval).
       */
      directoryDirector: StaffRef | null;
      /** The typed phone is the requesting user's own work phone. */
      toOwnPhone: boolean;
      phoneMasked: string;
      codeHash: string;
    }
  | { type: 'ConfirmApprovalCode'; questionnaire: QuestionnaireFacts; requestId: string; codeHash: string }
  | {
      type: 'ApproveByClick';
      questionnaire: QuestionnaireFacts;
      approver: { userId: string; isAdmin: boolean };
    };

const ms = (iso: string) => Date.parse(iso);

/**
 * No self-approval (issue 23): a phone typed by hand is allowed only when the staff directory has no
 * director to text (spec section 8: 'Не найден директор региона' … 'Введите номер … вручную'), and
 * never the requesting user's own work phone.
 */
export function assertManualPhoneAllowed(facts: {
  directoryDirector: StaffRef | null;
  toOwnPhone: boolean;
}): void {
  if (facts.directoryDirector)
    throw new RuleViolation(APPROVAL_MESSAGES.manualNotAllowed(facts.directoryDirector.name), {
      field: 'phone',
    });
  if (facts.toOwnPhone) throw new RuleViolation(APPROVAL_MESSAGES.manualOwnPhone, { field: 'phone' });
}

/** An approval holds while no change of the candidate's data came after the revision it approved. */
export function hasValidApproval(state: ApprovalState, facts: QuestionnaireFacts): boolean {
  return state.approved !== null && state.approved.questionnaireRevision >= facts.dataRevision;
}

/**
 * The director's approval of one questionnaire: a 4-digit code sent to the director (resends and
 * attempts limited), confirmed on the card, or a click by that director (or Admin). Confirming
 * needs the questionnaire in resolvedValid; a code is good for one confirmation of its own request.
 */
export const approvalDecider: Decider<ApprovalState, ApprovalCommand, ApprovalEvent> = {
  kind: APPROVAL_KIND,
  initialState: () => ({ sends: [], code: null, requestedFrom: null, manual: false, approved: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'ApprovalCodeSent': {
        const { requestId, codeHash, expiresAt, director, manual } = event.data;
        const sentAt = new Date(ms(expiresAt) - APPROVAL_CODE.ttlSeconds * 1000).toISOString();
        return {
          ...state,
          sends: [...state.sends, sentAt].slice(-APPROVAL_CODE.maxSendsPerDay),
          code: { requestId, codeHash, expiresAt, rejections: 0, used: false },
          requestedFrom: director,
          manual,
        };
      }
      case 'ApprovalCodeRejected':
        return state.code?.requestId === event.data.requestId
          ? { ...state, code: { ...state.code, rejections: state.code.rejections + 1 } }
          : state;
      case 'ApprovalConfirmed':
        return {
          ...state,
          // Whatever way it was given, the request's code never confirms again.
          code: state.code ? { ...state.code, used: true } : null,
          approved: { questionnaireRevision: event.data.questionnaireRevision },
        };
    }
  },
  decide(command, state, ctx) {
    if (command.type === 'ApproveByClick') {
      const { approver } = command;
      if (!approver.isAdmin && state.requestedFrom?.userId !== approver.userId)
        throw new ForbiddenError(APPROVAL_MESSAGES.notYourRequest);
    }
    const facts = command.questionnaire;
    if (command.type === 'RequestApprovalCode') {
      if (facts.state !== 'resolvedValid') throw new RuleViolation(APPROVAL_MESSAGES.notResolvedValid);
      if (!facts.selfEmploymentAllowed) throw new RuleViolation(APPROVAL_MESSAGES.selfEmploymentBlocked);
      if (hasValidApproval(state, facts)) throw new RuleViolation(APPROVAL_MESSAGES.alreadyApproved);
      const { requestId, questionnaireId, candidate, director, phoneMasked, codeHash } = command;
      if (director === null) assertManualPhoneAllowed(command);
      assertMaySend(state.sends, ms(ctx.now));
      const expiresAt = new Date(ms(ctx.now) + APPROVAL_CODE.ttlSeconds * 1000).toISOString();
      const data = {
        ...{ requestId, questionnaireId, candidate },
        ...{ questionnaireRevision: facts.revision, dataRevision: facts.dataRevision },
        ...{ director, phoneMasked, manual: director === null, codeHash, expiresAt },
      };
      return [{ type: 'ApprovalCodeSent', data }];
    }
    if (facts.state !== 'resolvedValid') throw new RuleViolation(APPROVAL_MESSAGES.notAwaiting);
    if (hasValidApproval(state, facts)) throw new RuleViolation(APPROVAL_MESSAGES.alreadyApproved);
    const code = state.code;
    if (!code) throw new RuleViolation(APPROVAL_MESSAGES.notPending);
    const approved = (method: 'code' | 'click'): ApprovalEvent[] => [
      {
        type: 'ApprovalConfirmed',
        data: {
          requestId: code.requestId,
          method,
          questionnaireRevision: facts.revision,
          director: state.requestedFrom,
          manual: state.manual,
        },
      },
    ];
    if (command.type === 'ApproveByClick') return approved('click');
    if (command.requestId !== code.requestId) throw new RuleViolation(APPROVAL_MESSAGES.replaced);
    if (code.used) throw new RuleViolation(APPROVAL_MESSAGES.used);
    if (code.rejections >= APPROVAL_CODE.maxAttempts)
      throw new TooManyRequestsError(APPROVAL_MESSAGES.attempts);
    if (ms(ctx.now) >= ms(code.expiresAt)) throw new RuleViolation(APPROVAL_MESSAGES.expired);
    if (command.codeHash !== code.codeHash)
      return [{ type: 'ApprovalCodeRejected', data: { requestId: code.requestId } }];
    return approved('code');
  },
};

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The resend limits of one questionnaire's approval codes: a new code 60 s after the last at the
 * earliest, at most 5 an hour and 10 a day. With 5 attempts per code that is at most 50 guesses of
 * 10 000 codes a day; the service-wide SMS budget (server/adapters/sms/budget.ts) comes on top.
 */
export function assertMaySend(sends: readonly string[], now: number): void {
  const times = sends.map((at) => Date.parse(at));
  const last = times.at(-1);
  const wait =
    last === undefined ? 0 : Math.ceil((last + APPROVAL_CODE.resendAfterSeconds * 1000 - now) / 1000);
  if (wait > 0) throw new TooManyRequestsError(APPROVAL_MESSAGES.resendIn(wait), wait);
  const within = (period: number) => times.filter((at) => at + period > now);
  const check = (period: number, limit: number, message: string) => {
    const recent = within(period);
    const oldest = recent[0];
    if (recent.length >= limit && oldest !== undefined)
      throw new TooManyRequestsError(message, Math.ceil((oldest + period - now) / 1000));
  };
  check(HOUR_MS, APPROVAL_CODE.maxSendsPerHour, APPROVAL_MESSAGES.hourlyLimit);
  check(DAY_MS, APPROVAL_CODE.maxSendsPerDay, APPROVAL_MESSAGES.dailyLimit);
}
