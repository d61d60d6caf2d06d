import { defineCollection } from '../core/collections';

/** Read model `baseTemplates`: one document per base template, as the form edits it. */
export const BASE_TEMPLATES = defineCollection<Record<string, unknown>>('baseTemplates');
/** Read model `vacancyTemplates`: a base template for one city with its salary. */
export const VACANCY_TEMPLATES = defineCollection<Record<string, unknown>>('vacancyTemplates');
/** Read model `vacancies`: a city template placed in one store, with its publications. */
export const VACANCIES = defineCollection<Record<string, unknown>>('vacancies');
