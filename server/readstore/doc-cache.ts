import { LRUCache } from 'lru-cache';
import { docFromJson, type Doc } from '#projections/core/read-store';

/**
 * Recent documents by collection and id: the only documents the embedded store keeps in memory.
 * They are kept as their JSON text: every `get` parses a fresh copy the caller may change (one
 * parse, where a parsed cache paid a clone in and a clone out), and a commit puts the text it has
 * just serialised, so the next batch of a busy document neither decrypts nor parses it twice.
 */
export class DocCache {
  private readonly lru: LRUCache<string, string>;

  constructor(max: number) {
    this.lru = new LRUCache({ max });
  }

  /** A fresh copy of the cached document. */
  get(collection: string, id: string): Doc | undefined {
    const text = this.lru.get(key(collection, id));
    return text === undefined ? undefined : docFromJson(text);
  }

  /** Whether the document is kept (without reading it, nor making it the most recent). */
  has(collection: string, id: string): boolean {
    return this.lru.has(key(collection, id));
  }

  /** Keeps a document's JSON text (as read, or as just committed). */
  set(collection: string, id: string, json: string): void {
    this.lru.set(key(collection, id), json);
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
