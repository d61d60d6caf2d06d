import { POSITIONS } from '#events/positions/collections';
import type { PositionDoc, PositionView } from '#events/positions/events';
import type { ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';
import type { Stored } from '../core/types';

/** Every position, by title, as the API answers them. */
export async function listPositions(read: ReadStore): Promise<PositionView[]> {
  const docs = await collectionIn(read, POSITIONS).find({}, { sort: { title: 1 } });
  return docs.map(toPositionView);
}

/** A position's id and title: what a save checks its titles against. */
export interface PositionTitle {
  id: string;
  title: string;
}

/** Every position's id and title, in no order (a save's title check needs no sort). */
export async function positionTitles(read: ReadStore): Promise<PositionTitle[]> {
  const docs = await collectionIn(read, POSITIONS).find({});
  return docs.map((doc) => ({ id: doc._id, title: doc.title }));
}

/** The given positions in the given order (those that exist). */
export async function positionsByIds(read: ReadStore, ids: string[]): Promise<PositionView[]> {
  const docs = await collectionIn(read, POSITIONS).getMany(ids);
  return ids.flatMap((id) => {
    const doc = docs.get(id);
    return doc ? [toPositionView(doc)] : [];
  });
}

export function toPositionView(doc: Stored<PositionDoc>): PositionView {
  const { _id, title, use_to_search_candidate, show_on_vacancies_feed, revision, updatedAt, updatedBy } = doc;
  return { id: _id, title, use_to_search_candidate, show_on_vacancies_feed, revision, updatedAt, updatedBy };
}
