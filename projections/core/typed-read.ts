import type { Collection } from '#events/core/collections';
import type { Filter, FindOptions, ReadStore } from './read-store';
import type { Stored } from './types';

/** One collection of the read store, typed by its descriptor: what queries beside a projection use. */
export interface TypedCollection<D> {
  get(id: string): Promise<Stored<D> | null>;
  getMany(ids: string[]): Promise<Map<string, Stored<D>>>;
  find(filter?: Filter, options?: FindOptions): Promise<Stored<D>[]>;
  count(filter?: Filter): Promise<number>;
  findPage(filter: Filter, options: FindOptions): Promise<{ docs: Stored<D>[]; total: number }>;
}

/**
 * The typed view of `collection` in `read`. The one place documents get their type: each
 * collection is written only by its projection (defineProjection), which produces `D`.
 */
export function collectionIn<D>(read: ReadStore, collection: Collection<D>): TypedCollection<D> {
  const name = collection.name;
  // Doc is the store's untyped document; the descriptor's projection is its only writer.
  const typed = <T>(value: unknown): T => value as T;
  return {
    get: async (id) => typed<Stored<D> | null>(await read.get(name, id)),
    getMany: async (ids) => typed<Map<string, Stored<D>>>(await read.getMany(name, ids)),
    find: async (filter, options) => typed<Stored<D>[]>(await read.find(name, filter, options)),
    count: (filter) => read.count(name, filter),
    findPage: async (filter, options) =>
      typed<{ docs: Stored<D>[]; total: number }>(await read.findPage(name, filter, options)),
  };
}
