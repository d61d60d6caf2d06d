import { LRUCache } from 'lru-cache';
import type { Doc } from '#projections/core/read-store';

/** Recent documents by collection and id: the only documents the embedded store keeps in memory. */
export class DocCache {
  private readonly lru: LRUCache<string, Doc>;

  constructor(max: number) {
    this.lru = new LRUCache({ max });
  }

  /** A copy of the cached document: callers may change what they get. */
  get(collection: string, id: string): Doc | undefined {
    const doc = this.lru.get(key(collection, id));
    return doc && structuredClone(doc);
  }

  /** Keeps its own copy of a document just read. */
  set(collection: string, id: string, doc: Doc): void {
    this.lru.set(key(collection, id), structuredClone(doc));
  }

  delete(collection: string, id: string): void {
    this.lru.delete(key(collection, id));
  }

  clear(): void {
    this.lru.clear();
  }
}

function key(collection: string, id: string): string {
  return `${collection}\u0000${id}`;
}
