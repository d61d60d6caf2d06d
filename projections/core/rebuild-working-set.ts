import type { Doc, DocChange, ReadStore } from './read-store';

/** One document in SAMPLE_EVERY of each commit is measured for the working set's estimate. */
const SAMPLE_EVERY = 32;

/** The average size of a document as JSON, from one in SAMPLE_EVERY of the committed documents. */
export class DocSizeEstimate {
  private bytes = 0;
  private docs = 0;

  get average(): number {
    return this.docs === 0 ? 0 : this.bytes / this.docs;
  }

  sample(changes: readonly DocChange[]): void {
    for (let i = 0; i < changes.length; i += SAMPLE_EVERY) {
      const doc = changes[i]!.doc;
      if (doc === null) continue;
      this.bytes += JSON.stringify(doc).length;
      this.docs++;
    }
  }
}

/**
 * The documents of a rebuild, per collection (null: removed), and the changes not committed yet.
 * A collection is complete while it holds every document the store has: true from the reset on,
 * for the projection's own collections, until `forget` drops them.
 *
 * A collection of event documents (Projection.eventDocuments: each made by one event, which the
 * rebuild replays once) is never held: its documents go straight to the changes, are only counted,
 * and no later event looks for one, so it stays complete.
 */
export class WorkingSet {
  private readonly docs = new Map<string, Map<string, Doc | null>>();
  private changes = new Map<string, Map<string, Doc | null>>();
  private readonly complete: Set<string>;
  private readonly eventDocs: ReadonlySet<string>;
  /** The event documents made so far. */
  private made = 0;

  constructor(
    private readonly collections: string[],
    eventDocuments: readonly string[] = [],
  ) {
    this.complete = new Set(collections);
    this.eventDocs = new Set(eventDocuments.filter((c) => collections.includes(c)));
  }

  get size(): number {
    let size = 0;
    for (const docs of this.docs.values()) size += docs.size;
    return size;
  }

  get(collection: string, id: string): Doc | null {
    return this.docs.get(collection)?.get(id) ?? null;
  }

  set(collection: string, id: string, doc: Doc | null): void {
    mapOf(this.changes, collection).set(id, doc);
    if (!this.eventDocs.has(collection)) mapOf(this.docs, collection).set(id, doc);
    else if (doc !== null) this.made++;
  }

  /** Reads the documents of incomplete collections that the page touches and memory lacks. */
  async load(keys: { collection: string; id: string }[][], read: ReadStore): Promise<void> {
    // Every collection complete (a rebuild until memory runs short): nothing to look for.
    if (this.complete.size === this.collections.length) return;
    let missing: Map<string, Set<string>> | undefined;
    for (const list of keys) {
      for (const { collection, id } of list) {
        if (this.complete.has(collection) || this.docs.get(collection)?.has(id)) continue;
        missing ??= new Map();
        let ids = missing.get(collection);
        if (!ids) missing.set(collection, (ids = new Set()));
        ids.add(id);
      }
    }
    for (const [collection, ids] of missing ?? []) {
      const found = await read.getMany(collection, [...ids]);
      const docs = mapOf(this.docs, collection);
      for (const id of ids) docs.set(id, found.get(id) ?? null);
    }
  }

  /** The changes since the last call, collection by collection, each document in first-change order. */
  takeChanges(): DocChange[] {
    const changes: DocChange[] = [];
    for (const [collection, docs] of this.changes) {
      for (const [id, doc] of docs) changes.push({ collection, id, doc });
    }
    this.changes = new Map();
    return changes;
  }

  /** Drops every committed document from memory: they are read back when touched again. */
  forget(): void {
    this.docs.clear();
    for (const collection of this.collections)
      if (!this.eventDocs.has(collection)) this.complete.delete(collection);
  }

  /** How many documents the projection's collections hold, when memory knows them all. */
  documents(): number | null {
    let count = this.made;
    for (const collection of this.collections) {
      if (!this.complete.has(collection)) return null;
      for (const doc of this.docs.get(collection)?.values() ?? []) if (doc !== null) count++;
    }
    return count;
  }
}

function mapOf<V>(maps: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let map = maps.get(key);
  if (!map) maps.set(key, (map = new Map<string, V>()));
  return map;
}
