import type { PositionDoc, PositionView } from '#events/positions/events';

/** The settings table's order. */
export const byTitle = (a: PositionView, b: PositionView) => a.title.localeCompare(b.title, 'ru');

/** A pushed read-model document as the list call returns it (without `seq`, `createdAt`). */
export function toPositionView(doc: PositionDoc, pushedId: string): PositionView {
  const { id, title, use_to_search_candidate, show_on_vacancies_feed, revision, updatedAt, updatedBy } = doc;
  return {
    id: id || pushedId,
    title,
    use_to_search_candidate,
    show_on_vacancies_feed,
    revision,
    updatedAt,
    updatedBy,
  };
}
