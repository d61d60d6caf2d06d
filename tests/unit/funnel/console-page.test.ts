import { describe, expect, it } from 'vitest';
import type { Area } from '#events/core/access';
import { FUNNEL_STAGES, type FunnelBreakdownRow, type StageCounts } from '#events/funnel/api';
import {
  defaultPeriod,
  filterSearch,
  moscowToday,
  parseFilter,
  periodProblem,
  withField,
} from '#client/console/features/funnel/filter';
import {
  formatDays,
  formatPercent,
  shareOf,
  sortPlaceTree,
  sortRows,
  weekLabel,
} from '#client/console/features/funnel/format';
import { listLink } from '#client/console/features/funnel/links';
import { whereOfSearch } from '#client/console/features/questionnaire-light/pages/listState';
import { parseListState } from '#client/console/features/questionnaire/listUrl';

const TODAY = '2026-11-26';

describe('the funnel filter in the address', () => {
  it('round-trips every field; the default period stays out of the address', () => {
    const filter = {
      from: '2026-06-01',
      to: '2026-11-26',
      regionId: '77',
      unitId: 'U77-1',
      storeId: '10412',
      positionId: '3',
      source: 'headhunter' as const,
    };
    expect(parseFilter(filterSearch(filter, TODAY), TODAY)).toEqual(filter);
    expect(filterSearch(parseFilter('', TODAY), TODAY)).toBe('');
    // The API always gets the period.
    expect(filterSearch(parseFilter('', TODAY))).toBe('from=2026-08-29&to=2026-11-26');
  });

  it('falls back to the last 90 days and drops what is odd', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2026-08-29', to: TODAY });
    expect(parseFilter('from=2026-02-31&to=26.11.2026&source=tv&storeId=<x>&positionId=7', TODAY)).toEqual({
      from: '2026-08-29',
      to: TODAY,
      positionId: '7',
    });
  });

  it('today is the Moscow day (21:30 UTC is already the next day in Moscow)', () => {
    expect(moscowToday(new Date('2026-11-26T21:30:00Z'))).toBe('2026-11-27');
    expect(moscowToday(new Date('2026-11-26T20:59:00Z'))).toBe('2026-11-26');
  });

  it('a changed region clears the unit and the store below it; a changed unit clears the store', () => {
    const filter = {
      from: '2026-01-01',
      to: '2026-02-01',
      regionId: '77',
      unitId: 'U77-1',
      storeId: '10412',
    };
    expect(withField(filter, { regionId: '78' })).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
      regionId: '78',
    });
    expect(withField(filter, { unitId: 'U77-2' })).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
      regionId: '77',
      unitId: 'U77-2',
    });
    expect(withField(filter, { positionId: '3' })).toMatchObject({ storeId: '10412', positionId: '3' });
    expect(withField(filter, { storeId: undefined })).not.toHaveProperty('storeId');
  });

  it('names a bad period in Russian', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-02-01' })).toBeNull();
    expect(periodProblem({ from: '2026-02-01', to: '2026-01-01' })).toMatch(/^Период/);
    expect(periodProblem({ from: '2022-01-01', to: '2026-01-01' })).toMatch(/трёх лет/);
    expect(periodProblem({ from: '2023-01-02', to: '2026-01-01' })).toBeNull();
  });
});

describe('numbers as the page shows them', () => {
  it('formats shares as Russian percent with one decimal, and nothing as a dash', () => {
    expect(formatPercent(0.425)).toBe('42,5 %');
    expect(formatPercent(1)).toBe('100 %');
    expect(formatPercent(1 / 3)).toBe('33,3 %');
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(shareOf(3, 0)).toBeNull();
    expect(shareOf(1, 4)).toBe(0.25);
  });

  it('formats days and weeks', () => {
    expect(formatDays(2.54)).toBe('2,5 дн.');
    expect(formatDays(0)).toBe('0 дн.');
    expect(formatDays(null)).toBe('—');
    expect(weekLabel('2026-06-01')).toBe('01.06');
  });
});

