import { fieldOf } from '#events/core/json';
import { atom } from 'jotai';
import { findStore } from '#events/core/store-directory';
import { ALL, type ListWhere, type QuestionnaireLightStatus } from '../api';

/** Filters and page of one list, as the address keeps them: reload, Back and a copied link restore it. */
export interface ListView {
  where: ListWhere;
  /** Zero-based. */
  page: number;
}

export const NO_FILTERS: ListWhere = { position: ALL, city: ALL, store: ALL };
export const FIRST_VIEW: ListView = { where: NO_FILTERS, page: 0 };

const idOf = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim() ?? '';
  return /^[\w-]{1,64}$/.test(value) ? value : null;
};

/**
 * Filters a link brought in the address ('?store=10412&position=3', from 'Воронка найма'), or
 * null when it brings none: the store's city comes with it, as the city filter holds its stores.
 */
export function whereOfSearch(search: string): ListWhere | null {
  const params = new URLSearchParams(search);
  const store = idOf(params, 'store');
  const position = idOf(params, 'position');
  const cityParam = idOf(params, 'city');
  if (!store && !position && !cityParam) return null;
  const city = store ? (findStore(store)?.param.cityId ?? cityParam) : cityParam;
  return {
    ...NO_FILTERS,
    ...(position && { position }),
    ...(city && { city }),
    ...(store && { store }),
  };
}

/** The view of a query string ('?position=3&city=1&store=10412&page=2'); anything odd is dropped. */
export function parseListView(search: string): ListView {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return {
    where: whereOfSearch(search) ?? NO_FILTERS,
    // Pages are numbered from 1 in the address, from 0 inside.
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** The query string of a view ('' for the first page without filters). */
export function listViewSearch(view: ListView): string {
  const params = new URLSearchParams();
  for (const key of ['position', 'city', 'store'] as const) {
    if (view.where[key] !== ALL) params.set(key, view.where[key]);
  }
  if (view.page > 0) params.set('page', String(view.page + 1));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The store director's feed page. */
export const storeFeedPageAtom = atom(0);

export const listPath = (type: QuestionnaireLightStatus) => `/protected/questionnaire-light-list/${type}`;
export const cardPath = (id: string) => `/protected/questionnaire-light/${id}`;
export const STORE_FEED_PATH = '/protected/feedbacks/new';
export const storeCardPath = (id: string) => `/protected/feedbacks/light/${id}`;

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** Opens a card from a list, remembering in the history entry that "back" leads to that list. */
export function openFromList(navigate: Navigate, path: string): void {
  navigate(path, { state: { fromList: true } });
}

/** Back to the list the card was opened from, or to `fallback` when the card was opened directly. */
export function goBack(navigate: Navigate, fallback: string): void {
  if (fieldOf(window.history.state, 'fromList') === true) window.history.back();
  else navigate(fallback);
}
