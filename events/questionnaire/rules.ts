import { isAllowedFrom, STATE_TITLES, type QuestionnaireAction, type QuestionnaireState } from './states';

/**
 * Which controls of a questionnaire are shown and enabled (spec part 2, sections 2 and 4). One
 * function for both sides: the console draws its buttons from it and the server's decider refuses
 * exactly what it disables, so a button shown enabled is one the server accepts.
 */

/** What the rules read of a questionnaire. Check results arrive with the checks (issue 15). */
export interface QuestionnaireFacts {
  state: QuestionnaireState;
  /** Blacklist check: null in progress, false passed, true blacklisted, undefined no data. */
  blacklisted?: boolean | null;
  /** The director's approval (confirmationDR.has). */
  directorConfirmed?: boolean;
  /** The self-employment check allows the hire (absent: no result, or older than 6 hours). */
  selfEmploymentAllowed?: boolean;
}

export interface Control {
  visible: boolean;
  enabled: boolean;
  /** Why it is disabled (Russian, shown as a hint and sent as the server's refusal). */
  reason: string | null;
}

export const QUESTIONNAIRE_RULE_MESSAGES = {
  rejectNotAllowed: (state: QuestionnaireState) =>
    `Отказать нельзя: анкета в состоянии «${STATE_TITLES[state]}»`,
  restoreNotRejected: (state: QuestionnaireState) =>
    `Восстановить можно только анкету с отказом (сейчас «${STATE_TITLES[state]}»)`,
  restoreBlacklisted: 'Кандидат в чёрном списке: восстановить анкету нельзя',
  restoreRejectedAuth: 'Отказ по результатам проверки: восстановить анкету нельзя',
  actionNotAllowed: (state: QuestionnaireState) => `Действие недоступно в состоянии «${STATE_TITLES[state]}»`,
  requestCodeNotAllowed: 'Запросить код можно, когда проверки пройдены',
} as const;

const shown = (enabled: boolean, reason: string | null = null): Control => ({
  visible: true,
  enabled,
  reason: enabled ? null : reason,
});
const hidden: Control = { visible: false, enabled: false, reason: null };

/** The card menu (edit, copy the candidate's link, CSV): hidden in these states. */
const MENU_HIDDEN: QuestionnaireState[] = ['waitingSigningDocuments', 'sendedTo1S', 'employed', 'rejected'];

export interface QuestionnaireControls {
  menu: Control;
  reject: Control;
  restore: Control;
  requestCode: Control;
}

export function questionnaireControls(q: QuestionnaireFacts): QuestionnaireControls {
  return {
    menu: MENU_HIDDEN.includes(q.state) ? hidden : shown(true),
    reject: isAllowedFrom('reject', q.state) ? shown(true) : hidden,
    restore: restoreControl(q),
    requestCode:
      q.state === 'resolvedValid' && q.selfEmploymentAllowed !== false
        ? shown(true)
        : q.state === 'resolvedValid'
          ? shown(false, QUESTIONNAIRE_RULE_MESSAGES.requestCodeNotAllowed)
          : hidden,
  };
}

function restoreControl(q: QuestionnaireFacts): Control {
  if (q.state === 'rejectedAuth') return shown(false, QUESTIONNAIRE_RULE_MESSAGES.restoreRejectedAuth);
  if (q.state !== 'rejected') return hidden;
  if (q.blacklisted === true) return shown(false, QUESTIONNAIRE_RULE_MESSAGES.restoreBlacklisted);
  return shown(true);
}

/**
 * Why a state action cannot be taken now, or null when it can: what the decider throws (422) and
 * what a disabled button says.
 */
export function refusalOf(action: QuestionnaireAction, q: QuestionnaireFacts): string | null {
  if (action === 'reject') {
    return isAllowedFrom('reject', q.state) ? null : QUESTIONNAIRE_RULE_MESSAGES.rejectNotAllowed(q.state);
  }
  if (action === 'reestablish') {
    const restore = restoreControl(q);
    if (restore.enabled) return null;
    return restore.reason ?? QUESTIONNAIRE_RULE_MESSAGES.restoreNotRejected(q.state);
  }
  return isAllowedFrom(action, q.state) ? null : QUESTIONNAIRE_RULE_MESSAGES.actionNotAllowed(q.state);
}