const counts = (light: number, employed: number): StageCounts => ({
  ...(Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as StageCounts),
  light,
  employed,
});
const row = (
  key: string,
  title: string,
  light: number,
  conversion: number | null,
  level?: FunnelBreakdownRow['level'],
  parentKey?: string,
): FunnelBreakdownRow => ({
  key,
  title,
  level,
  parentKey,
  reached: counts(light, Math.round(light * (conversion ?? 0))),
  refused: 0,
  conversion,
});

describe('breakdown sorting', () => {
  const rows = [row('a', 'Бета', 10, 0.5), row('b', 'Альфа', 30, null), row('c', 'Гамма', 20, 0.1)];

  it('sorts by a stage, by title, by conversion with empty conversions last both ways', () => {
    const keys = (list: FunnelBreakdownRow[]) => list.map((r) => r.key);
    expect(keys(sortRows(rows, { key: 'stage:light', direction: 'descending' }))).toEqual(['b', 'c', 'a']);
    expect(keys(sortRows(rows, { key: 'stage:light', direction: 'ascending' }))).toEqual(['a', 'c', 'b']);
    expect(keys(sortRows(rows, { key: 'title', direction: 'ascending' }))).toEqual(['b', 'a', 'c']);
    expect(keys(sortRows(rows, { key: 'conversion', direction: 'descending' }))).toEqual(['a', 'c', 'b']);
    expect(keys(sortRows(rows, { key: 'conversion', direction: 'ascending' }))).toEqual(['c', 'a', 'b']);
  });

  it('keeps the place tree: regions sorted, each followed by its units, each by its stores', () => {
    const place = [
      row('10412', 'Авиапарк', 5, null, 'store', 'U77-1'),
      row('77', 'Москва', 9, null, 'region'),
      row('U77-2', 'Москва-Юг', 1, null, 'unit', '77'),
      row('78', 'Санкт-Петербург', 20, null, 'region'),
      row('U77-1', 'Москва-Центр', 8, null, 'unit', '77'),
      row('10234', 'Тверская', 3, null, 'store', 'U77-1'),
      row('U78-1', 'Санкт-Петербург', 20, null, 'unit', '78'),
    ];
    const keys = sortPlaceTree(place, { key: 'stage:light', direction: 'descending' }).map((r) => r.key);
    expect(keys).toEqual(['78', 'U78-1', '77', 'U77-1', '10412', '10234', 'U77-2']);
  });
});

describe('a number opens the matching questionnaire list', () => {
  const filter = { from: '2026-06-01', to: '2026-11-26', storeId: '10412', positionId: '3', regionId: '77' };
  const everything = () => true;

  it('employment stages open «Анкеты» with store, position, period and the stage state, which the list reads', () => {
    const href = listLink('employed', 'reached', filter, everything);
    expect(href).toBe(
      '/protected/feedbacks/worked?storeId=10412&positionId=3&dateFrom=2026-06-01&dateTo=2026-11-26&state=employed',
    );
    expect(parseListState(href?.split('?')[1] ?? '').where).toEqual({
      storeId: '10412',
      positionId: '3',
      dateFrom: '2026-06-01',
      dateTo: '2026-11-26',
      state: 'employed',
    });
    expect(listLink('approved', 'reached', filter, everything)).toContain('/protected/feedbacks/new?');
    expect(listLink('checksPassed', 'refused', filter, everything)).toMatch(
      /^\/protected\/feedbacks\/rejected\?/,
    );
  });

  it('light stages open «Анкеты QR» with store and position, which the list reads', () => {
    const href = listLink('passedToStore', 'reached', filter, everything);
    expect(href).toBe('/protected/questionnaire-light-list/accepted?store=10412&position=3');
    expect(whereOfSearch(href?.split('?')[1] ?? '')).toEqual({ position: '3', store: '10412', city: '1' });
    expect(listLink('light', 'refused', filter, everything)).toMatch(/questionnaire-light-list\/rejected/);
    expect(whereOfSearch('')).toBeNull();
  });

  it('no link where the viewer may not open the list', () => {
    const noLight = (area: Area) => area !== 'questionnaireLight';
    expect(listLink('light', 'reached', filter, noLight)).toBeNull();
    expect(listLink('employed', 'reached', filter, noLight)).not.toBeNull();
    expect(listLink('employed', 'reached', filter, (area) => area !== 'feedbacks')).toBeNull();
  });
});
