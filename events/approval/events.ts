import { boolean, enums, integer, nullable, object, optional, string } from 'superstruct';
import type { EventOf, StoredEventOf } from '../core/typed';
import type { QuestionnaireState } from '../questionnaire/states';

/**
 * The director's approval of a hire (spec part 2, sections 2-4, 7-9; issue 15 items 4-5). Its own
 * aggregate `approval-{questionnaireId}`: the codes, their attempts and resends are bookkeeping of
 * the approval, not of the candidate's data, so they never conflict (409) with an HR edit of the
 * questionnaire, and the questionnaire's decider stays untouched. The approval records the
 * questionnaire revision it approved; the read model compares it with later changes of the data.
 */
export const APPROVAL_KIND = 'approval';

export const APPROVAL_CODE = {
  length: 4,
  /** The window for entering the code: the 2-hour countdown of the card (spec section 4). */
  ttlSeconds: 2 * 3600,
  /** Wrong codes per sent code; then a new code must be requested. */
  maxAttempts: 5,
  resendAfterSeconds: 60,
  maxSendsPerHour: 5,
  maxSendsPerDay: 10,
} as const;

/** The countdown shown after a request (spec section 4: the display window is 2 hours). */
export const APPROVAL_WINDOW_MS = 2 * 3600_000;

/** Manual director phone (spec section 5): at most 12 characters of plus and digits. */
export const MANUAL_PHONE_MAX = 12;

export const APPROVAL_MESSAGES = {
  // Spec section 8, as written.
  wrongCode: 'Неверный код подтверждения',
  noRegionDirector: 'Не найден директор региона',
  noUnit: 'Не найдено подразделение',
  enterPhone: 'Введите номер телефона директора вручную',
  codeSent: 'Код подтверждения отправлен',
  confirmed: 'Номер подтверждён',
  requestSent: 'Запрос на согласование успешно отправлен',
  // Ours.
  approvedByClick: 'Согласование получено',
  stale: 'Согласование устарело: данные кандидата изменились',
  notResolvedValid: 'Запросить код можно только в статусе «Проверки пройдены»',
  selfEmploymentBlocked: 'Проверка самозанятости не пройдена: запросить код нельзя',
  alreadyApproved: 'Согласование директора уже получено',
  noRequest: 'Код подтверждения не запрашивался',
  expired: 'Срок действия кода истёк, запросите новый код',
  used: 'Код уже использован, запросите новый код',
  replaced: 'Этот код заменён новым, введите код из последнего СМС',
  attempts: 'Превышено число попыток ввода кода, запросите новый код',
  resendIn: (seconds: number) => `Повторная отправка кода возможна через ${seconds} с`,
  hourlyLimit: 'Превышен лимит запросов кода для этой анкеты, попробуйте через час',
  dailyLimit: 'Превышен дневной лимит запросов кода для этой анкеты, попробуйте завтра',
  notYourRequest: 'Согласовать может только директор, которому отправлен запрос, или администратор',
  notPending: 'Нет запроса на согласование',
  notAwaiting: 'Согласовать можно только анкету в статусе «Проверки пройдены»',
  phoneFormat: 'Введите номер телефона: плюс и цифры, например +79161234567',
  codeFormat: 'Введите цифры: код подтверждения из 4 цифр',
  smsFailed: 'Не удалось отправить СМС, попробуйте позже',
  /** Issue 23: a typed phone only when the directory has no director (spec section 8). */
  manualNotAllowed: (name: string) =>
    `Телефон директора вводится вручную, только когда директор не найден в справочнике: код будет отправлен директору (${name})`,
  manualOwnPhone: 'Код согласования нельзя отправить на свой рабочий номер',
} as const;

export const APPROVAL_METHODS = ['code', 'click'] as const;
export type ApprovalMethod = (typeof APPROVAL_METHODS)[number];

const StaffRef = object({ userId: string(), name: string() });

export const ApprovalEvents = {
  /** A code went to the director (from the directory, or to a phone typed by hand). */
  ApprovalCodeSent: object({
    requestId: string(),
    questionnaireId: string(),
    /** Who is to be hired where, as the card showed it (the name is sealed: personal data). */
    candidate: object({
      IStoreId: string(),
      storeName: string(),
      positionTitle: string(),
      lastname: string(),
      firstname: string(),
      secondname: string(),
    }),
    /** The questionnaire's revision and the revision of the last change of the candidate's data. */
    questionnaireRevision: integer(),
    dataRevision: integer(),
    /** The director in the staff directory; null for a phone typed by hand. */
    director: nullable(StaffRef),
    /** '+7******1234': the full number is never recorded. */
    phoneMasked: string(),
    manual: boolean(),
    /** HMAC of the code bound to this questionnaire and request (never the code). */
    codeHash: string(),
    expiresAt: string(),
  }),
  /** A wrong code was entered (counts against the attempt limit). */
  ApprovalCodeRejected: object({ requestId: string() }),
  /** The director approved: by the code entered on the card, or by a click in the console. */
  ApprovalConfirmed: object({
    requestId: string(),
    method: enums(APPROVAL_METHODS),
    /** The questionnaire revision approved: a later change of the candidate's data makes it stale. */
    questionnaireRevision: integer(),
    director: nullable(StaffRef),
    /** The code went to a phone typed by hand (absent in events before issue 23: see the code sent). */
    manual: optional(boolean()),
  }),
};

export type ApprovalEvent = EventOf<typeof ApprovalEvents>;
export type StoredApprovalEvent = StoredEventOf<typeof ApprovalEvents>;

/** Who did something, as the documents show it. */
export interface ApprovalActor {
  userId: string;
  role: string;
  name: string;
}

/** The open (or last) code request. */
export interface ApprovalRequest {
  requestId: string;
  at: string;
  by: ApprovalActor;
  director: { userId: string; name: string } | null;
  phoneMasked: string;
  manual: boolean;
  expiresAt: string;
  /** Wrong codes entered for this request. */
  attempts: number;
}

export interface ApprovalGiven {
  method: ApprovalMethod;
  at: string;
  by: ApprovalActor;
  director: { userId: string; name: string } | null;
  /** The code went to a phone typed by hand, no director of the directory (issue 23). */
  manual: boolean;
  questionnaireRevision: number;
  /** The candidate's data changed after this approval: it no longer holds. */
  stale: boolean;
}

/** statuses.confirmationDR of the spec (section 3). */
export interface ConfirmationDR {
  message: string;
  phone: string;
  has: boolean;
}

/**
 * Read model `approvals`: one document per questionnaire whose approval was asked for (id =
 * questionnaire id), made by the first request and kept current from the approval's events and the
 * questionnaire's (state, changes of the candidate's data). A questionnaire never asked about has none.
 */
export interface ApprovalDoc {
  id: string;
  IStoreId: string;
  storeName: string;
  positionTitle: string;
  candidateName: string;
  /** The parts of the name (an edit may change one of them). */
  nameParts: { lastname: string; firstname: string; secondname: string };
  questionnaireState: QuestionnaireState;
  questionnaireRevision: number;
  /** The revision of the last change of the candidate's data (info, profile sections). */
  dataRevision: number;
  statuses: { confirmationDR: ConfirmationDR };
  request: ApprovalRequest | null;
  approval: ApprovalGiven | null;
  /** A request waits for the director: sent, not approved, the questionnaire still resolvedValid. */
  pending: boolean;
  /** The director the pending request went to (the console's list of pending approvals). */
  pendingFor: string | null;
  updatedAt: string;
  /** Grows with every change (the global position of the last event): live updates compare it. */
  version: number;
}
