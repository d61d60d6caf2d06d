/** What other console features may use of the light questionnaire (its public surface). */
export { StoreFeedbacksPage } from './pages/StoreFeedbacksPage';
export { StoreQuestionnaireCardPage } from './pages/StoreQuestionnaireCardPage';
export { getQuestionnaireLight, listCities } from './api';
export type { CityOption, QuestionnaireLightEntity, StoreOption } from './api';
export { fullName } from './components/format';
