import { QUESTIONNAIRE_STATES, STATE_TITLES, TRANSITIONS, type QuestionnaireAction } from './states';

/** What each action is, for people (the table's comments in states.ts, in Russian). */
const ACTION_TITLES: Record<QuestionnaireAction, string> = {
  accept: 'Принять в работу',
  inviteToInterview: 'Пригласить на собеседование',
  passExternalChecks: 'Внешние проверки пройдены',
  resolveChecks: 'Проверки завершены, есть замечания',
  validateChecks: 'Проверки пройдены',
  sendTo1S: 'Трудоустроить (отправка в 1С)',
  documentsReady: 'Документы 1С готовы',
  rollback: 'Откатить анкету',
  sign: 'Документы подписаны',
  reject: 'Отказать',
  rejectByCheck: 'Отказ по проверке',
  reestablish: 'Восстановить',
};

const code = (text: string) => `\`${text}\``;

/**
 * docs/questionnaire-states.md: the transition table of events/questionnaire/states.ts rendered for
 * people. A unit test fails when the file and the table disagree (`npm run docs:states` rewrites it).
 */
export function renderStatesDoc(): string {
  const lines = [
    '# Employment questionnaire: states and transitions',
    '',
    'Generated from `events/questionnaire/states.ts` (`npm run docs:states`); the decider refuses',
    'every action this table does not allow, and the console enables a button only when it allows it.',
    '',
    '## States',
    '',
    '| state | badge |',
    '| --- | --- |',
    ...QUESTIONNAIRE_STATES.map((state) => `| ${code(state)} | ${STATE_TITLES[state]} |`),
    '',
    '## Actions',
    '',
    '| action | what it is | from | to |',
    '| --- | --- | --- | --- |',
  ];
  for (const [action, rule] of Object.entries(TRANSITIONS) as [
    QuestionnaireAction,
    (typeof TRANSITIONS)[QuestionnaireAction],
  ][]) {
    const to = rule.to === 'previous' ? 'the state before the refusal' : code(rule.to);
    lines.push(`| ${code(action)} | ${ACTION_TITLES[action]} | ${rule.from.map(code).join(', ')} | ${to} |`);
  }
  lines.push('');
  return lines.join('\n');
}
