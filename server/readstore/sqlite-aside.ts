import type { ReadStore } from '#projections/core/read-store';

/**
 * The name of the staging copy of a collection or checkpoint that a rebuild writes aside. NUL never
 * appears in a projection's names, so a staging copy cannot collide with a live collection.
 */
export function staged(name: string): string {
  return `${name}${STAGED}`;
}
const STAGED = '\u0000next';

export const isStaged = (name: string): boolean => name.endsWith(STAGED);

/** The live collection or checkpoint a staging name is the copy of. */
export const liveName = (stagedName: string): string => stagedName.slice(0, -STAGED.length);

/**
 * The embedded store seen by a rebuild built aside: the given collections and the checkpoint are
 * their staging copies; everything else is the live store. Closing it closes nothing.
 */
export function stagedView(store: ReadStore, collections: string[]): ReadStore {
  const aside = new Set(collections);
  const map = (collection: string): string => (aside.has(collection) ? staged(collection) : collection);
  const mapChanges = <T extends { collection: string }>(changes: T[]): T[] =>
    changes.map((change) => ({ ...change, collection: map(change.collection) }));
  return {
    name: store.name,
    get: (collection, id) => store.get(map(collection), id),
    getMany: (collection, ids) => store.getMany(map(collection), ids),
    fieldOfMany:
      store.fieldOfMany && ((collection, ids, field) => store.fieldOfMany!(map(collection), ids, field)),
    find: (collection, filter, options) => store.find(map(collection), filter, options),
    count: (collection, filter) => store.count(map(collection), filter),
    findPage: (collection, filter, options) => store.findPage(map(collection), filter, options),
    commit: (name, changes, position) => store.commit(staged(name), mapChanges(changes), position),
    commitRebuild: (name, changes, position) =>
      store.commitRebuild
        ? store.commitRebuild(staged(name), mapChanges(changes), position)
        : store.commit(staged(name), mapChanges(changes), position),
    getCheckpoint: (name) => store.getCheckpoint(staged(name)),
    reset: (name, collections) => store.reset(staged(name), collections.map(map)),
    getMeta: (name) => store.getMeta(name),
    setMeta: (name, value) => store.setMeta(name, value),
    cluster: store.cluster,
    close: async () => {},
  };
}
