/** What other server features (publication, the light questionnaire, the public feed) may use of vacancies. */
export { findPublicVacancy, toPublicVacancies } from './public';
export { readVacancyFor } from './staff';
export { assertPublicationAllowed, vacancyDecider, type VacancyState } from './vacancy';
export { changePublication, getVacancy, recordPublicationFailure } from './vacancy-service';
