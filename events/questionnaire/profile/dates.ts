import {
  dayNumber,
  formatCalendarDay,
  fullYears,
  parseCalendarDay,
  type CalendarDay,
} from '../../core/calendar-day';

/**
 * A birth date as the questionnaire stored it, as a calendar day: 'ДД.ММ.ГГГГ' (the profile's),
 * 'ГГГГ-ММ-ДД' (staff-created questionnaires) or an ISO instant at UTC midnight (light
 * questionnaires). Only for reading stored values: every input takes the spec's 'ДД.ММ.ГГГГ'.
 */
export function storedDay(value: string): CalendarDay | null {
  const iso = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.000)?)?Z)?$/.exec(value);
  return iso?.[1] ? parseCalendarDay(iso[1], 'iso') : parseCalendarDay(value, 'ru');
}

/** A stored birth date in the profile's 'ДД.ММ.ГГГГ' (unchanged when it is not a date at all). */
export function toProfileDay(value: string): string {
  const day = storedDay(value);
  return day ? formatCalendarDay(day, 'ru') : value;
}

const plusYears = (d: CalendarDay, years: number): CalendarDay => ({ ...d, year: d.year + years });

/**
 * The passport rule by age (spec part 2, section 5): 18–19 need a passport issued after the 14th
 * birthday, 20–44 after the 20th, 45 and older after the 45th; always in the past.
 */
export function passportIssueValid(birth: CalendarDay, issued: CalendarDay, today: CalendarDay): boolean {
  if (dayNumber(issued) > dayNumber(today)) return false;
  const age = fullYears(birth, today);
  const from = age >= 45 ? 45 : age >= 20 ? 20 : 14;
  return dayNumber(issued) >= dayNumber(plusYears(birth, from));
}
