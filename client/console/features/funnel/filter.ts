import { DateTime } from 'luxon';
import {
  FUNNEL_MAX_PERIOD_DAYS,
  FUNNEL_SOURCES,
  type FunnelFilter,
  type FunnelSource,
} from '#events/funnel/api';

/**
 * The page's filter as its address keeps it ('?from=2026-06-01&to=2026-11-26&storeId=10412'):
 * the same names as the API's query, so the address, GET /funnel and the CSV export share one
 * query string. Back and forward walk through the filters the user chose.
 */
export const FILTER_KEYS = ['from', 'to', 'regionId', 'unitId', 'storeId', 'positionId', 'source'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** Without a period in the address: the last DEFAULT_PERIOD_DAYS Moscow days, today included. */
export const DEFAULT_PERIOD_DAYS = 90;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[\w-]{1,64}$/;

/** Today in Moscow, 'YYYY-MM-DD'. */
export const moscowToday = (now: Date = new Date()): string =>
  DateTime.fromJSDate(now).setZone('Europe/Moscow').toISODate() ?? '';

/** The default period ending on `today` ('YYYY-MM-DD'). */
export function defaultPeriod(today: string): { from: string; to: string } {
  const to = DateTime.fromISO(today, { zone: 'utc' });
  return { from: to.minus({ days: DEFAULT_PERIOD_DAYS - 1 }).toISODate() ?? today, to: today };
}

const isDay = (value: string) => DAY.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid;
const isSource = (value: string): value is FunnelSource => FUNNEL_SOURCES.some((s) => s === value);

/**
 * The filter of a query string; a missing or unreadable period falls back to the default one, an
 * odd id or source is dropped (the server names what it refuses; the address never breaks the page).
 */
export function parseFilter(search: string, today: string): FunnelFilter {
  const params = new URLSearchParams(search);
  const get = (key: FilterKey) => params.get(key)?.trim() ?? '';
  const period = defaultPeriod(today);
  const from = get('from');
  const to = get('to');
  const filter: FunnelFilter = {
    from: isDay(from) ? from : period.from,
    to: isDay(to) ? to : period.to,
  };
  for (const key of ['regionId', 'unitId', 'storeId', 'positionId'] as const) {
    const value = get(key);
    if (ID.test(value)) filter[key] = value;
  }
  const source = get('source');
  if (isSource(source)) filter.source = source;
  return filter;
}

/**
 * The query string of a filter (no '?'), keys in a fixed order. `omitDefaultPeriod` leaves out a
 * period equal to the default one (the address stays short); the API always gets the period.
 */
export function filterSearch(filter: FunnelFilter, today?: string): string {
  const params = new URLSearchParams();
  const period = today ? defaultPeriod(today) : null;
  const samePeriod = period && period.from === filter.from && period.to === filter.to;
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (!value) continue;
    if (samePeriod && (key === 'from' || key === 'to')) continue;
    params.set(key, value);
  }
  return params.toString();
}

/** A Russian message when the period cannot be asked for, else null (the server checks it too). */
export function periodProblem(filter: FunnelFilter): string | null {
  const from = DateTime.fromISO(filter.from, { zone: 'utc' });
  const to = DateTime.fromISO(filter.to, { zone: 'utc' });
  if (!from.isValid || !to.isValid) return 'Период: введите даты в формате ДД.ММ.ГГГГ';
  if (to < from) return 'Период: дата «по» раньше даты «с»';
  if (to.diff(from, 'days').days + 1 > FUNNEL_MAX_PERIOD_DAYS) return 'Период: не больше трёх лет';
  return null;
}

/**
 * A changed field: the places below a changed place are cleared (a unit of another region, a
 * store of another unit would filter to nothing).
 */
export function withField(filter: FunnelFilter, patch: Partial<FunnelFilter>): FunnelFilter {
  const next: FunnelFilter = { ...filter, ...patch };
  if ('regionId' in patch && !('unitId' in patch)) delete next.unitId;
  if (('regionId' in patch || 'unitId' in patch) && !('storeId' in patch)) delete next.storeId;
  for (const key of FILTER_KEYS) if (next[key] === undefined || next[key] === '') delete next[key];
  return next;
}
