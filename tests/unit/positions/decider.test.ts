import { describe, it } from 'vitest';
import { positionDecider } from '#server/features/positions/decider';
import { NotFoundError } from '#server/core/errors';
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
      .when({ type: 'CreatePosition', id: '7', input: input() })
      .then([created]);
  });

  it('renames and toggles only what changed', () => {
    givenDecider(positionDecider)
      .given([created])
      .when({
        type: 'UpdatePosition',
        input: input({ title: 'Старший кассир', show_on_vacancies_feed: true }),
      })
      .then([
        { type: 'PositionRenamed', data: { title: 'Старший кассир' } },
        { type: 'PositionFeedVisibilityToggled', data: { show_on_vacancies_feed: true } },
      ]);
  });

  it('toggles pick candidates', () => {
    givenDecider(positionDecider)
      .given([created])
      .when({ type: 'UpdatePosition', input: input({ use_to_search_candidate: false }) })
      .then([{ type: 'PositionCandidateSearchToggled', data: { use_to_search_candidate: false } }]);
  });

  it('writes nothing for an unchanged save', () => {
    givenDecider(positionDecider).given([created]).when({ type: 'UpdatePosition', input: input() }).then([]);
  });

  it('refuses to update a position that does not exist', () => {
    givenDecider(positionDecider)
      .given([])
      .when({ type: 'UpdatePosition', input: input() })
      .thenThrows(NotFoundError, 'Должность не найдена');
  });

  it('treats re-creating an existing position as an update', () => {
    givenDecider(positionDecider)
      .given([created])
      .when({ type: 'CreatePosition', id: '7', input: input({ title: 'Кассир-операционист' }) })
      .then([{ type: 'PositionRenamed', data: { title: 'Кассир-операционист' } }]);
  });
});
