import type { StaffTemplate, StaffVacancy } from '#events/publication/views';

/** Vacancy cards on one page of /protected/positions. */
export const VACANCIES_PAGE_SIZE = 12;

/** The own-site status filter: every vacancy, or those in one state. */
export const STATUS_FILTERS = {
  all: 'Все',
  published: 'Размещена на сайте',
  unpublished: 'Не размещена',
  closed: 'Закрыта',
} as const;
export type StatusFilter = keyof typeof STATUS_FILTERS;

/** What /protected/positions shows, as its address keeps it (?q=&status=&page=): reload and back keep it. */
export interface PositionsView {
  q: string;
  status: StatusFilter;
  /** Zero-based. */
  page: number;
}

const isStatus = (value: string | null): value is StatusFilter =>
  value !== null && Object.prototype.hasOwnProperty.call(STATUS_FILTERS, value);

/** The view of a query string; anything odd falls back to the first page of everything. */
export function parsePositionsView(search: string): PositionsView {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page') ?? '1');
  const status = params.get('status');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: isStatus(status) ? status : 'all',
    // Pages are numbered from 1 in the address, from 0 inside.
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The query string of a view ('' for the first page of everything). */
export function positionsSearch(view: PositionsView): string {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q);
  if (view.status !== 'all') params.set('status', view.status);
  if (view.page > 0) params.set('page', String(view.page + 1));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const folded = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/** Does a card's text (position, store, city) contain every word of the search? */
function matches(texts: string[], q: string): boolean {
  const words = folded(q).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

export function filterVacancies(rows: StaffVacancy[], view: PositionsView): StaffVacancy[] {
  return rows.filter(
    (row) =>
      (view.status === 'all' || row.status === view.status) &&
      matches([row.position.title, row.store.label, row.store.cityName, row.IStoreId, row.id], view.q),
  );
}

export function filterTemplates(rows: StaffTemplate[], view: PositionsView): StaffTemplate[] {
  return rows.filter((row) => matches([row.position.title, row.cityName], view.q));
}

/** One page of the filtered vacancies, the page clamped to the last one there is. */
export function pageOf<T>(rows: T[], page: number): { rows: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(rows.length / VACANCIES_PAGE_SIZE));
  const shown = Math.min(page, pageCount - 1);
  return {
    rows: rows.slice(shown * VACANCIES_PAGE_SIZE, (shown + 1) * VACANCIES_PAGE_SIZE),
    page: shown,
    pageCount,
  };
}
