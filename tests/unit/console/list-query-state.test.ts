import { describe, expect, it } from 'vitest';
import { queryTarget } from '#client/console/shell/useQueryState';
import {
  listViewSearch,
  NO_FILTERS,
  parseListView,
} from '#client/console/features/questionnaire-light/pages/listState';
import {
  parseTemplatesView,
  templatesViewSearch,
} from '#client/console/features/vacancies/pages/templates/listState';

describe('list views kept in the address (issue 31, item 4)', () => {
  it('a light list: page and filters round-trip through the query string', () => {
    const view = { where: { position: '3', city: '1', store: NO_FILTERS.store }, page: 1 };
    const search = listViewSearch(view);
    expect(search).toBe('?position=3&city=1&page=2');
    expect(parseListView(search)).toEqual(view);
  });

  it('a light list: the first page without filters is the bare address; odd values are dropped', () => {
    expect(listViewSearch({ where: NO_FILTERS, page: 0 })).toBe('');
    expect(parseListView('?page=-4&position=%3Cscript%3E&city=')).toEqual({ where: NO_FILTERS, page: 0 });
    expect(parseListView('?page=abc')).toEqual({ where: NO_FILTERS, page: 0 });
  });

  it("a light list: a store from 'Воронка найма' brings its city", () => {
    expect(parseListView('?store=10412&position=3').where).toEqual({
      position: '3',
      store: '10412',
      city: '1',
    });
  });

  it('the templates list: city, position and page round-trip', () => {
    const view = { filters: { city: '2', position: 'p-7' }, page: 3 };
    expect(templatesViewSearch(view)).toBe('?city=2&position=p-7&page=4');
    expect(parseTemplatesView(templatesViewSearch(view))).toEqual(view);
    expect(templatesViewSearch({ filters: { city: '', position: '' }, page: 0 })).toBe('');
    expect(parseTemplatesView('?city=a%20b&page=0')).toEqual({
      filters: { city: '', position: '' },
      page: 0,
    });
  });

  it('a change leads to the new address, and to none when the address stays the same', () => {
    expect(queryTarget('/protected/vacancy/', '?page=2', '?page=2')).toBeNull();
    expect(queryTarget('/protected/vacancy/', '', '')).toBeNull();
    expect(queryTarget('/protected/vacancy/', '?page=2', '')).toBe('/protected/vacancy/');
    expect(queryTarget('/protected/vacancy/', '', '?page=3')).toBe('/protected/vacancy/?page=3');
  });
});
