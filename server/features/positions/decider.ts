import type { Decider } from '../../core/decider';
import { POSITION_KIND, type PositionEvent, type PositionInput } from '#events/positions/events';
import { POSITION_TITLE_TAKEN, positionTitleKey, titleMustBeUnique } from '#events/positions/titles';
import { NotFoundError, ValidationError } from '../../core/errors';

export interface PositionState {
  exists: boolean;
  id: string;
  title: string;
  use_to_search_candidate: boolean;
  show_on_vacancies_feed: boolean;
}

/**
 * `otherTitles`: the titles of the other positions the title must differ from (the read model's of
 * the same title key, and the other rows of the same save), read by the command; a title equal to
 * one of them ignoring case and spaces is refused.
 */
export type PositionCommand =
  | { type: 'CreatePosition'; id: string; input: PositionInput; otherTitles: readonly string[] }
  | { type: 'UpdatePosition'; input: PositionInput; otherTitles: readonly string[] };

const initialState = (): PositionState => ({
  exists: false,
  id: '',
  title: '',
  use_to_search_candidate: false,
  show_on_vacancies_feed: false,
});

/** Positions reference data: create, rename, toggle 'pick candidates' and 'show in vacancies feed'. */
export const positionDecider: Decider<PositionState, PositionCommand, PositionEvent> = {
  kind: POSITION_KIND,
  initialState,
  evolve(state, event) {
    switch (event.type) {
      case 'PositionCreated':
        return { ...event.data, exists: true };
      case 'PositionRenamed':
      case 'PositionCandidateSearchToggled':
      case 'PositionFeedVisibilityToggled':
        return { ...state, ...event.data };
    }
  },
  decide(command, state) {
    if (command.type === 'UpdatePosition' && !state.exists) throw new NotFoundError('Должность не найдена');
    if (command.input.title !== state.title) refuseTakenTitle(command.input.title, command.otherTitles);
    if (command.type === 'CreatePosition') {
      // Re-creating an existing position is a no-op rather than an error: the save is idempotent.
      if (state.exists) return changes(state, command.input);
      const { title, use_to_search_candidate, show_on_vacancies_feed } = command.input;
      return [
        {
          type: 'PositionCreated',
          data: { id: command.id, title, use_to_search_candidate, show_on_vacancies_feed },
        },
      ];
    }
    return changes(state, command.input);
  },
};

function refuseTakenTitle(title: string, otherTitles: readonly string[]): void {
  if (!titleMustBeUnique(title)) return;
  const key = positionTitleKey(title);
  if (otherTitles.some((other) => positionTitleKey(other) === key)) {
    throw new ValidationError(POSITION_TITLE_TAKEN, 'title');
  }
}

/** Only what actually changed becomes an event; an unchanged save writes nothing. */
function changes(state: PositionState, input: PositionInput): PositionEvent[] {
  const out: PositionEvent[] = [];
  if (input.title !== state.title) out.push({ type: 'PositionRenamed', data: { title: input.title } });
  if (input.use_to_search_candidate !== state.use_to_search_candidate) {
    out.push({
      type: 'PositionCandidateSearchToggled',
      data: { use_to_search_candidate: input.use_to_search_candidate },
    });
  }
  if (input.show_on_vacancies_feed !== state.show_on_vacancies_feed) {
    out.push({
      type: 'PositionFeedVisibilityToggled',
      data: { show_on_vacancies_feed: input.show_on_vacancies_feed },
    });
  }
  return out;
}
