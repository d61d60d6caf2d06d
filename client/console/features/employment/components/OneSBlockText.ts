import { moscowTime } from '#client/shared/time';
import { DOCUMENT_NOT_CREATED } from '#events/employment/events';
import type { QuestionnaireState } from '#events/questionnaire/states';
import type { HireCheck, HireView } from '../api-hire';

/**
 * The pure part of the card's 1C block (spec part 2, section 4, '1C flow'): what the status line
 * says, when the queued hire is tried again (Moscow time), when the rollback is offered. The
 * component only draws these; the unit tests read them (tests/unit/employment/onesblock*.test.ts).
 */

export const ONE_S_TEXTS = {
  title: 'Документы в 1С',
  checking: 'Проверка документов в 1С',
  approvalReceived: 'Согласование получено',
  awaitingSigning: 'Ожидает подписания',
  employed: 'Трудоустроен: документы сформированы',
  rolledBack: 'Анкета откачена: документ в 1С отменён',
  failed: 'Ошибка 1С',
  checkStatus: 'Проверить статус документов',
  goToSigning: 'Перейти к подписанию документов',
  viewDocuments: 'Посмотреть документы',
  regenerate: 'Сформировать документы повторно',
  rollback: 'Откатить анкету',
  retryCheck: 'Проверить ещё раз',
  dialogTitle: 'Статус документов 1С',
  rolledBackDone: 'Откат анкеты успешно завершен',
  regeneratedDone: 'Повторное формирование документов успешно завершено',
} as const;

/** The states in which the card shows the block even before its hire document has loaded. */
export const ONE_S_STATES: readonly QuestionnaireState[] = [
  'sendedTo1S',
  'waitingSigningDocuments',
  'employed',
];

/** The states a rollback leaves (events/questionnaire/states.ts: rollback). */
const ROLLBACK_FROM: readonly QuestionnaireState[] = ['sendedTo1S', 'waitingSigningDocuments'];

export const MOSCOW = 'Europe/Moscow';

/** 'HH:mm МСК' and 'ДД.ММ.ГГГГ HH:mm МСК' of an instant, whatever the browser's zone. */
export { moscowDateTime, moscowTime } from '#client/shared/time';

/** '1С недоступна, повторим в HH:mm МСК' (issue 26: 'Bad input and faults'). */
export const retryText = (nextRetryAt: string): string =>
  `1С недоступна, повторим в ${moscowTime(nextRetryAt)}`;

/** Is the block shown on the card: once a hire exists, or in the 1C states. */
export const showsOneSBlock = (state: QuestionnaireState, hire: HireView | null): boolean =>
  hire !== null || ONE_S_STATES.includes(state);

export interface OneSStatusLine {
  text: string;
  tone: 'informative' | 'success' | 'warning' | 'danger';
}

/**
 * The block's status line. A queued hire waiting for 1C says when it is tried again; a failed one
 * says 1C's message; otherwise the questionnaire's state says where the documents are.
 */
export function statusLine(state: QuestionnaireState, hire: HireView | null): OneSStatusLine {
  // Rolled back whatever the state says: the questionnaire's own push may come a moment later.
  if (hire?.status === 'rolledBack') return { text: ONE_S_TEXTS.rolledBack, tone: 'warning' };
  if (hire?.status === 'unavailable' && hire.nextRetryAt)
    return { text: retryText(hire.nextRetryAt), tone: 'warning' };
  if (hire?.status === 'failed')
    return { text: `${ONE_S_TEXTS.failed}: ${hire.lastError?.message ?? ''}`.trim(), tone: 'danger' };
  switch (state) {
    case 'sendedTo1S':
      // The documents are ready a moment before the questionnaire's state follows.
      return hire?.status === 'documentsReady'
        ? { text: ONE_S_TEXTS.awaitingSigning, tone: 'success' }
        : { text: ONE_S_TEXTS.checking, tone: 'informative' };
    case 'acceptedByALManager':
      return { text: ONE_S_TEXTS.approvalReceived, tone: 'success' };
    case 'waitingSigningDocuments':
      return { text: ONE_S_TEXTS.awaitingSigning, tone: 'success' };
    case 'employed':
      return { text: ONE_S_TEXTS.employed, tone: 'success' };
    default:
      // Sent, before the questionnaire's own push brings 'sendedTo1S'.
      return { text: ONE_S_TEXTS.checking, tone: 'informative' };
  }
}

