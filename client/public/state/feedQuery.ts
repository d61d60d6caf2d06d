import type { FeedWhere } from '../api/http';

/** The special filter value meaning "no filter" (spec part 1, section 2). */
export const ALL = '@all';
export const PAGE_SIZE = 5;

/** The feed's state in the query string: dependenceId, IStoreId, position and the page (1-based). */
export interface FeedQueryState {
  dependenceId: string;
  IStoreId: string;
  position: string;
  page: number;
}

export function parseFeedQuery(search: string): FeedQueryState {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || ALL;
  const page = Number(params.get('page'));
  return {
    dependenceId: value('dependenceId'),
    IStoreId: value('IStoreId'),
    position: value('position'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Query string for a state; filters at '@all' and page 1 are left out. */
export function feedSearch(state: FeedQueryState): string {
  const params = new URLSearchParams();
  for (const name of ['dependenceId', 'IStoreId', 'position'] as const) {
    if (state[name] !== ALL) params.set(name, state[name]);
  }
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function whereOf(state: FeedQueryState): FeedWhere {
  return { dependenceId: state.dependenceId, IStoreId: state.IStoreId, position: state.position };
}

/** Remembers the feed's last query string, so the back link of a vacancy returns to the same page. */
let lastFeedSearch = '';
export const rememberFeedSearch = (search: string) => {
  lastFeedSearch = search;
};
export const feedHref = () => `/${lastFeedSearch}`;
