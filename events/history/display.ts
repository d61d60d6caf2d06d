import { formatCalendarDay, parseCalendarDay } from '../core/calendar-day';
import { formatMoscowMinute } from '../core/moscow-time';
import { ERASED } from '../core/personal';

/** Display texts shared by the sentences and the field diffs of the history. */

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** 'DD.MM.YYYY HH:mm МСК' of an ISO instant; the text as it is when it is none. */
export function moscowText(iso: string): string {
  const ms = Date.parse(iso);
  if (!ISO_INSTANT.test(iso) || Number.isNaN(ms)) return iso;
  return `${formatMoscowMinute(ms)} МСК`;
}

/** 'DD.MM.YYYY' of a calendar day written 'YYYY-MM-DD'; the text as it is otherwise. */
export function dayText(value: string): string {
  const day = parseCalendarDay(value, 'iso');
  return day ? formatCalendarDay(day, 'ru') : value;
}

/** A date or an instant as people read it ('ДД.ММ.ГГГГ' days stay as they are). */
export function dateText(value: string): string {
  return ISO_INSTANT.test(value) ? moscowText(value) : dayText(value);
}

/** Whether a text is an ISO day or instant the history shows re-formatted. */
export function isDateLike(value: string): boolean {
  return ISO_INSTANT.test(value) || parseCalendarDay(value, 'iso') !== null;
}

/** '1 запись', '3 записи', '5 записей'. */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word =
    mod10 === 1 && mod100 !== 11
      ? one
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? few
        : many;
  return `${n} ${word}`;
}

/** «title», or nothing for an empty or erased title. */
export function quoted(title: string | null | undefined): string {
  const text = (title ?? '').trim();
  return text && text !== ERASED ? `«${text}»` : '';
}

/** Whole roubles with thousands apart: '45 000'. */
export function moneyText(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Parts joined with ', ', the empty ones left out. */
export function joined(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(', ');
}
