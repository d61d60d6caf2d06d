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

const ID = /^[\w-]{1,64}$/;

/** The view of a query string ('?city=1&position=3&page=2'), so reload and Back keep it; odd values are dropped. */
export function parseTemplatesView(search: string): TemplatesListView {
  const params = new URLSearchParams(search);
  const id = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return ID.test(value) ? value : '';
  };
  const page = Number(params.get('page') ?? '1');
  return {
    filters: { city: id('city'), position: id('position') },
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The query string of a view ('' for the first page without filters). */
export function templatesViewSearch(view: TemplatesListView): string {
  const params = new URLSearchParams();
  if (view.filters.city) params.set('city', view.filters.city);
  if (view.filters.position) params.set('position', view.filters.position);
  if (view.page > 0) params.set('page', String(view.page + 1));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function whereOf(filters: TemplateFilterValues): TemplateWhere {
  return {
    ...(filters.city ? { dependenceId: filters.city } : {}),
    ...(filters.position ? { position: filters.position } : {}),
  };
}

export const templatePath = (id: string) => `/protected/vacancy/${encodeURIComponent(id)}`;
export const TEMPLATES_PATH = '/protected/vacancy/';
