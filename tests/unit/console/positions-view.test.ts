import { describe, expect, it } from 'vitest';
import type { StaffVacancy } from '#events/publication/views';
import {
  filterVacancies,
  pageOf,
  parsePositionsView,
  positionsSearch,
  VACANCIES_PAGE_SIZE,
} from '#client/console/features/vacancies/pages/positionsView';

/** Issue 31: /protected/positions searches, filters and pages, with the view kept in the address. */
const vacancy = (id: string, title: string, status: StaffVacancy['status'], city = 'Москва') =>
  ({
    id,
    IStoreId: `10${id}`,
    status,
    position: { id: '1', title },
    store: { label: `ТЦ Авиапарк, Магазин ${id}`, cityName: city },
  }) as unknown as StaffVacancy;

describe('the positions page view', () => {
  it('reads back what it writes, and drops what is odd', () => {
    const view = { q: 'Кассир Москва', status: 'closed' as const, page: 2 };
    expect(parsePositionsView(positionsSearch(view))).toEqual(view);
    expect(positionsSearch({ q: ' ', status: 'all', page: 0 })).toBe('');
    expect(parsePositionsView('?status=evil&page=-3&q=')).toEqual({ q: '', status: 'all', page: 0 });
    expect(parsePositionsView('page=abc').page).toBe(0);
  });

  it('searches position, store and city ignoring case and ё, and filters by site status', () => {
    const rows = [
      vacancy('1', 'Кассир', 'published'),
      vacancy('2', 'Продавец-кассир', 'unpublished', 'Казань'),
      vacancy('3', 'Приёмщик', 'closed'),
    ];
    const ids = (q: string, status: 'all' | 'published' | 'closed' = 'all') =>
      filterVacancies(rows, { q, status, page: 0 }).map((v) => v.id);
    expect(ids('КАССИР')).toEqual(['1', '2']);
    expect(ids('кассир казань')).toEqual(['2']);
    expect(ids('приемщик')).toEqual(['3']);
    expect(ids('', 'published')).toEqual(['1']);
    expect(ids('кассир', 'closed')).toEqual([]);
  });

  it('pages, clamping a page past the end to the last one', () => {
    const rows = Array.from({ length: VACANCIES_PAGE_SIZE + 3 }, (_, i) => i);
    expect(pageOf(rows, 1)).toEqual({ rows: [12, 13, 14], page: 1, pageCount: 2 });
    expect(pageOf(rows, 9).page).toBe(1);
    expect(pageOf([], 0)).toEqual({ rows: [], page: 0, pageCount: 1 });
  });
});
