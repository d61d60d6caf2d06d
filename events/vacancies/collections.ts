import { defineCollection } from '../core/collections';
import type { BaseTemplateDoc, StaffVacancyDoc, VacancyDoc, VacancyTemplateDoc } from './documents';

/** Read model `baseTemplates`: one document per base template, as the form edits it. */
export const BASE_TEMPLATES = defineCollection<BaseTemplateDoc>('baseTemplates');
/** Read model `vacancyTemplates`: a base template for one city with its salary. */
export const VACANCY_TEMPLATES = defineCollection<VacancyTemplateDoc>('vacancyTemplates');
/** Read model `vacancies`: a city template placed in one store, with its publications. */
export const VACANCIES = defineCollection<VacancyDoc>('vacancies');
/**
 * Read model `staffVacancies`: each vacancy as the staff pages show it (StaffVacancy), joined when
 * projected and pushed ready to show. Store-scoped like `vacancies`.
 */
export const STAFF_VACANCIES = defineCollection<StaffVacancyDoc>('staffVacancies');
