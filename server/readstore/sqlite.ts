import { positionOf, prepareChanges, type PreparedChange } from './changes';
import { decodeDoc, plainCodec, sealedCodec } from './doc-codec';
import { openReadDatabase } from './sqlite-schema';
import { DocCache } from './doc-cache';
import { stagedView } from './sqlite-aside';
import { Generations } from './sqlite-generations';
import { GenerationKeys } from './sqlite-generation-keys';
import type { SqlIndexTable } from './sql-index-table';
import { SqlQueries } from './sql-query';
import { sqliteCluster } from './sqlite-cluster';
import { PROJECTIONS_LEASE } from '../cluster/node';
import { checkpointInBackground, truncateWal } from '../core/wal-checkpointer';
import {
  docFromJson,
  type Doc,
  type DocChange,
  type ReadIndexes,
  type ReadStore,
} from '#projections/core/read-store';

/** Recent documents kept parsed for get/getMany; everything else is read from SQLite when asked. */
const CACHED_DOCS = 5000;
/** How long a swap waits for the readers of other processes to let the WAL be truncated. */
const SWAP_TRUNCATE_WAIT_MS = 60_000;
/** Rows read per statement while an index is built for documents stored before it was declared. */
const BUILD_CHUNK = 5000;

export interface SqliteReadStoreOptions {
  /** Documents are sealed with this key (doc-codec.ts); without it they are stored as JSON text. */
  key?: Buffer;
  /**
   * Collections stored as JSON text even with a key: those of projections that do not declare
   * personal data (`plainCollectionsOf`). Every other collection is sealed.
   */
  plain?: readonly string[];
  /** WAL checkpoints on a worker thread (server/core/wal-checkpointer.ts): the server's store. */
  backgroundCheckpoints?: boolean;
  /** The connection's page cache, MiB (default READ_CACHE_MIB; `npm run rebuild` opens it with REBUILD_READ_STORE). */
  cacheMiB?: number;
}

/**
 * Embedded read store bounded by disk: documents live in SQLite only (a table per physical
 * collection, keyed by id: sqlite-doc-tables.ts), the declared indexes of a collection are one
 * table of encoded keys with an SQLite index per declared index over it (sql-index-table.ts,
 * sql-index.ts), and queries run as SQL with LIMIT/OFFSET, counts from the index, and a streaming
 * scan through the mingo-compatible matcher for what the indexes do not settle (sql-query.ts).
 * Only a bounded cache of recent documents stays in memory.
 */
