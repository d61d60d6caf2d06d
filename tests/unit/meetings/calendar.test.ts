import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isValidDate, isValidTime, MeetingFormFields } from '#events/meetings/events';
import { validate } from 'superstruct';
import { demoItems } from '#client/console/features/meetings/components/demoEvents';
import { lanesOf, type CalendarItem } from '#client/console/features/meetings/components/items';
import {
  durationText,
  instantOf,
  step,
  viewTitle,
  visibleRange,
  ZONE,
} from '#client/console/features/meetings/components/time';

const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE, locale: 'ru' });
const item = (id: string, start: string, minutes: number): CalendarItem => ({
  id,
  start: at(start),
  end: at(start).plus({ minutes }),
  title: id,
  position: '',
  store: '',
  cancelled: false,
  demo: false,
});

describe('calendar periods (Moscow time, Russian names)', () => {
  const anchor = at('2026-11-25T15:00'); // a Wednesday

  it('titles: weekday and DD.MM.YYYY, a week range, the month name', () => {
    expect(viewTitle('day', anchor)).toBe('Среда, 25.11.2026');
    expect(viewTitle('week', anchor)).toBe('23.11.2026 – 29.11.2026');
    expect(viewTitle('month', anchor)).toBe('Ноябрь 2026');
    expect(viewTitle('month', at('2027-02-01T00:00'))).toBe('Февраль 2027');
  });

  it('ranges: a day, Monday to Monday, whole weeks around the month (at most 42 days)', () => {
    const iso = (r: { start: DateTime; end: DateTime }) => [r.start.toISO(), r.end.toISO()];
    expect(iso(visibleRange('day', anchor))).toEqual([
      '2026-11-25T00:00:00.000+03:00',
      '2026-11-26T00:00:00.000+03:00',
    ]);
    expect(iso(visibleRange('week', anchor))).toEqual([
      '2026-11-23T00:00:00.000+03:00',
      '2026-11-30T00:00:00.000+03:00',
    ]);
    const month = visibleRange('month', anchor);
    expect(iso(month)).toEqual(['2026-10-26T00:00:00.000+03:00', '2026-12-07T00:00:00.000+03:00']);
    expect(month.end.diff(month.start, 'days').days).toBeLessThanOrEqual(42);
  });

  it('previous and next move by the view', () => {
    expect(step('day', anchor, -1).toISODate()).toBe('2026-11-24');
    expect(step('week', anchor, 1).toISODate()).toBe('2026-12-02');
    expect(step('month', anchor, 1).toISODate()).toBe('2026-12-25');
  });

  it('form date and time (Moscow) become a UTC instant', () => {
    expect(instantOf('25.11.2026', '11:00')).toBe('2026-11-25T08:00:00.000Z');
    expect(instantOf('31.02.2026', '11:00')).toBeNull();
    expect(durationText(90)).toBe('1 ч 30 мин');
    expect(durationText(45)).toBe('45 мин');
  });

  it('the form rules: a real DD.MM.YYYY date, HH:mm, 15-240 minutes, a place', () => {
    expect(isValidDate('29.02.2028')).toBe(true);
    expect(isValidDate('29.02.2027')).toBe(false);
    expect(isValidDate('2027-02-01')).toBe(false);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    const values = { date: '25.11.2026', time: '11:00', durationMinutes: 60, place: 'Офис', comment: '' };
    expect(validate(values, MeetingFormFields)[0]).toBeUndefined();
    expect(
      validate({ ...values, place: ' ' }, MeetingFormFields, { coerce: true })[0]?.failures()[0]?.message,
    ).toBe('Укажите место встречи');
    expect(
      validate({ ...values, durationMinutes: 300 }, MeetingFormFields)[0]?.failures()[0]?.message,
    ).toContain('от 15 до 240');
  });
});

describe('calendar layout', () => {
  it('overlapping meetings share the width; a later free slot starts a new cluster', () => {
    const lanes = lanesOf([
      item('a', '2026-11-25T11:00', 60),
      item('b', '2026-11-25T11:30', 60),
      item('c', '2026-11-25T12:00', 30),
      item('d', '2026-11-25T15:00', 30),
    ]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('b')).toEqual({ lane: 1, lanes: 2 });
    expect(lanes.get('c')).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get('d')).toEqual({ lane: 0, lanes: 1 });
  });

  it('the demo calendar has a few fixed placeholders every week, all marked demo', () => {
    const week = visibleRange('week', at('2026-11-25T00:00'));
    const items = demoItems(week.start, week.end);
    expect(items.length).toBe(5);
    expect(items.every((i) => i.demo)).toBe(true);
    expect(items.map((i) => i.start.toFormat('ccc HH:mm'))).toEqual([
      'пн 10:00',
      'вт 15:00',
      'ср 11:00',
      'чт 14:30',
      'пт 16:00',
    ]);
  });
});
