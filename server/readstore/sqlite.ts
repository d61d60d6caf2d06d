import Database from 'better-sqlite3';
import { prepareChanges, type PreparedChange } from './changes';
import { CollectionCache } from './collection-cache';
import type { Doc, DocChange, ReadIndexes, ReadStore } from '../../projections/core/read-store';

/**
 * Embedded read store: documents live in SQLite (the durable copy) and in memory per collection
 * (loaded on first use, or at open for collections with declared indexes; updated after each
 * successful commit); queries are answered from memory with Mongo semantics, through the declared
 * indexes when they serve the query. Every document handed out is a structured clone, so callers
 * can never change the cache.
 */
export function openSqliteReadStore(file: string, indexes: ReadIndexes = {}): ReadStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // A crash may lose the last commits, never corrupt them; read models are rebuilt from events anyway.
  db.pragma('synchronous = NORMAL');
  // Replaced and deleted documents leave no readable remains in free space (erasure, 152-FZ).
  db.pragma('secure_delete = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS docs (
      collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (collection, id));
    CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
  `);

  // In id order through the primary key, chunk after chunk (keyset paging).
  const selectFirstRows = db.prepare<[string, number], { id: string; doc: string }>(
    'SELECT id, doc FROM docs WHERE collection = ? ORDER BY id LIMIT ?',
  );
  const selectRowsAfter = db.prepare<[string, string, number], { id: string; doc: string }>(
    'SELECT id, doc FROM docs WHERE collection = ? AND id > ? ORDER BY id LIMIT ?',
  );
  // Same idempotency rule as the Mongo adapter: never replace a document with an older version
  // (a lower or equal _pos); documents without a number _pos are always replaced.
  const upsertDoc = db.prepare<[string, string, string]>(`
    INSERT INTO docs (collection, id, doc) VALUES (?, ?, ?)
    ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc
    WHERE coalesce(json_type(excluded.doc, '$._pos'), '') NOT IN ('integer', 'real')
       OR coalesce(json_type(docs.doc, '$._pos'), '') NOT IN ('integer', 'real')
       OR json_extract(docs.doc, '$._pos') < json_extract(excluded.doc, '$._pos')`);
  // Rebuild fast path: the collection was reset and is written in event order, nothing to guard.
  // An update (not REPLACE) keeps the row, hence the order a reload gives, as the guarded upsert does.
  const putDoc = db.prepare<[string, string, string]>(`
    INSERT INTO docs (collection, id, doc) VALUES (?, ?, ?)
    ON CONFLICT (collection, id) DO UPDATE SET doc = excluded.doc`);
  const deleteDoc = db.prepare<[string, string]>('DELETE FROM docs WHERE collection = ? AND id = ?');
  const deleteCollection = db.prepare<[string]>('DELETE FROM docs WHERE collection = ?');
  const selectCheckpoint = db.prepare<[string], { position: number }>(
    'SELECT position FROM checkpoints WHERE name = ?',
  );
  // $max like the Mongo adapter: a checkpoint never moves back (reset is the way to start over).
  const saveCheckpoint = db.prepare<[string, number]>(`
    INSERT INTO checkpoints (name, position) VALUES (?, ?)
    ON CONFLICT (name) DO UPDATE SET position = max(position, excluded.position)`);
  const deleteCheckpoint = db.prepare<[string]>('DELETE FROM checkpoints WHERE name = ?');

  /** Writes the batch; returns the changes that took effect, in order, for the cache. */
  const writeBatch = db.transaction((name: string, changes: PreparedChange[], position: number) => {
    const applied: PreparedChange[] = [];
    for (const change of changes) {
      const result =
        change.json === null
          ? deleteDoc.run(change.collection, change.id)
          : upsertDoc.run(change.collection, change.id, change.json);
      if (result.changes > 0 || change.json === null) applied.push(change);
    }
    saveCheckpoint.run(name, position);
    return applied;
  });
  const writeRebuildBatch = db.transaction((name: string, changes: PreparedChange[], position: number) => {
    for (const change of changes) {
      if (change.json === null) deleteDoc.run(change.collection, change.id);
      else putDoc.run(change.collection, change.id, change.json);
    }
    saveCheckpoint.run(name, position);
  });
  const resetAll = db.transaction((name: string, collections: string[]) => {
    for (const collection of collections) deleteCollection.run(collection);
    deleteCheckpoint.run(name);
  });

  const cache = new CollectionCache(
    (collection, after, limit) =>
      after === null ? selectFirstRows.all(collection, limit) : selectRowsAfter.all(collection, after, limit),
    indexes,
  );
  cache.preloadIndexed();
  const clone = (doc: Doc): Doc => structuredClone(doc);

  return {
    name: 'sqlite',
    async get(collection, id) {
      const doc = (await cache.loaded(collection)).docs.get(id);
      return doc ? clone(doc) : null;
    },
    async getMany(collection, ids) {
      const { docs } = await cache.loaded(collection);
      const found = new Map<string, Doc>();
      for (const id of ids) {
        const doc = docs.get(id);
        if (doc) found.set(id, clone(doc));
      }
      return found;
    },
    async find(collection, filter = {}, options = {}) {
      return (await cache.loaded(collection)).find(filter, options).map(clone);
    },
    async count(collection, filter = {}) {
      return (await cache.loaded(collection)).count(filter);
    },
    async findPage(collection, filter, options) {
      const page = (await cache.loaded(collection)).findPage(filter, options);
      return { docs: page.docs.map(clone), total: page.total };
    },
    async commit(name: string, changes: DocChange[], position: number) {
      const prepared = prepareChanges(changes); // throws before any write if a document is bad
      const applied = writeBatch(name, prepared, position);
      // Only now that SQLite has committed; collections not loaded yet will read the new rows.
      for (const { collection, id, json } of applied) cache.apply(collection, id, json);
    },
    async commitRebuild(name: string, changes: DocChange[], position: number) {
      const prepared = prepareChanges(changes);
      writeRebuildBatch(name, prepared, position);
      // Parsing every version back into the cache would cost as much as the write: a rebuild reads
      // nothing meanwhile, so the collection is read again from SQLite on next use instead.
      let last: string | undefined;
      for (const { collection } of prepared) {
        if (collection !== last) cache.forget((last = collection));
      }
    },
    async shred() {
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async getCheckpoint(name) {
      return selectCheckpoint.get(name)?.position ?? 0;
    },
    async reset(name, collections) {
      resetAll(name, collections);
      for (const collection of collections) cache.setEmpty(collection);
    },
    async close() {
      cache.clear();
      db.close();
    },
  };
}
