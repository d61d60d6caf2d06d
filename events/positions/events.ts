import { safeName } from '../core/name-text';
import { array, boolean, integer, max, min, object, optional, size, string, type Infer } from 'superstruct';
import { text } from '../core/validators';
import type { EventOf, StoredEventOf } from '../core/typed';

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

/** The events of a position's stream, as deciders propose them and projections read them. */
export type PositionEvent = EventOf<typeof PositionEvents>;
export type StoredPositionEvent = StoredEventOf<typeof PositionEvents>;

export const POSITION_KIND = 'position';
export const SELF_EMPLOYED_POSITION_TITLE = 'Самозанятый';
export const OBSOLETE_POSITION_TITLE = 'Устаревшая должность!';

/**
 * One row of POST /api/v1/save-positions. `revision` is the version the editor saw: any later change
 * of the position refuses the save (409 naming who; a position has nothing else that could change).
 * The console sends it for every existing row; optional only because the spec's save takes a bare
 * list of positions (part 1, section 7), and such a row is saved over the position as it is.
 */
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

/** Who changed a record last, as read models keep it. */
export interface ChangedBy {
  userId: string;
  role: string;
  name?: string;
}

/** The `positions` read-model document (projections/positions). */
export interface PositionDoc {
  id: string;
  title: string;
  use_to_search_candidate: boolean;
  show_on_vacancies_feed: boolean;
  createdAt: string;
  /** The numeric id, for the next-id query (projections/core/seq.ts). */
  seq: number | null;
  revision: number;
  updatedAt: string;
  updatedBy: ChangedBy;
}

/** A position as the API answers it (POST /list-positions, /save-positions). */
export interface PositionView {
  id: string;
  title: string;
  use_to_search_candidate: boolean;
  show_on_vacancies_feed: boolean;
  revision: number;
  updatedAt: string;
  updatedBy: ChangedBy;
}
