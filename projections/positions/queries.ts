import { POSITIONS } from '#events/positions/collections';
import type { PositionDoc, PositionView } from '#events/positions/events';
import type { ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';
import type { Stored } from '../core/types';
import { BY_TITLE_KEY } from './projection';

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

/** Read stores whose every position carries its titleKey (checked once per store and process). */
const keyedStores = new WeakSet<ReadStore>();

/**
 * The id and title of every position whose title has one of `keys` (positionTitleKey), in no order:
 * what a save checks its titles against, through the titleKey index. A read model projected
 * before positions carried their key is read whole, as before, until a rebuild keys it.
 */
export async function positionsTitled(read: ReadStore, keys: string[]): Promise<PositionTitle[]> {
  const positions = collectionIn(read, POSITIONS);
  if (!keyedStores.has(read)) {
    if ((await positions.count({ titleKey: { $exists: false } })) > 0)
      return titlesOf(await positions.find({}));
    keyedStores.add(read);
  }
  if (keys.length === 0) return [];
  return titlesOf(await positions.find({ titleKey: { $in: keys } }, { sort: BY_TITLE_KEY.sort }));
}

const titlesOf = (docs: Stored<PositionDoc>[]): PositionTitle[] =>
  docs.map((doc) => ({ id: doc._id, title: doc.title }));

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
