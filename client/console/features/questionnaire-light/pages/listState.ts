import { fieldOf } from '#events/core/json';
import { atom } from 'jotai';
import { findStore } from '#events/core/store-directory';
import { ALL, type ListWhere, type QuestionnaireLightStatus } from '../api';

/** Filters and page of one list; kept while the console is open, so "back" returns to the same view. */
export interface ListView {
  where: ListWhere;
  /** Zero-based. */
  page: number;
}

export const NO_FILTERS: ListWhere = { position: ALL, city: ALL, store: ALL };
export const FIRST_VIEW: ListView = { where: NO_FILTERS, page: 0 };

/**
 * Filters a link brought in the address ('?store=10412&position=3', from 'Воронка найма'), or
 * null when it brings none: the store's city comes with it, as the city filter holds its stores.
 */
export function whereOfSearch(search: string): ListWhere | null {
  const params = new URLSearchParams(search);
  const id = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return /^[\w-]{1,64}$/.test(value) ? value : null;
  };
  const store = id('store');
  const position = id('position');
  if (!store && !position) return null;
  const city = store ? findStore(store)?.param.cityId : undefined;
  return { ...NO_FILTERS, ...(position && { position }), ...(store && { store, city: city ?? ALL }) };
}

export const listViewsAtom = atom<Partial<Record<QuestionnaireLightStatus, ListView>>>({});
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
