/** What other server features may use of the employment questionnaires (their public surface). */
export { visibleQuestionnaire, questionnaireScope } from './routes';
export { changeQuestionnaireState, editQuestionnaireInfo, openQuestionnaire } from './commands';
/** The funnel's demo history (server/demo/funnel-seed.ts): a complete profile before the checks and 1C. */
export { seedProfile } from './demo-seed';
/** The candidate's own edit link (the notifications' profile link, issue 31). */
export { questionnaireEditLink } from './own-link';
