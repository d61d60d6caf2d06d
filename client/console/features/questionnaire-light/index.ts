/** What other console features may use of the light questionnaire (its public surface). */
export { StoreFeedbacksPage } from './pages/StoreFeedbacksPage';
export { StoreQuestionnaireCardPage } from './pages/StoreQuestionnaireCardPage';
