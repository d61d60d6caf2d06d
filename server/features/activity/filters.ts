import {
  ACTIVITY_KINDS,
  ACTIVITY_MAX_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE,
  type ActivityFilterParams,
} from '#events/activity/contract';
import { formatCalendarDay, moscowDay, parseCalendarDay, type CalendarDay } from '#events/core/calendar-day';
import type { ActivityFilter, ActivityPeriod } from '#projections/activity/queries';
import { ValidationError } from '../../core/errors';

export interface ParsedActivityFilter {
  filter: ActivityFilter;
  /** The period asked for, if any: Moscow days inclusive, and exact instants when given to the minute. */
  period?: ActivityPeriod;
}

const single = (value: unknown, field: string, label: string): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ValidationError(`Поле «${label}» указано несколько раз`, field);
  const text = value.trim();
  if (text.length > 200) throw new ValidationError(`Поле «${label}»: недопустимая длина`, field);
  return text === '' ? undefined : text;
};

/**
 * The log's filters from a query string or the command line (same rules, same Russian messages):
 * an unknown kind or store, or a date that is none, is a 400 naming the field.
 */
export function parseActivityFilter(
  raw: Record<string, unknown>,
  knownStore: (id: string) => boolean,
): ParsedActivityFilter {
  const params: ActivityFilterParams = {
    actor: single(raw.actor, 'actor', 'сотрудник'),
    kind: single(raw.kind, 'kind', 'вид записи'),
    store: single(raw.store, 'store', 'магазин'),
    from: single(raw.from, 'from', 'от'),
    to: single(raw.to, 'to', 'до'),
  };
  if (params.kind !== undefined && !(params.kind in ACTIVITY_KINDS))
    throw new ValidationError('Поле «вид записи»: неизвестный вид записи', 'kind');
  if (params.store !== undefined && !knownStore(params.store))
    throw new ValidationError('Поле «магазин»: магазин не найден', 'store');
  const from = params.from === undefined ? undefined : periodBound(params.from, 'from', 'от');
  const to = params.to === undefined ? undefined : periodBound(params.to, 'to', 'до');
  if (from && to && (from.day > to.day || (from.instant && to.instant && from.instant > to.instant)))
    throw new ValidationError('Поле «до»: конец периода раньше его начала', 'to');
  const filter: ActivityFilter = {
    ...(params.actor !== undefined ? { actorUserId: params.actor } : {}),
    ...(params.kind !== undefined ? { kind: params.kind } : {}),
    ...(params.store !== undefined ? { storeId: params.store } : {}),
  };
  if (!from && !to) return { filter };
  const period: ActivityPeriod = {
    ...(from ? { firstDay: from.day } : {}),
    ...(to ? { lastDay: to.day } : {}),
    ...(from?.instant ? { fromInstant: from.instant } : {}),
    ...(to?.instant ? { toInstant: to.instant } : {}),
  };
  return { filter, period };
}

/** The page and its size: page from 1, size 1..200 (50 by default). */
export function parsePaging(raw: Record<string, unknown>): { page: number; pageSize: number } {
  return {
    page: positiveInt(raw.page, 'page', 'страница', 1, 1_000_000),
    pageSize: positiveInt(
      raw.pageSize,
      'pageSize',
      'размер страницы',
      ACTIVITY_PAGE_SIZE,
      ACTIVITY_MAX_PAGE_SIZE,
    ),
  };
}

function positiveInt(value: unknown, field: string, label: string, fallback: number, max: number): number {
  const text = single(value, field, label);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1 || n > max)
    throw new ValidationError(`Поле «${label}»: ожидается целое число от 1 до ${max}`, field);
  return n;
}

/** A period's bound: DD.MM.YYYY or YYYY-MM-DD (a whole Moscow day), or an ISO instant (to the minute). */
function periodBound(text: string, field: string, label: string): { day: string; instant?: string } {
  const day = parseCalendarDay(text, 'ru') ?? parseCalendarDay(text, 'iso');
  if (day) return { day: isoDay(day) };
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)
    ? new Date(text)
    : null;
  if (!instant || Number.isNaN(instant.getTime()))
    throw new ValidationError(`Поле «${label}»: ожидается дата ДД.ММ.ГГГГ или ГГГГ-ММ-ДД`, field);
  return { day: isoDay(moscowDay(instant)), instant: instant.toISOString() };
}

const isoDay = (d: CalendarDay): string => formatCalendarDay(d, 'iso');
