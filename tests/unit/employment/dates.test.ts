import { describe, expect, it } from 'vitest';
import { formatCalendarDay, type CalendarDay } from '#events/core/calendar-day';
import { employToday } from '#events/employment/facts';
import { EMPLOYMENT_MESSAGES as M } from '#events/employment/form';
import { employmentDateRange, employProblems, termEndRange } from '#events/employment/rules';
import { readyFacts, validForm } from './fixtures';

const day = (text: string): CalendarDay => {
  const [d, m, y] = text.split('.').map(Number);
  return { year: y!, month: m!, day: d! };
};
const ru = (d: CalendarDay) => formatCalendarDay(d, 'ru');
const range = (today: string) => {
  const r = employmentDateRange(day(today));
  return [ru(r.from), ru(r.to)];
};

describe('the employment date: 3 days to 1 month ahead (spec section 5), across month ends', () => {
  it.each([
    ['31.01.2027', '03.02.2027', '28.02.2027'], // February of a common year
    ['31.01.2028', '03.02.2028', '29.02.2028'], // a leap year
    ['29.02.2028', '03.03.2028', '29.03.2028'], // from the leap day
    ['30.11.2026', '03.12.2026', '30.12.2026'],
    ['31.12.2026', '03.01.2027', '31.01.2027'], // the year's end
    ['29.12.2026', '01.01.2027', '29.01.2027'],
    ['27.02.2027', '02.03.2027', '27.03.2027'],
    ['26.02.2028', '29.02.2028', '26.03.2028'], // the leap day is a day
    ['31.03.2027', '03.04.2027', '30.04.2027'], // a 30-day month
  ])('today %s: from %s to %s', (today, from, to) => {
    expect(range(today)).toEqual([from, to]);
  });

  it('the term contract ends from the start day up to 60 days after, across years and leap days', () => {
    const end = (start: string) => {
      const r = termEndRange(day(start));
      return [ru(r.from), ru(r.to)];
    };
    expect(end('15.12.2026')).toEqual(['15.12.2026', '13.02.2027']);
    expect(end('01.01.2028')).toEqual(['01.01.2028', '01.03.2028']); // 31 + 29 days
    expect(end('01.01.2027')).toEqual(['01.01.2027', '02.03.2027']); // 31 + 28 days
  });

  it('the rule refuses one day either side of the range on 31.01 of a leap year', () => {
    const today = day('31.01.2028');
    const problems = (registrationDate: string) =>
      employProblems(readyFacts(), validForm({ registrationDate }), today).map((p) => p.message);
    expect(problems('02.02.2028')).toEqual([M.dateTooEarly]);
    expect(problems('03.02.2028')).toEqual([]);
    expect(problems('29.02.2028')).toEqual([]);
    expect(problems('01.03.2028')).toEqual([M.dateTooLate]);
  });
});

/**
 * 'Today' is the Moscow day on both sides: the browser (any zone) and the server judge the same day.
 * These instants are pinned, so the machine's zone changes nothing: the suite is also run with
 * TZ=America/Los_Angeles and TZ=Asia/Kamchatka.
 */
describe('today is the Moscow day of the instant, whatever the zone', () => {
  it.each([
    // 23:59:59 in Moscow is 20:59:59 UTC: still the 31st.
    ['2027-01-31T20:59:59.999Z', '31.01.2027'],
    // Moscow midnight: the 1st of February (UTC and Los Angeles still say 31 January).
    ['2027-01-31T21:00:00.000Z', '01.02.2027'],
    // New Year's night: Moscow is in 2027 three hours before UTC.
    ['2026-12-31T21:00:00.000Z', '01.01.2027'],
    ['2026-12-31T20:59:00.000Z', '31.12.2026'],
    // The leap day begins in Moscow at 21:00 UTC of 28 February.
    ['2028-02-28T21:00:00.000Z', '29.02.2028'],
    // Kamchatka (UTC+12) is already on 1 December while Moscow is on 30 November.
    ['2026-11-30T13:00:00.000Z', '30.11.2026'],
  ])('at %s Moscow says %s', (instant, expected) => {
    expect(ru(employToday(instant))).toBe(expected);
    expect(ru(employToday(Date.parse(instant)))).toBe(expected);
    expect(ru(employToday(new Date(instant)))).toBe(expected);
  });

  it('one minute across Moscow midnight moves the allowed range by a day', () => {
    const before = employmentDateRange(employToday('2027-01-31T20:59:00.000Z'));
    const after = employmentDateRange(employToday('2027-01-31T21:01:00.000Z'));
    expect([ru(before.from), ru(before.to)]).toEqual(['03.02.2027', '28.02.2027']);
    expect([ru(after.from), ru(after.to)]).toEqual(['04.02.2027', '01.03.2027']);
  });

  it('a date 3 days ahead is judged by the Moscow day, not the machine day', () => {
    // 22:30 in Moscow on 22.11 = 19:30 UTC = 11:30 in Los Angeles = 07:30 on 23.11 in Kamchatka.
    const today = employToday('2026-11-22T19:30:00.000Z');
    const problems = (registrationDate: string) =>
      employProblems(readyFacts(), validForm({ registrationDate }), today).map((p) => p.message);
    expect(problems('25.11.2026')).toEqual([]);
    expect(problems('24.11.2026')).toEqual([M.dateTooEarly]);
    expect(problems('22.12.2026')).toEqual([]);
    expect(problems('23.12.2026')).toEqual([M.dateTooLate]);
  });
});
