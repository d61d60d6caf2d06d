import type { Doc, DocChange, Filter, FindOptions, Page, ReadStore } from '#projections/core/read-store';
import { compileFilter } from '../../readstore/memory-filter';
import { findPageInMemory, pageBounds, sortOf } from '../../readstore/memory-query';
import { compileSort } from '../../readstore/memory-sort';
import { AsOfRefused } from './errors';

/**
 * A read store as it was at one point of one record's story (issue 28, time travel): the documents
 * of that record (every collection's document whose id is one of its streams' ids) come from
 * `overlay`, rebuilt from its events up to that point, and are absent when it had not made them
 * yet; every other document comes from the live store. Queries over a collection see the overlay's
 * documents in place of the live ones with the same ids. It never writes to the live store.
 */
export class OverlayReadStore implements ReadStore {
  readonly name: string;
  /** collection -> id -> the document as it was (absent: it did not exist then). */
  private readonly docs = new Map<string, Map<string, Doc>>();

  constructor(
    private readonly live: ReadStore,
    /** The ids whose documents come from the overlay, in every collection. */
    private readonly ids: ReadonlySet<string>,
  ) {
    this.name = `${live.name} as of`;
  }

  get cluster() {
    return this.live.cluster;
  }

  /** Whether the overlay answers for this id (its document, or its absence). */
  owns(id: string): boolean {
    return this.ids.has(id);
  }

  /** Takes a replay's changes of the record's documents; changes of other documents are ignored. */
  put(changes: readonly DocChange[]): void {
    for (const { collection, id, doc } of changes) {
      if (!this.ids.has(id)) continue;
      let byId = this.docs.get(collection);
      if (!byId) this.docs.set(collection, (byId = new Map<string, Doc>()));
      if (doc) byId.set(id, doc);
      else byId.delete(id);
    }
  }

  private overlaid(collection: string): Doc[] {
    return [...(this.docs.get(collection)?.values() ?? [])];
  }

  async get(collection: string, id: string): Promise<Doc | null> {
    if (!this.ids.has(id)) return this.live.get(collection, id);
    const doc = this.docs.get(collection)?.get(id);
    return doc ? structuredClone(doc) : null;
  }

  async getMany(collection: string, ids: string[]): Promise<Map<string, Doc>> {
    const found = await this.live.getMany(
      collection,
      ids.filter((id) => !this.ids.has(id)),
    );
    for (const id of ids) {
      const doc = this.ids.has(id) ? this.docs.get(collection)?.get(id) : undefined;
      if (doc) found.set(id, structuredClone(doc));
    }
    return found;
  }

  async find(collection: string, filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    return (await this.findPage(collection, filter, options)).docs;
  }

  async count(collection: string, filter: Filter = {}): Promise<number> {
    const [live, shadowed] = await Promise.all([
      this.live.count(collection, filter),
      this.liveShadowed(collection, filter),
    ]);
    const matches = compileFilter(filter);
    return live - shadowed.length + this.overlaid(collection).filter(matches).length;
  }

  /**
   * The live page, widened by as many documents as the overlay may take out of it, without the
   * overlay's ids; the overlay's matching documents merged in; then sorted and cut to the page.
   */
  async findPage(collection: string, filter: Filter, options: FindOptions): Promise<Page> {
    const { skip, limit } = pageBounds(options);
    const sort = sortOf(options);
    const widen = this.ids.size;
    const [live, shadowed] = await Promise.all([
      this.live.findPage(collection, filter, {
        ...(sort ? { sort } : {}),
        skip: 0,
        limit: limit === Infinity ? 0 : skip + limit + widen,
      }),
      this.liveShadowed(collection, filter),
    ]);
    const mine = findPageInMemory(this.overlaid(collection), filter, {});
    const rows = [
      ...live.docs.filter((d) => !this.ids.has(d._id)),
      ...mine.docs.map((d) => structuredClone(d)),
    ];
    if (sort) {
      const { keysOf, compareKeys } = compileSort(sort);
      const keyed = rows.map((doc) => ({ doc, keys: keysOf(doc) }));
      keyed.sort((a, b) => compareKeys(a.keys, b.keys));
      rows.splice(0, rows.length, ...keyed.map((k) => k.doc));
    }
    return {
      docs: rows.slice(skip, limit === Infinity ? undefined : skip + limit),
      total: live.total - shadowed.length + mine.total,
    };
  }

  /** The live documents with the overlay's ids that match the filter (the overlay replaces them). */
  private async liveShadowed(collection: string, filter: Filter): Promise<Doc[]> {
    if (this.ids.size === 0) return [];
    const found = await this.live.getMany(collection, [...this.ids]);
    return [...found.values()].filter(compileFilter(filter));
  }

  getCheckpoint(checkpointName: string): Promise<number> {
    return this.live.getCheckpoint(checkpointName);
  }

  getMeta(name: string): Promise<string | null> {
    return this.live.getMeta(name);
  }

  // A record in the past is read only: nothing may write through this view.
  commit(): Promise<void> {
    return Promise.reject(new AsOfRefused());
  }

  reset(): Promise<void> {
    return Promise.reject(new AsOfRefused());
  }

  setMeta(): Promise<void> {
    return Promise.reject(new AsOfRefused());
  }

  async close(): Promise<void> {
    // The live store belongs to the server.
  }
}
