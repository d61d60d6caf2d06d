import { enums, object, optional, refine, size, string, validate, type Struct } from 'superstruct';
import { DAY_FORMAT_TEXT, parseCalendarDay } from '../core/calendar-day';
import { FUNNEL_MAX_PERIOD_DAYS, FUNNEL_SOURCES, type FunnelFilter } from './api';

/**
 * The funnel's filter as the address and GET /api/v1/funnel carry it (issue 29): every field
 * checked, a failure a 400 naming the field in Russian. Without dates: the last 90 days.
 */

export const FUNNEL_DEFAULT_DAYS = 90;

/** The Russian names of the filter's fields, as messages name them. */
export const FUNNEL_FILTER_LABELS: Record<keyof FunnelFilter, string> = {
  from: 'период с',
  to: 'период по',
  regionId: 'регион',
  unitId: 'подразделение',
  storeId: 'магазин',
  positionId: 'должность',
  source: 'источник',
};

export const FUNNEL_MESSAGES = {
  date: `укажите дату в формате ${DAY_FORMAT_TEXT.iso}`,
  noSuchDay: 'такой даты нет в календаре',
  order: 'конец периода раньше его начала',
  tooLong: 'период не может быть длиннее 3 лет',
  twice: 'указано несколько раз',
  unknownStore: 'магазин не найден',
  unknownUnit: 'подразделение не найдено',
  unknownRegion: 'регион не найден',
  unknownPosition: 'должность не найдена',
  unknownSource: `неизвестный источник (допустимо: ${FUNNEL_SOURCES.join(', ')})`,
  otherStore: 'Воронка другого магазина недоступна',
} as const;

/** What the server knows exists (the shop data service's stores, units, regions; the positions). */
export interface FunnelLookups {
  store: (id: string) => boolean;
  unit: (id: string) => boolean;
  region: (id: string) => boolean;
  position: (id: string) => boolean;
}

const isoDay = () =>
  refine(size(string(), 1, 40), 'funnelDay', (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return FUNNEL_MESSAGES.date;
    return parseCalendarDay(value, 'iso') !== null || FUNNEL_MESSAGES.noSuchDay;
  });
const known = (test: (id: string) => boolean, message: string) =>
  refine(size(string(), 1, 40), 'known', (value) => test(value) || message);

/** The query's shape: every field optional, a string once, a real day, a known id. */
export function funnelFilterStruct(lookups: FunnelLookups): Struct<Partial<FunnelFilter>, null> {
  return object({
    from: optional(isoDay()),
    to: optional(isoDay()),
    regionId: optional(known(lookups.region, FUNNEL_MESSAGES.unknownRegion)),
    unitId: optional(known(lookups.unit, FUNNEL_MESSAGES.unknownUnit)),
    storeId: optional(known(lookups.store, FUNNEL_MESSAGES.unknownStore)),
    positionId: optional(known(lookups.position, FUNNEL_MESSAGES.unknownPosition)),
    source: optional(enums(FUNNEL_SOURCES)),
  }) as unknown as Struct<Partial<FunnelFilter>, null>;
}

export type FunnelFilterResult = { filter: FunnelFilter } | { field: keyof FunnelFilter; message: string };

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000) + 1;

const fail = (field: keyof FunnelFilter, text: string): FunnelFilterResult => ({
  field,
  message: `Поле «${FUNNEL_FILTER_LABELS[field]}»: ${text}`,
});

/**
 * The filter of a query string (`today`: the Moscow day, 'YYYY-MM-DD'). Blank values are absent;
 * `to` defaults to today and `from` to 90 days before `to`.
 */
export function parseFunnelFilter(
  raw: Record<string, unknown>,
  lookups: FunnelLookups,
  today: string,
): FunnelFilterResult {
  const given: Record<string, unknown> = {};
  for (const field of Object.keys(FUNNEL_FILTER_LABELS) as (keyof FunnelFilter)[]) {
    const value = raw[field];
    if (Array.isArray(value)) return fail(field, FUNNEL_MESSAGES.twice);
    if (typeof value === 'string' && value.trim() !== '') given[field] = value.trim();
  }
  const [error, parsed] = validate(given, funnelFilterStruct(lookups));
  if (error) {
    const failure = error.failures()[0]!;
    const field = String(failure.path[0]) as keyof FunnelFilter;
    const text = field === 'source' ? FUNNEL_MESSAGES.unknownSource : failure.message;
    return fail(field, text);
  }
  const to = parsed.to ?? today;
  const from = parsed.from ?? addDays(to, -(FUNNEL_DEFAULT_DAYS - 1));
  if (from > to) return fail('to', FUNNEL_MESSAGES.order);
  if (daysBetween(from, to) > FUNNEL_MAX_PERIOD_DAYS) return fail('from', FUNNEL_MESSAGES.tooLong);
  return { filter: { ...parsed, from, to } };
}
