/** What other console features may use of the employment questionnaires (their public surface). */
export { QUESTIONNAIRES } from './api';
export type { QuestionnaireView } from './api';
