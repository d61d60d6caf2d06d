import { describe, expect, it } from 'vitest';
import { cardPathOf, daysText, sinceText } from '#client/console/features/funnel/stuck/format';
import { stuckQueryString } from '#client/console/features/funnel/stuck/api';

describe('the stuck list as the console shows it', () => {
  it('days in Russian', () => {
    expect([1, 2, 5, 11, 21, 22, 112].map(daysText)).toEqual([
      '1 день',
      '2 дня',
      '5 дней',
      '11 дней',
      '21 день',
      '22 дня',
      '112 дней',
    ]);
  });

  it('since in Moscow time with МСК', () => {
    expect(sinceText('2026-03-01T21:30:00.000Z')).toBe('02.03.2026 00:30 МСК');
  });

  it('opens the card the viewer has', () => {
    const questionnaire = { record: { kind: 'questionnaire' as const, id: '12' } };
    const light = { record: { kind: 'questionnaireLight' as const, id: '7' } };
    expect(cardPathOf(questionnaire, { reviewsLight: false, scope: 'UnitDirector' })).toBe(
      '/protected/feedback/12',
    );
    expect(cardPathOf(light, { reviewsLight: true, scope: 'Admin' })).toBe(
      '/protected/questionnaire-light/7',
    );
    expect(cardPathOf(light, { reviewsLight: false, scope: 'StoreDirector' })).toBe(
      '/protected/feedbacks/light/7',
    );
    expect(cardPathOf(light, { reviewsLight: false, scope: 'RegionDirector' })).toBeNull();
  });

  it('puts the filter and the page in the query', () => {
    expect(stuckQueryString({ storeId: '10412', source: 'site' }, 2)).toBe(
      'storeId=10412&source=site&page=2',
    );
    expect(stuckQueryString({}, 1)).toBe('');
  });
});
