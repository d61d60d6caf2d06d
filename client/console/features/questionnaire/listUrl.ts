import { QUESTIONNAIRE_STATES } from '#events/questionnaire/states';
import type { ListWhere } from './api';

/** What a list shows, as its URL keeps it: reload and back return to the same page and filters. */
export interface ListState {
  /** Zero-based. */
  page: number;
  sort: 'newest' | 'oldest';
  where: ListWhere;
}

const KEYS = ['cityId', 'storeId', 'positionId', 'search', 'dateFrom', 'dateTo'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const EMPTY_STATE: ListState = { page: 0, sort: 'newest', where: {} };

/** The list state of a query string ('?page=2&positionId=3&search=иван'); anything odd is dropped. */
export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page') ?? '1');
  const where: ListWhere = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if ((key === 'dateFrom' || key === 'dateTo') && !DAY.test(value)) continue;
    where[key] = value.slice(0, 100);
  }
  const state = QUESTIONNAIRE_STATES.find((s) => s === params.get('state'));
  if (state) where.state = state;
  return {
    // Pages are numbered from 1 in the address, from 0 inside.
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    where,
  };
}

/** The query string of a list state ('' for the first page without filters). */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = state.where[key];
    if (value) params.set(key, value);
  }
  if (state.where.state) params.set('state', state.where.state);
  if (state.sort === 'oldest') params.set('sort', 'oldest');
  if (state.page > 0) params.set('page', String(state.page + 1));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Is anything filtered? (The empty state then offers to reset.) */
export const isFiltered = (state: ListState) =>
  Boolean(state.where.state) || KEYS.some((key) => Boolean(state.where[key]));
/** How many filters are set, the order counted (the folded filters on a phone show it). */
export const activeFilters = (state: ListState) =>
  KEYS.filter((key) => Boolean(state.where[key])).length + (state.sort === 'oldest' ? 1 : 0);
