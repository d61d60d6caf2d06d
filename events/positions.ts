import { safeName } from './name-text';
import { array, boolean, integer, max, min, object, optional, size, string, type Infer } from 'superstruct';
import { text } from './validators';

/** Reference data: a position (должность). Every change is one of these events. */
export const PositionEvents = {
  PositionCreated: object({
    id: string(),
    title: string(),
    use_to_search_candidate: boolean(),
    show_on_vacancies_feed: boolean(),
  }),
  PositionRenamed: object({ title: string() }),
  PositionCandidateSearchToggled: object({ use_to_search_candidate: boolean() }),
  PositionFeedVisibilityToggled: object({ show_on_vacancies_feed: boolean() }),
};

export const POSITION_KIND = 'position';
export const SELF_EMPLOYED_POSITION_TITLE = 'Самозанятый';
export const OBSOLETE_POSITION_TITLE = 'Устаревшая должность!';

/** One row of POST /api/v1/save-positions. `revision` is the version the editor saw (optimistic lock). */
export const PositionInput = object({
  id: optional(size(string(), 1, 40)),
  title: safeName(text(200)),
  use_to_search_candidate: boolean(),
  show_on_vacancies_feed: boolean(),
  revision: optional(min(max(integer(), 1_000_000), -1)),
});
export type PositionInput = Infer<typeof PositionInput>;

export const SavePositionsInput = object({ positions: size(array(PositionInput), 1, 200) });
export type SavePositionsInput = Infer<typeof SavePositionsInput>;

export interface PositionView {
  id: string;
  title: string;
  use_to_search_candidate: boolean;
  show_on_vacancies_feed: boolean;
  revision: number;
  updatedAt: string;
  updatedBy: { userId: string; role: string; name?: string };
}
