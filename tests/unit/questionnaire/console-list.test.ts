import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { QuestionnaireDoc } from '#events/questionnaire/events';
import { belongsToList } from '#client/console/features/questionnaire/listMatch';
import { listSearch, parseListState } from '#client/console/features/questionnaire/listUrl';
import { ageText, cardPath, listPathOf } from '#client/console/features/questionnaire/format';

describe('the list address', () => {
  it('round-trips filters, order and page; the first page without filters is no query at all', () => {
    const state = {
      page: 2,
      sort: 'oldest' as const,
      where: { positionId: '3', search: 'иван 916', dateFrom: '2026-11-01', dateTo: '2026-11-24' },
    };
    expect(parseListState(listSearch(state))).toEqual(state);
    expect(listSearch({ page: 0, sort: 'newest', where: {} })).toBe('');
    expect(listSearch(state)).toContain('page=3');
  });

  it('drops what is odd: bad pages, unknown orders, dates not in YYYY-MM-DD', () => {
    expect(parseListState('?page=-4&sort=random&dateFrom=01.11.2026&storeId=10412')).toEqual({
      page: 0,
      sort: 'newest',
      where: { storeId: '10412' },
    });
  });
});

const doc = (over: Partial<QuestionnaireDoc> = {}): QuestionnaireDoc =>
  ({
    id: '7',
    contractorType: 'Employee',
    state: 'new',
    IStoreId: '10412',
    cityId: '1',
    positionId: '3',
    search: 'иванова мария петровна 79161234567',
    createdAt: '2026-11-23T22:30:00.000Z', // 24.11 in Moscow
    ...over,
  }) as QuestionnaireDoc; // only the fields the list filter reads

describe('does a pushed questionnaire belong to the list on screen', () => {
  it.each([
    ['its tab and type', doc(), {}, true],
    ['another tab', doc({ state: 'employed' }), {}, false],
    ['self-employed in the employees list', doc({ contractorType: 'Entrepreneur' }), {}, false],
    ['another store', doc(), { storeId: '10234' }, false],
    ['every word of the search', doc(), { search: 'Мария иванова' }, true],
    ['phone digits as typed', doc(), { search: '+7 916 123' }, true],
    ['a word it lacks', doc(), { search: 'мария сидорова' }, false],
    ['the Moscow day of creation', doc(), { dateFrom: '2026-11-24', dateTo: '2026-11-24' }, true],
    ['before the range', doc(), { dateFrom: '2026-11-25' }, false],
  ])('%s', (_name, q, where, expected) => {
    expect(belongsToList(q, 'new', 'Employee', where)).toBe(expected);
  });
});

describe('card texts', () => {
  it('age from either stored birth date form, nothing once erased', () => {
    const now = DateTime.fromISO('2026-11-24T00:00:00Z');
    expect(ageText('1995-04-12', now)).toBe('31 год');
    expect(ageText('12.04.2002', now)).toBe('24 года');
    expect(ageText('удалено', now)).toBe('');
  });

  it('leads to signing in waitingSigningDocuments, to the full view otherwise; back to its own list', () => {
    expect(cardPath({ id: '5', state: 'waitingSigningDocuments' })).toBe('/protected/feedback/subscribe/5');
    expect(cardPath({ id: '5', state: 'accepted' })).toBe('/protected/feedback/5');
    expect(listPathOf({ state: 'employed', contractorType: 'Employee' })).toBe('/protected/feedbacks/worked');
    expect(listPathOf({ state: 'rejectedAuth', contractorType: 'Entrepreneur' })).toBe(
      '/protected/selfemployed/rejected',
    );
    expect(listPathOf({ state: 'resolved', contractorType: 'Entrepreneur' })).toBe(
      '/protected/selfemployed/verified',
    );
  });
});