/** Does 1C's answer say the document was not created (the spec's trigger for the rollback)? */
export const saysNotCreated = (message: string | null | undefined): boolean =>
  (message ?? '').toLowerCase().includes(DOCUMENT_NOT_CREATED);

/**
 * 'Откатить анкету' is offered when the last error of the delivery, or of the last check, contains
 * 'документ не создан' (DOCUMENT_NOT_CREATED), while the questionnaire is in a state a rollback leaves.
 */
export function offersRollback(state: QuestionnaireState, hire: HireView | null): boolean {
  if (!hire || hire.status === 'rolledBack' || !ROLLBACK_FROM.includes(state)) return false;
  const checkFailed = hire.check?.outcome === 'error' && saysNotCreated(hire.check.message);
  return saysNotCreated(hire.lastError?.message) || hire.lastError?.kind === 'notCreated' || checkFailed;
}

/** The buttons the block offers to those who may employ (EMPLOY_ROLES), by state and hire. */
export interface OneSButtons {
  checkStatus: boolean;
  goToSigning: boolean;
  viewDocuments: boolean;
  regenerate: boolean;
  rollback: boolean;
}

export function oneSButtons(state: QuestionnaireState, hire: HireView | null): OneSButtons {
  const live = hire !== null && hire.status !== 'rolledBack';
  return {
    checkStatus: live && ROLLBACK_FROM.includes(state),
    goToSigning: state === 'waitingSigningDocuments',
    viewDocuments: state === 'employed',
    regenerate: live && state === 'employed',
    rollback: offersRollback(state, hire),
  };
}

/** 'м:сс' of the time since `startedAt` (a check may take up to five minutes). */
export function elapsedText(startedAt: string, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - Date.parse(startedAt)) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The longest a document check may take (spec part 2, section 9). */
export const CHECK_MAX_MS = 5 * 60_000;

export type CheckPhase = 'starting' | 'running' | 'ok' | 'error';

/** Where a check stands: the one this console started (by id) or, without one, the latest. */
export function checkPhase(check: HireCheck | null | undefined, checkId: string | null): CheckPhase {
  if (!check || (checkId !== null && check.checkId !== checkId)) return 'starting';
  if (check.outcome === 'error') return 'error';
  if (check.outcome === 'ok' || check.finishedAt) return 'ok';
  return 'running';
}

/**
 * The result the dialog shows after a check that ended well (spec section 4). The hire's own status
 * counts too: its push may come a moment before the questionnaire's state follows.
 */
export function checkResult(
  state: QuestionnaireState,
  hire: HireView | null = null,
): { text: string; toSigning: boolean } {
  if (state === 'employed') return { text: ONE_S_TEXTS.employed, toSigning: false };
  if (state === 'waitingSigningDocuments' || hire?.status === 'documentsReady')
    return { text: ONE_S_TEXTS.awaitingSigning, toSigning: true };
  if (state === 'acceptedByALManager') return { text: ONE_S_TEXTS.approvalReceived, toSigning: false };
  return { text: ONE_S_TEXTS.checking, toSigning: false };
}

/** The drift's kind as staff read it. */
export const DRIFT_TITLES: Record<NonNullable<HireView['drift']>['kind'], string> = {
  changed: 'Документ в 1С изменён после отправки',
  unposted: 'Документ в 1С распроведён',
  deleted: 'Документ в 1С удалён',
};

/** The signing page (spec part 2, section 2): also where the documents are shown. */
export const signingPath = (id: string) => `/protected/feedback/subscribe/${id}`;
