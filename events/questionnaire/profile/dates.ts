import { DateTime } from 'luxon';

/**
 * 'ДД.ММ.ГГГГ' (what the form shows) as a calendar day (UTC midnight), or null when it is not a real
 * date. A questionnaire's own birth date may be stored as 'ГГГГ-ММ-ДД' (staff-created ones): read too.
 */
export function parseDay(value: string): DateTime | null {
  const day = /^\d{2}\.\d{2}\.\d{4}$/.test(value)
    ? DateTime.fromFormat(value, 'dd.MM.yyyy', { zone: 'utc' })
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? DateTime.fromISO(value, { zone: 'utc' })
      : null;
  return day?.isValid ? day : null;
}

/** Full years from `birth` to `on`. */
export function ageOn(birth: DateTime, on: DateTime): number {
  return Math.floor(on.diff(birth, 'years').years);
}

export const YEAR_1900 = DateTime.fromObject({ year: 1900, month: 1, day: 1 }, { zone: 'utc' });

/**
 * The passport rule by age (spec part 2, section 5): 18–19 need a passport issued after the 14th
 * birthday, 20–44 after the 20th, 45 and older after the 45th; always in the past.
 */
export function passportIssueValid(birth: DateTime, issued: DateTime, today: DateTime): boolean {
  if (issued > today) return false;
  const age = ageOn(birth, today);
  const from = age >= 45 ? 45 : age >= 20 ? 20 : 14;
  return issued >= birth.plus({ years: from });
}
