import { atom } from 'jotai';
import type { TemplateWhere } from '../../api-templates';

/** The filters of the templates list: '' means no filter. */
export interface TemplateFilterValues {
  city: string;
  position: string;
}

export interface TemplatesListView {
  filters: TemplateFilterValues;
  /** Zero-based. */
  page: number;
}

export const NO_TEMPLATE_FILTERS: TemplateFilterValues = { city: '', position: '' };

/** Kept while the console is open, so coming back from a template shows the same page and filters. */
export const templatesListViewAtom = atom<TemplatesListView>({ filters: NO_TEMPLATE_FILTERS, page: 0 });

export function whereOf(filters: TemplateFilterValues): TemplateWhere {
  return {
    ...(filters.city ? { dependenceId: filters.city } : {}),
    ...(filters.position ? { position: filters.position } : {}),
  };
}

export const templatePath = (id: string) => `/protected/vacancy/${encodeURIComponent(id)}`;
export const TEMPLATES_PATH = '/protected/vacancy/';
