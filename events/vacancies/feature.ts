import { defineEventFeature } from '../core/feature';
import { BASE_TEMPLATES, STAFF_VACANCIES, VACANCIES, VACANCY_TEMPLATES } from './collections';
import { VacancyEvents } from './events';

/** Vacancies, base templates and city templates; publication events are part of the vacancy's. */
export const vacanciesEventFeature = defineEventFeature({
  name: 'vacancies',
  events: VacancyEvents,
  collections: [BASE_TEMPLATES, VACANCY_TEMPLATES, VACANCIES, STAFF_VACANCIES],
});
