import { POSITIONS } from '#events/positions/collections';
import { positionTitleKey } from '#events/positions/titles';
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

/** Every position's title, as a save's title check asks for them. */
export interface PositionTitles {
  all(): PositionTitle[];
  /** The positions whose title is the same as `title` (positionTitleKey: case, spaces, 'ё'). */
  sameAs(title: string): PositionTitle[];
}

/** The titles by id and by key; a document changes them only when newer than what they hold. */
class TitleIndex implements PositionTitles {
  private readonly byId = new Map<string, { title: string; position: number }>();
  private readonly byKey = new Map<string, Set<string>>();

  constructor(public checkpoint: number) {}

  put(id: string, title: string, position: number): void {
    const old = this.byId.get(id);
    if (old && old.position >= position) return;
    if (old) this.byKey.get(positionTitleKey(old.title))?.delete(id);
    this.byId.set(id, { title, position });
    const key = positionTitleKey(title);
    let ids = this.byKey.get(key);
    if (!ids) this.byKey.set(key, (ids = new Set()));
    ids.add(id);
  }

  all(): PositionTitle[] {
    return [...this.byId].map(([id, { title }]) => ({ id, title }));
  }

  sameAs(title: string): PositionTitle[] {
    const ids = this.byKey.get(positionTitleKey(title)) ?? [];
    return [...ids].map((id) => ({ id, title: this.byId.get(id)!.title }));
  }
}

/** Per read store: every position's title, read when the positions' checkpoint was `checkpoint`. */
const titlesKept = new WeakMap<ReadStore, TitleIndex>();

/**
 * Every position's title, by id and by title key (a save's title check needs no sort).
 *
 * Reading every position at each save grew with the list (issue 25, item 3: 15% of a save's server
 * time in bench 4 at 370 positions). So the titles are kept per read store with the
 * positions' checkpoint, read before them, and a later save reads only the positions whose `_pos`
 * is past it: every event that changed a position since has a position past the checkpoint (the
 * checkpoint only moves once its events are applied), and the embedded store skips older rows
 * before decoding them. Positions are never removed (no event removes one). A checkpoint that went
 * back (a reset, a rebuild's swap) reads everything again. By key, a save's check looks at the
 * positions of its own title only, not at every title again (a third of a save's time at 1,000).
 */
export async function positionTitles(read: ReadStore): Promise<PositionTitles> {
  const positions = collectionIn(read, POSITIONS);
  const checkpoint = await read.getCheckpoint(POSITIONS.name);
  const kept = titlesKept.get(read);
  if (kept && checkpoint > 0 && checkpoint >= kept.checkpoint) {
    if (checkpoint === kept.checkpoint) return kept;
    for (const doc of await positions.find({ _pos: { $gt: kept.checkpoint } }))
      kept.put(doc._id, doc.title, doc._pos ?? 0);
    kept.checkpoint = Math.max(kept.checkpoint, checkpoint);
    return kept;
  }
  const titles = new TitleIndex(checkpoint);
  for (const doc of await positions.find({})) titles.put(doc._id, doc.title, doc._pos ?? 0);
  titlesKept.set(read, titles);
  return titles;
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
