/** What other server features may use of the employment questionnaires (their public surface). */
export { visibleQuestionnaire, questionnaireScope } from './routes';
export { changeQuestionnaireState, editQuestionnaireInfo, openQuestionnaire } from './commands';
