import { object, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { fullYears, moscowDay, parseCalendarDay, type CalendarDay } from '#events/core/calendar-day';
import { describeStructError } from '#events/core/messages';
import {
  ANY_BIRTH,
  CANDIDATE_BIRTH,
  calendarDate,
  DATE_MESSAGES,
  dateProblem,
  PAST_DOCUMENT_DATE,
} from '#events/core/validators';

const TODAY: CalendarDay = { year: 2026, month: 11, day: 22 };

describe('the calendar day (events/core/calendar-day)', () => {
  it.each([
    ['2024-13-45', 'iso'],
    ['0000-00-00', 'iso'],
    ['1995-02-30', 'iso'],
    ['2020-02-31', 'iso'],
    ['2023-02-29', 'iso'],
    ['1900-02-29', 'iso'],
    ['2024-04-31', 'iso'],
    ['32.13.1990', 'ru'],
    ['30.02.1995', 'ru'],
    ['00.01.1990', 'ru'],
    ['1990-01-01', 'ru'],
    ['01.01.1990', 'iso'],
    ['1.1.1990', 'ru'],
    ['2024-1-1', 'iso'],
  ] as const)('%s (%s) is no day', (value, format) => {
    expect(parseCalendarDay(value, format)).toBeNull();
  });

  it.each([
    ['2024-02-29', 'iso', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', 'iso', { year: 2000, month: 2, day: 29 }],
    ['31.12.1999', 'ru', { year: 1999, month: 12, day: 31 }],
    ['29.02.2020', 'ru', { year: 2020, month: 2, day: 29 }],
  ] as const)('%s (%s) is a day', (value, format, day) => {
    expect(parseCalendarDay(value, format)).toEqual(day);
  });

  it('counts full years and the Moscow day', () => {
    expect(fullYears({ year: 2008, month: 11, day: 22 }, TODAY)).toBe(18);
    expect(fullYears({ year: 2008, month: 11, day: 23 }, TODAY)).toBe(17);
    // 21:30 UTC is already the next day in Moscow.
    expect(moscowDay(new Date('2026-11-21T21:30:00.000Z'))).toEqual(TODAY);
  });
});

describe('the one date type (events/core/validators)', () => {
  const birth = { format: 'iso', ...CANDIDATE_BIRTH } as const;
  it.each([
    ['2024-13-45', DATE_MESSAGES.noSuchDay],
    ['0000-00-00', DATE_MESSAGES.noSuchDay],
    ['1995-02-30', DATE_MESSAGES.noSuchDay],
    ['2020-02-31', DATE_MESSAGES.noSuchDay],
    ['2030-01-01', DATE_MESSAGES.future],
    ['2010-05-05', DATE_MESSAGES.underage],
    ['1899-12-31', DATE_MESSAGES.before1900],
    ['1920-01-01', DATE_MESSAGES.tooOld],
    ['05.05.1995', DATE_MESSAGES.format('iso')],
    ['', DATE_MESSAGES.format('iso')],
  ])("a candidate's birth date %j: %s", (value, message) => {
    expect(dateProblem(value, birth, TODAY)).toBe(message);
  });

  it("accepts a candidate's real birth date, 18 today", () => {
    expect(dateProblem('1995-05-05', birth, TODAY)).toBeNull();
    expect(dateProblem('2008-11-22', birth, TODAY)).toBeNull();
  });

  it("takes the spec's ДД.ММ.ГГГГ where the spec has it, and never ISO there", () => {
    const issued = { format: 'ru', ...PAST_DOCUMENT_DATE } as const;
    expect(dateProblem('20.05.2016', issued, TODAY)).toBeNull();
    expect(dateProblem('2016-05-20', issued, TODAY)).toBe('Укажите дату в формате ДД.ММ.ГГГГ');
    expect(dateProblem('32.13.1990', { format: 'ru', ...ANY_BIRTH }, TODAY)).toBe(DATE_MESSAGES.noSuchDay);
    expect(dateProblem('', { format: 'ru', allowEmpty: true }, TODAY)).toBeNull();
  });

  it('as a superstruct field: the failure names the field in Russian', () => {
    const schema = object({ dateTo: calendarDate({ format: 'iso' }, () => TODAY) });
    const [err] = validate({ dateTo: '2024-13-45' }, schema);
    expect(err && describeStructError(err)).toBe('Поле «дата по»: Такой даты нет в календаре');
    expect(validate({ dateTo: '2024-02-29' }, schema)[0]).toBeUndefined();
  });
});
