import { refine, string, size, trimmed, type Struct } from 'superstruct';
import {
  DAY_FORMAT_TEXT,
  dayNumber,
  fullYears,
  hasDayShape,
  moscowDay,
  parseCalendarDay,
  YEAR_1900_DAY,
  type CalendarDay,
  type DayFormat,
} from './calendar-day';

/** A non-blank trimmed string with a length limit; the refinement message is shown to the user. */
export function text(max: number, requiredMessage = 'Укажите') {
  return refine(size(trimmed(string()), 0, max), 'nonblank', (value) => value.length > 0 || requiredMessage);
}

/** A trimmed string of at most `max` characters, possibly empty. */
export function optionalText(max: number) {
  return size(trimmed(string()), 0, max);
}

/** The texts of the date rules (the spec's where it has them: part 2, section 5). */
export const DATE_MESSAGES = {
  format: (format: DayFormat) => `Укажите дату в формате ${DAY_FORMAT_TEXT[format]}`,
  noSuchDay: 'Такой даты нет в календаре',
  before1900: 'Дата не может быть раньше 01.01.1900',
  future: 'Дата не может быть позже сегодняшней',
  underage: 'Мы рассматриваем кандидатов от 18 лет',
  tooOld: 'Дата рождения указана с ошибкой',
} as const;

/** What a date field accepts besides being a real day in its format. */
export interface DateRules {
  format: DayFormat;
  /** '' means 'not given' (optional fields of a form that sends every field). */
  allowEmpty?: boolean;
  /** Not before 01.01.1900 (the spec's lower bound for birth and issue dates). */
  from1900?: boolean;
  notFuture?: boolean;
  /** A birth date: at least this many full years old today. */
  minAge?: number;
  /** A birth date: at most this many full years old today (older is a typo). */
  maxAge?: number;
}

/** A candidate's birth date: a real past day from 1900, 18 to 100 years ago (spec part 1 s. 5, part 2 s. 5). */
export const CANDIDATE_BIRTH = { from1900: true, notFuture: true, minAge: 18, maxAge: 100 } as const;
/** Anyone's birth date (the blacklist's people, relatives): a real past day from 1900. */
export const ANY_BIRTH = { from1900: true, notFuture: true, maxAge: 120 } as const;
/** A document's date (passport issue, registration): a real past day from 1900. */
export const PAST_DOCUMENT_DATE = { from1900: true, notFuture: true } as const;

/**
 * The one judgement of a date field: null when `value` is acceptable, else the Russian message.
 * `today` is the caller's (the decider's clock, the form's); inputs use Moscow's day of now.
 */
export function dateProblem(value: string, rules: DateRules, today: CalendarDay): string | null {
  if (value === '' && rules.allowEmpty) return null;
  if (!hasDayShape(value, rules.format)) return DATE_MESSAGES.format(rules.format);
  const day = parseCalendarDay(value, rules.format);
  if (!day) return DATE_MESSAGES.noSuchDay;
  if (rules.from1900 && dayNumber(day) < dayNumber(YEAR_1900_DAY)) return DATE_MESSAGES.before1900;
  if (rules.notFuture && dayNumber(day) > dayNumber(today)) return DATE_MESSAGES.future;
  const age = fullYears(day, today);
  if (rules.minAge !== undefined && age < rules.minAge) return DATE_MESSAGES.underage;
  if (rules.maxAge !== undefined && age > rules.maxAge) return DATE_MESSAGES.tooOld;
  return null;
}

/**
 * The one date type of every input: a string naming a real calendar day in `rules.format`, within
 * the rules' bounds; a failure is a 400 naming the field ('Поле «дата рождения»: …').
 */
export function calendarDate(
  rules: DateRules,
  today: () => CalendarDay = () => moscowDay(new Date()),
): Struct<string, null> {
  return refine(string(), 'calendarDate', (value) => dateProblem(value, rules, today()) ?? true);
}
