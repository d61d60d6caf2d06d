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

/** Per read store: every position's title by id, read when the positions' checkpoint was `checkpoint`. */
const titlesKept = new WeakMap<ReadStore, { checkpoint: number; titles: ReadonlyMap<string, string> }>();

/**
 * Every position's id and title, in no order (a save's title check needs no sort).
 *
 * Reading every position at each save grew with the list (issue 25, item 3: 15% of a save's server
 * time in bench 4 at 370 positions). So the titles are kept per read store with the
 * positions' checkpoint, read before them, and a later save reads only the positions whose `_pos`
 * is past it: every event that changed a position since has a position past the checkpoint (the
 * checkpoint only moves once its events are applied), and the embedded store skips older rows
 * before decoding them. Positions are never removed (no event removes one). A checkpoint that went
 * back (a reset, a rebuild's swap) reads everything again.
 */
export async function positionTitles(read: ReadStore): Promise<PositionTitle[]> {
  const positions = collectionIn(read, POSITIONS);
  const checkpoint = await read.getCheckpoint(POSITIONS.name);
  const kept = titlesKept.get(read);
  let titles: Map<string, string>;
  if (kept && checkpoint > 0 && checkpoint >= kept.checkpoint) {
    if (checkpoint === kept.checkpoint) return listOf(kept.titles);
    titles = new Map(kept.titles);
    for (const doc of await positions.find({ _pos: { $gt: kept.checkpoint } }))
      titles.set(doc._id, doc.title);
  } else {
    titles = new Map((await positions.find({})).map((doc) => [doc._id, doc.title]));
  }
  titlesKept.set(read, { checkpoint, titles });
  return listOf(titles);
}

const listOf = (titles: ReadonlyMap<string, string>): PositionTitle[] =>
  [...titles].map(([id, title]) => ({ id, title }));

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
