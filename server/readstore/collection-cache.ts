import { MemoryCollection } from './memory-collection';
import { docFromJson, type ReadIndexes } from '../../projections/core/read-store';

/** Stored rows of a collection in id order: all of them, or those after `afterId`, at most `limit`. */
export type ReadRows = (
  collection: string,
  afterId: string | null,
  limit: number,
) => { id: string; doc: string }[];

/** Rows parsed per turn of the event loop while a collection loads (about 20-30 ms of work). */
const LOAD_CHUNK = 1000;

interface Cached {
  collection: MemoryCollection;
  /** Settles when the collection is loaded. */
  ready: Promise<void>;
}

/**
 * The embedded read store's memory: collections loaded from SQLite on first use, or ahead of it
 * for those with declared indexes (the ones lists query). A load reads chunk after chunk and lets
 * the event loop run between them, so a 100,000-document collection never stalls other requests;
 * reads of that collection wait for it. Commits made meanwhile go to the part already in memory,
 * and the chunks still to come read them from SQLite, which has them already.
 */
export class CollectionCache {
  private readonly cached = new Map<string, Cached>();

  constructor(
    private readonly readRows: ReadRows,
    private readonly indexes: ReadIndexes,
  ) {}

  /** The collection with every stored document, once loaded. */
  async loaded(name: string): Promise<MemoryCollection> {
    for (;;) {
      const entry = this.entry(name);
      await entry.ready;
      // A reset or a rebuild may have replaced it while it loaded: then wait for the new one.
      if (this.cached.get(name) === entry) return entry.collection;
    }
  }

  /** Starts loading the collections that have indexes. A failure shows at the next read, which retries. */
  preloadIndexed(): void {
    for (const name of Object.keys(this.indexes)) this.entry(name).ready.catch(() => {});
  }

  /** A committed change; collections not in memory read it from SQLite when they load. */
  apply(name: string, id: string, json: string | null): void {
    const collection = this.cached.get(name)?.collection;
    if (!collection) return;
    // Parsed from the stored text: the cache owns its copy and equals what a reload would give.
    if (json === null) collection.delete(id);
    else collection.set(id, docFromJson(json));
  }

  /** Drops a collection from memory: the next read loads it again. */
  forget(name: string): void {
    this.cached.delete(name);
  }

  /** The collection is known to be empty (just reset): nothing to load. */
  setEmpty(name: string): void {
    this.cached.set(name, { collection: this.newCollection(name), ready: Promise.resolve() });
  }

  clear(): void {
    this.cached.clear();
  }

  private entry(name: string): Cached {
    const entry = this.cached.get(name);
    if (entry) return entry;
    const loading: Cached = { collection: this.newCollection(name), ready: Promise.resolve() };
    this.cached.set(name, loading);
    loading.ready = this.load(name, loading).catch((error: unknown) => {
      if (this.cached.get(name) === loading) this.cached.delete(name); // the next read tries again
      throw error;
    });
    return loading;
  }

  private async load(name: string, entry: Cached): Promise<void> {
    for (let after: string | null = null; ;) {
      const rows = this.readRows(name, after, LOAD_CHUNK);
      for (const row of rows) entry.collection.set(row.id, docFromJson(row.doc));
      const last = rows.at(-1);
      if (rows.length < LOAD_CHUNK || !last) break;
      after = last.id;
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.cached.get(name) !== entry) return; // replaced by a reset or a rebuild, or closed
    }
  }

  private newCollection(name: string): MemoryCollection {
    return new MemoryCollection(this.indexes[name] ?? []);
  }
}