export function openSqliteReadStore(
  file: string,
  indexes: ReadIndexes = {},
  options: SqliteReadStoreOptions = {},
): ReadStore {
  // The generations' keys are read from the file; its own key check (meta) needs none of them.
  const generation: { keys?: GenerationKeys } = {};
  const keyOf = (collection: string) => generation.keys?.keyOf(collection);
  const codec = options.key ? sealedCodec(options.key, options.plain, keyOf) : plainCodec;
  const db = openReadDatabase(file, codec, options.cacheMiB);
  const keys = (generation.keys = new GenerationKeys(db, options.key));
  // A swap that stopped before truncating the WAL after shredding a key: done now, or at the next open.
  if (keys.walTruncationOwed() && !db.pragma('wal_checkpoint(TRUNCATE)', { simple: true }))
    keys.walTruncated();
  const checkpointer = options.backgroundCheckpoints ? checkpointInBackground(db, file) : null;
  // The erasure's TRUNCATE checkpoint waits for readers (a second node) through the busy handler;
  // the worker's own checkpoint it waits for in truncateWal, which SQLite's busy handler does not.
  if (checkpointer) db.pragma('busy_timeout = 5000');

  const generations = new Generations(db, indexes, keys, new Set(options.plain));
  const { byCollection, staging, docs } = generations;
  const phys = (name: string): string => generations.phys(name);
  const queries = new SqlQueries(db, (collection) => byCollection.get(collection), docs, codec);
  const cache = new DocCache(CACHED_DOCS);

  const selectCheckpoint = db.prepare<[string], { position: number }>(
    'SELECT position FROM checkpoints WHERE name = ?',
  );
  // $max like the Mongo adapter: a checkpoint never moves back (reset is the way to start over).
  const saveCheckpoint = db.prepare<[string, number]>(`
    INSERT INTO checkpoints (name, position) VALUES (?, ?)
    ON CONFLICT (name) DO UPDATE SET position = max(position, excluded.position)`);
  const deleteCheckpoint = db.prepare<[string]>('DELETE FROM checkpoints WHERE name = ?');
  const isBuilt = db.prepare<[string], { name: string }>('SELECT name FROM built_indexes WHERE name = ?');
  const markBuilt = db.prepare<[string]>('INSERT OR IGNORE INTO built_indexes (name) VALUES (?)');

  /** A change as its table's row: the document through the codec, and its _pos beside it. */
  const row = (
    change: PreparedChange,
    source: DocChange | undefined,
  ): [string, string | Buffer, number | null] => [
    change.id,
    codec.encode(change.collection, change.id, change.json ?? 'null'),
    positionOf(source?.doc ?? {}) ?? null,
  ];

  const indexDoc = (collection: string, id: string, doc: Doc | null): void => {
    byCollection.get(collection)?.write(id, doc);
  };

  // An index declared after documents were stored: filled once, in one transaction.
  const buildIndex = db.transaction((index: SqlIndexTable) => {
    index.reset();
    for (let after = ''; ;) {
      const rows = docs.of(index.collection)?.rowsAfter.all(after, BUILD_CHUNK) ?? [];
      for (const row of rows) index.write(row.id, decodeDoc(codec, index.collection, row.id, row.doc));
      const last = rows.at(-1);
      if (!last || rows.length < BUILD_CHUNK) break;
      after = last.id;
    }
    markBuilt.run(index.table);
  });
  // An index this store does not declare is not kept in step by its commits (a rebuild script that
  // opens the store without indexes, say): it is marked stale, and rebuilt by the next store that
  // declares it.
  const declared = [...byCollection.values()].map((index) => index.table);
  db.prepare(`DELETE FROM built_indexes WHERE name NOT IN (${declared.map(() => '?').join(', ')})`).run(
    ...declared,
  );
  for (const index of byCollection.values()) if (!isBuilt.get(index.table)) buildIndex(index);

  /** Writes the batch; returns the changes that took effect, for the cache. */
  const writeBatch = docs.writing(
    (name: string, changes: PreparedChange[], sources: DocChange[], position: number) => {
      const applied: PreparedChange[] = [];
      changes.forEach((change, i) => {
        const result =
          change.json === null
            ? docs.of(change.collection)?.remove.run(change.id)
            : docs.ensure(change.collection).upsert.run(...row(change, sources[i]));
        if ((result?.changes ?? 0) > 0 || change.json === null) {
          applied.push(change);
          indexDoc(change.collection, change.id, sources[i]?.doc ?? null);
        }
      });
      saveCheckpoint.run(name, position);
      return applied;
    },
  );
  const writeRebuildBatch = docs.writing(
    (name: string, changes: PreparedChange[], sources: DocChange[], position: number) => {
      changes.forEach((change, i) => {
        if (change.json === null) docs.of(change.collection)?.remove.run(change.id);
        else docs.ensure(change.collection).put.run(...row(change, sources[i]));
        indexDoc(change.collection, change.id, sources[i]?.doc ?? null);
      });
      saveCheckpoint.run(name, position);
    },
  );
  /** `collections` are physical names. */
  const resetAll = db.transaction((name: string, collections: string[]) => {
    for (const collection of collections) {
      docs.of(collection)?.clear.run();
      byCollection.get(collection)?.reset();
    }
    deleteCheckpoint.run(name);
  });

  const selectMeta = db.prepare<[string], { value: unknown }>('SELECT value FROM meta WHERE name = ?');
  const saveMeta = db.prepare<[string, string]>('INSERT OR REPLACE INTO meta (name, value) VALUES (?, ?)');
  /**
   * Runs a read in one snapshot of the file. Another process's swap (a rebuild) commits either
   * before the snapshot, and is seen with its generations, or after it, and is not seen at all.
   * Statement by statement, a swap committed between the check of generations and a query (or
   * between a page and its count) had dropped the tables the query named: 'no such table' for a
   * server following a rebuild. PRAGMA data_version, the snapshot's first statement, starts it.
   */
  const inSnapshot = db.transaction((query: () => unknown) => {
    // Another process committed (a rebuild's swap, say): its documents may differ from the cache.
    if (generations.followOtherWriters()) cache.clear();
    return query();
  });
  const reading = <T>(query: () => T): T => inSnapshot(query) as T;

  const read = (collection: string, id: string): Doc | null => {
    const cached = cache.get(collection, id);
    if (cached) return cached;
    const row = docs.of(collection)?.get.get(id);
    if (!row) return null;
    const json = codec.text(collection, id, row.doc);
    // A rebuild reads back what it wrote moments ago, once: not worth a place in the cache.
    if (!staging.has(collection)) cache.set(collection, id, json);
    return docFromJson(json);
  };
  /** Documents all cached, no other process's commit since the last look: read without a snapshot. */
  const cachedWhole = (collection: string, ids: readonly string[]): Map<string, Doc> | null => {
    const name = phys(collection);
    if (!ids.every((id) => cache.has(name, id))) return null;
    if (generations.followOtherWriters()) return (cache.clear(), null);
    return new Map(ids.map((id) => [id, cache.get(name, id)!]));
  };
  const physicalChanges = <T extends { collection: string }>(changes: T[]): T[] =>
    changes.map((change) => ({ ...change, collection: phys(change.collection) }));

  const store: ReadStore = {
    name: 'sqlite',
    async get(collection, id) {
      return cachedWhole(collection, [id])?.get(id) ?? reading(() => read(phys(collection), id));
    },
    async getMany(collection, ids) {
      return (
        cachedWhole(collection, ids) ??
        reading(() => {
          const name = phys(collection);
          const found = new Map<string, Doc>();
          for (const id of ids) {
            const doc = read(name, id);
            if (doc) found.set(id, doc);
          }
          return found;
        })
      );
    },
    async fieldOfMany(collection, ids, field) {
      return reading(() => {
        const name = phys(collection);
        const found = new Map<string, unknown>();
        // From the index table's column when the field has one: no document is read or opened.
        const indexed = byCollection.get(name)?.valuesOf(ids, field);
        for (const [id, value] of indexed?.values ?? []) found.set(id, value);
        for (const id of indexed ? indexed.irregular : ids) {
          const doc = read(name, id);
          if (doc) found.set(id, doc[field] ?? null);
        }
        return found;
      });
    },
    async find(collection, filter = {}, options = {}) {
      return reading(() => queries.find(phys(collection), filter, options));
    },
    async count(collection, filter = {}) {
      return reading(() => queries.count(phys(collection), filter));
    },
    async findPage(collection, filter, options) {
      return reading(() => queries.findPage(phys(collection), filter, options));
    },
    async commit(name: string, changes: DocChange[], position: number) {
      const prepared = physicalChanges(prepareChanges(changes)); // throws before any write if a document is bad
      const applied = writeBatch(name, prepared, changes, position);
      // The next read of a busy document takes the text just written: no decryption, one parse.
      for (const { collection, id, json } of applied) {
        if (json === null || staging.has(collection)) cache.delete(collection, id);
        else cache.set(collection, id, json);
      }
    },
    async commitRebuild(name: string, changes: DocChange[], position: number) {
      const prepared = physicalChanges(prepareChanges(changes));
      writeRebuildBatch(name, prepared, changes, position);
      for (const { collection, id } of prepared) cache.delete(collection, id);
    },
    async shred() {
      // A rebuild that stopped before its swap left its staging copies in the file, with documents
      // the erasure's purge never reached (it purges the live collections). A rebuild still running
      // holds the projections lease (scripts/rebuild.ts) and reads the erasure itself before its swap.
      const lease = await store.cluster.leaseHolder(PROJECTIONS_LEASE, Date.now());
      if (!lease?.holder.endsWith(':rebuild')) generations.dropAbandonedStaging();
      // The WAL must not keep the erased documents' old pages (nor a shredded generation's key).
      await truncateWal(db);
      keys.walTruncated();
    },
    async beginRebuild(name, collections) {
      generations.beginAside(name, collections);
      return {
        store: stagedView(store, collections),
        async finish() {
          const shredded = generations.swapIn(name, collections);
          cache.clear();
          // The swap shredded the old generations' keys, but the WAL may still hold frames of the
          // page that kept them (written by this swap or an earlier one, while they were live). An
          // erasure met during the rebuild left its candidate in the old generation, whose freed
          // pages are not zeroed: no copy of their key may outlive the swap.
          if (shredded) {
            await truncateWal(db, SWAP_TRUNCATE_WAIT_MS);
            keys.walTruncated();
          }
        },
      };
    },
    async getCheckpoint(name) {
      return selectCheckpoint.get(name)?.position ?? 0;
    },
    async getMeta(name) {
      const value = selectMeta.get(`app:${name}`)?.value;
      return typeof value === 'string' ? value : null;
    },
    async setMeta(name, value) {
      saveMeta.run(`app:${name}`, value);
    },
    cluster: sqliteCluster(db),
    async reset(name, collections) {
      resetAll(name, collections.map(phys));
      cache.clear();
    },
    async close() {
      cache.clear();
      await checkpointer?.stop();
      db.close();
    },
  };
  return store;
}
