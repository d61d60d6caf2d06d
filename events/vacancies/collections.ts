import { defineCollection } from '../core/collections';
import type { EventData } from '../core/typed';
import type { PublicationStatus, VacancyEvents } from './events';
import type { TemplateActor } from './templates';

type DataOf<K extends keyof typeof VacancyEvents> = EventData<typeof VacancyEvents, K>;

/** What every catalogue document carries besides its event's data (projections/vacancies.ts stamp()). */
export interface CatalogueStamp {
  id: string;
  createdAt: string;
  revision: number;
  updatedAt: string;
  updatedBy: TemplateActor | null;
}

/** A stored base template: the created or last updated template's fields, stamped. */
export type BaseTemplateDoc = DataOf<'BaseTemplateUpdated'> & CatalogueStamp;
/** A stored city template: as created, its salary as last changed, stamped. */
export type VacancyTemplateDoc = DataOf<'VacancyTemplateCreated'> &
  DataOf<'VacancyTemplateSalaryChanged'> &
  CatalogueStamp;
/** A stored vacancy: as created, its own-site status and the last publication time, stamped. */
export type VacancyDoc = DataOf<'VacancyCreated'> &
  CatalogueStamp & { status: PublicationStatus | 'unpublished'; publishedAt: string | null };

/** Read model `baseTemplates`: one document per base template, as the form edits it. */
export const BASE_TEMPLATES = defineCollection<BaseTemplateDoc>('baseTemplates');
/** Read model `vacancyTemplates`: a base template for one city with its salary. */
export const VACANCY_TEMPLATES = defineCollection<VacancyTemplateDoc>('vacancyTemplates');
/** Read model `vacancies`: a city template placed in one store, with its publications. */
export const VACANCIES = defineCollection<VacancyDoc>('vacancies');
