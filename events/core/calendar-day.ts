/**
 * Calendar days (a birth date, a passport's issue date, a list filter's day): a day with no time and
 * no zone, read only when it names a day the calendar has ('2024-13-45', '0000-00-00', '30.02.1995'
 * and '32.13.1990' are none). Pure integer arithmetic, so no zone or Date quirk ('2024-02-31' as
 * 2 March) can turn one day into another. Shared by the inputs, the profile's rules and the forms.
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** 'ru': the spec's ДД.ММ.ГГГГ (part 2, section 5); 'iso': ГГГГ-ММ-ДД, what the console's date pickers send. */
export type DayFormat = 'ru' | 'iso';

export const DAY_FORMAT_TEXT: Record<DayFormat, string> = { ru: 'ДД.ММ.ГГГГ', iso: 'ГГГГ-ММ-ДД' };

const SHAPES: Record<DayFormat, RegExp> = {
  ru: /^(\d{2})\.(\d{2})\.(\d{4})$/,
  iso: /^(\d{4})-(\d{2})-(\d{2})$/,
};

/** Whether the text has the format's shape (digits and separators), real day or not. */
export function hasDayShape(value: string, format: DayFormat): boolean {
  return SHAPES[format].test(value);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The day the text names in `format`, or null when it has another shape or the calendar has no such day. */
export function parseCalendarDay(value: string, format: DayFormat): CalendarDay | null {
  const m = SHAPES[format].exec(value);
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [year, month, day] = format === 'ru' ? [c, b, a] : [a, b, c];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A number that orders days (20240229): compare days with <, >, ===. */
export const dayNumber = (d: CalendarDay): number => d.year * 10_000 + d.month * 100 + d.day;

export function formatCalendarDay(d: CalendarDay, format: DayFormat): string {
  const dd = String(d.day).padStart(2, '0');
  const mm = String(d.month).padStart(2, '0');
  const yyyy = String(d.year).padStart(4, '0');
  return format === 'ru' ? `${dd}.${mm}.${yyyy}` : `${yyyy}-${mm}-${dd}`;
}

/** The Moscow calendar day of an instant (UTC+3 all year since 2014). */
export function moscowDay(instant: Date): CalendarDay {
  const shifted = new Date(instant.getTime() + 3 * 3_600_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Full years from `birth` to `on` (a birthday on 29 February comes on 1 March in other years). */
export function fullYears(birth: CalendarDay, on: CalendarDay): number {
  const beforeBirthday = on.month * 100 + on.day < birth.month * 100 + birth.day;
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

export const YEAR_1900_DAY: CalendarDay = { year: 1900, month: 1, day: 1 };
