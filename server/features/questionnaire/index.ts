/** What other server features may use of the questionnaire (the checks move it by its own commands). */
export { changeQuestionnaireState } from './commands';
export { visibleQuestionnaire, questionnaireScope } from './routes';
export { openQuestionnaire } from './commands';
