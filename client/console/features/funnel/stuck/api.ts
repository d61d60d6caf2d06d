import { FUNNEL_API, type FunnelFilter, type StuckItem, type StuckPage } from '#events/funnel/api';
import { apiCall } from '#client/console/shell/http';

/** The stuck list's filter: the funnel view's filter without its period (stuck is now). */
export type StuckFilter = Omit<FunnelFilter, 'from' | 'to'>;

/** Rows per page: the server's page size (server/features/funnel-stuck/filter.ts). */
export const STUCK_PAGE_SIZE = 20;

const FIELDS = ['regionId', 'unitId', 'storeId', 'positionId', 'source'] as const;

export function stuckQueryString(filter: StuckFilter, page?: number): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filter[field];
    if (value) params.set(field, value);
  }
  if (page !== undefined && page > 1) params.set('page', String(page));
  return params.toString();
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** GET /funnel/stuck: one page (from 1) of the viewer's stuck journeys. */
export const listStuck = (filter: StuckFilter, page: number) =>
  apiCall<StuckPage>(withQuery(FUNNEL_API.stuck, stuckQueryString(filter, page)), undefined, {
    method: 'GET',
  });

/** GET /funnel/stuck/count: how many of the viewer's journeys are stuck (the menu badge). */
export const countStuck = (filter: StuckFilter = {}) =>
  apiCall<{ count: number }>(withQuery(FUNNEL_API.stuckCount, stuckQueryString(filter)), undefined, {
    method: 'GET',
  });

export type { StuckItem, StuckPage };
