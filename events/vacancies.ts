/** Vacancy catalogue events (base templates, city templates, vacancies, publications). Filled in by the catalogue work. */
export const VacancyEvents = {};
