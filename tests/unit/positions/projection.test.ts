import { describe, it } from 'vitest';
import { positionsProjection } from '#projections/positions/projection';
import { givenProjection, stored } from '../../helpers/gwt';

describe('positions projection', () => {
  const history = stored('position-7', [
    {
      type: 'PositionCreated',
      data: { id: '7', title: 'Кассир', use_to_search_candidate: true, show_on_vacancies_feed: false },
    },
    { type: 'PositionRenamed', data: { title: 'Старший кассир' } },
    { type: 'PositionFeedVisibilityToggled', data: { show_on_vacancies_feed: true } },
  ]);

  it('builds the settings row from the events', () => {
    givenProjection(positionsProjection)
      .given(history)
      .then('positions/7', {
        _id: '7',
        title: 'Старший кассир',
        use_to_search_candidate: true,
        show_on_vacancies_feed: true,
        revision: 2,
        updatedBy: { userId: 'u1', role: 'Admin' },
      });
  });

  it('ignores events of other streams', () => {
    givenProjection(positionsProjection)
      .given(stored('user-1', [{ type: 'UserPermissionsChanged', data: { permissions: [] } }]))
      .then('positions/1', null);
  });

  it('does not invent a document from an update without a creation', () => {
    givenProjection(positionsProjection).given(history.slice(1)).then('positions/7', null);
  });
});
