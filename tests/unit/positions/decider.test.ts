import { describe, expect, it } from 'vitest';
import { positionDecider } from '#server/features/positions/decider';
import { NotFoundError, ValidationError } from '#server/core/errors';
import { positionTitleKey } from '#events/positions/titles';
import { givenDecider } from '../../helpers/gwt';
import type { PositionEvent } from '#events/positions/events';

const created: PositionEvent = {
  type: 'PositionCreated',
  data: { id: '7', title: 'Кассир', use_to_search_candidate: true, show_on_vacancies_feed: false },
};
const input = (over = {}) => ({
  title: 'Кассир',
  use_to_search_candidate: true,
  show_on_vacancies_feed: false,
  ...over,
});

describe('position decider', () => {
  it('creates a new position', () => {
    givenDecider(positionDecider)
      .given([])
      .when({ type: 'CreatePosition', id: '7', input: input(), otherTitles: [] })
      .then([created]);
  });

  it('renames and toggles only what changed', () => {
    givenDecider(positionDecider)
      .given([created])
      .when({
        type: 'UpdatePosition',
        input: input({ title: 'Старший кассир', show_on_vacancies_feed: true }),
        otherTitles: [],
      })
      .then([
        { type: 'PositionRenamed', data: { title: 'Старший кассир' } },
        { type: 'PositionFeedVisibilityToggled', data: { show_on_vacancies_feed: true } },
      ]);
  });

  it('toggles pick candidates', () => {
    givenDecider(positionDecider)
      .given([created])
      .when({ type: 'UpdatePosition', input: input({ use_to_search_candidate: false }), otherTitles: [] })
      .then([{ type: 'PositionCandidateSearchToggled', data: { use_to_search_candidate: false } }]);
  });

  it('writes nothing for an unchanged save', () => {
    givenDecider(positionDecider)
      .given([created])
      .when({ type: 'UpdatePosition', input: input(), otherTitles: [] })
      .then([]);
  });

  it('refuses to update a position that does not exist', () => {
    givenDecider(positionDecider)
      .given([])
      .when({ type: 'UpdatePosition', input: input(), otherTitles: [] })
      .thenThrows(NotFoundError, 'Должность не найдена');
  });

  it('treats re-creating an existing position as an update', () => {
    givenDecider(positionDecider)
      .given([created])
      .when({
        type: 'CreatePosition',
        id: '7',
        input: input({ title: 'Кассир-операционист' }),
        otherTitles: [],
      })
      .then([{ type: 'PositionRenamed', data: { title: 'Кассир-операционист' } }]);
  });

  describe('one position per title, ignoring case, spaces and ё (issue 31)', () => {
    const taken = 'Поле «название»: должность с таким названием уже есть';
    for (const title of [
      'Кассир',
      'кассир',
      '  КАССИР ',
      'Старший   кассир',
      'старший кассир',
      'Старший кассир',
    ]) {
      it(`refuses creating «${title}» next to 'Кассир' and 'Старший кассир'`, () => {
        givenDecider(positionDecider)
          .given([])
          .when({
            type: 'CreatePosition',
            id: '8',
            input: input({ title }),
            otherTitles: ['Кассир', 'Старший кассир'],
          })
          .thenThrows(ValidationError, taken);
      });
    }

    it('treats ё as е', () => {
      givenDecider(positionDecider)
        .given([created])
        .when({ type: 'UpdatePosition', input: input({ title: 'Приёмщик' }), otherTitles: ['приемщик'] })
        .thenThrows(ValidationError, taken);
    });

    it('refuses renaming to another position’s title', () => {
      givenDecider(positionDecider)
        .given([created])
        .when({
          type: 'UpdatePosition',
          input: input({ title: ' мерчендайзер' }),
          otherTitles: ['Мерчендайзер'],
        })
        .thenThrows(ValidationError, taken);
    });

    it('lets a position change the case of its own title, and saves its flags under a taken-looking title', () => {
      givenDecider(positionDecider)
        .given([created])
        .when({ type: 'UpdatePosition', input: input({ title: 'КАССИР' }), otherTitles: ['Мерчендайзер'] })
        .then([{ type: 'PositionRenamed', data: { title: 'КАССИР' } }]);
      givenDecider(positionDecider)
        .given([created])
        .when({
          type: 'UpdatePosition',
          input: input({ show_on_vacancies_feed: true }),
          otherTitles: ['кассир'],
        })
        .then([{ type: 'PositionFeedVisibilityToggled', data: { show_on_vacancies_feed: true } }]);
    });

    it('accepts a title that only contains another one', () => {
      givenDecider(positionDecider)
        .given([])
        .when({
          type: 'CreatePosition',
          id: '8',
          input: input({ title: 'Кассир-операционист' }),
          otherTitles: ['Кассир'],
        })
        .then([
          {
            type: 'PositionCreated',
            data: {
              id: '8',
              title: 'Кассир-операционист',
              use_to_search_candidate: true,
              show_on_vacancies_feed: false,
            },
          },
        ]);
    });

    it("lets any number of positions be retired as 'Устаревшая должность!'", () => {
      givenDecider(positionDecider)
        .given([created])
        .when({
          type: 'UpdatePosition',
          input: input({ title: 'Устаревшая должность!' }),
          otherTitles: ['Устаревшая должность!'],
        })
        .then([{ type: 'PositionRenamed', data: { title: 'Устаревшая должность!' } }]);
    });

    it('keys collapse spaces, case and ё', () => {
      expect(positionTitleKey('  Старший\tПРИЁМЩИК  ')).toBe('старший приемщик');
    });

    it('keys stay the same when asked again, past the bound of keys kept', () => {
      const title = '  Старший\tПРИЁМЩИК  ';
      expect(positionTitleKey(title)).toBe(positionTitleKey(title));
      for (let i = 0; i < 10_050; i++) expect(positionTitleKey(`Должность ${i} Ё`)).toBe(`должность ${i} е`);
      expect(positionTitleKey(title)).toBe('старший приемщик');
      expect(positionTitleKey('Должность 7 Ё')).toBe('должность 7 е');
    });
  });
});
