/** What other console features may use of the light questionnaire (its public surface). */
export { StoreFeedbacksPage } from './pages/StoreFeedbacksPage';
export { StoreQuestionnaireCardPage } from './pages/StoreQuestionnaireCardPage';
export { getQuestionnaireLight, listCities } from './api';
export type { CityOption, QuestionnaireLightEntity, StoreOption } from './api';
export { fullName } from './components/format';
export { ListFilters } from './components/ListFilters';
export { useFilterOptions } from './pages/useFilterOptions';
export { EmptyResult } from './components/EmptyResult';
export { ALL } from './api';
