import { DateTime, Info } from 'luxon';
import { MEETING_TIME_ZONE } from '#events/meetings/events';
import { moscowDateTime } from '#client/shared/time';

/** The calendar shows Moscow time everywhere, whatever the browser's zone (staff work in MSK). */
export const ZONE = MEETING_TIME_ZONE;
export { ZONE_LABEL } from '#client/shared/time';

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const VIEW_TITLES: Record<CalendarView, string> = { day: 'День', week: 'Неделя', month: 'Месяц' };

/** An instant as a Moscow date-time in the Russian locale. */
export const inZone = (iso: string): DateTime => DateTime.fromISO(iso, { zone: ZONE, locale: 'ru' });

export const nowInZone = (): DateTime => DateTime.now().setZone(ZONE).setLocale('ru');

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export const formatDay = (d: DateTime) => d.toFormat('dd.MM.yyyy');
export const formatTime = (d: DateTime) => d.toFormat('HH:mm');
/** 'DD.MM.YYYY HH:mm МСК' of an instant: the one rule of client/shared/time.ts. */
export const formatStamp = (iso: string) => moscowDateTime(iso);

/** The days a view shows: one, Monday to Sunday, or whole weeks covering the month. */
export function visibleRange(view: CalendarView, anchor: DateTime): { start: DateTime; end: DateTime } {
  if (view === 'day') return { start: anchor.startOf('day'), end: anchor.startOf('day').plus({ days: 1 }) };
  if (view === 'week')
    return { start: anchor.startOf('week'), end: anchor.startOf('week').plus({ weeks: 1 }) };
  const start = anchor.startOf('month').startOf('week');
  const end = anchor.endOf('month').startOf('week').plus({ weeks: 1 });
  return { start, end };
}

/** 'Понедельник, 14.12.2026' · '14.12.2026 – 20.12.2026' · 'Декабрь 2026'. */
export function viewTitle(view: CalendarView, anchor: DateTime): string {
  const d = anchor.setLocale('ru');
  if (view === 'day') return capitalize(d.toFormat('cccc, dd.MM.yyyy'));
  if (view === 'week') {
    const start = d.startOf('week');
    return `${formatDay(start)} – ${formatDay(start.plus({ days: 6 }))}`;
  }
  return capitalize(d.toFormat('LLLL yyyy'));
}

export function step(view: CalendarView, anchor: DateTime, direction: 1 | -1): DateTime {
  const unit =
    view === 'day' ? { days: direction } : view === 'week' ? { weeks: direction } : { months: direction };
  return anchor.plus(unit);
}

/** 'пн', 'вт' ... 'вс', Monday first. */
export const WEEKDAYS_SHORT = Info.weekdays('short', { locale: 'ru' });

export const weekdayShort = (d: DateTime) => capitalize(d.setLocale('ru').toFormat('ccc'));
export const weekdayLong = (d: DateTime) => d.setLocale('ru').toFormat('cccc');

/** The days from `start` (inclusive) to `end` (exclusive). */
export function daysOf(start: DateTime, end: DateTime): DateTime[] {
  const days: DateTime[] = [];
  for (let d = start.startOf('day'); d < end; d = d.plus({ days: 1 })) days.push(d);
  return days;
}

/** DD.MM.YYYY + HH:mm in Moscow time as an ISO instant; null if it is not a real date and time. */
export function instantOf(date: string, time: string): string | null {
  const d = DateTime.fromFormat(`${date} ${time}`, 'dd.MM.yyyy HH:mm', { zone: ZONE });
  return d.isValid ? d.toUTC().toISO() : null;
}

/** A duration in Russian words: '45 мин', '1 ч', '1 ч 30 мин'. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} ч` : '', m ? `${m} мин` : ''].filter(Boolean).join(' ') || '0 мин';
}
