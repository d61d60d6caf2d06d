import { fieldOf } from '../../events/core/json';
import {
  MongoBulkWriteError,
  MongoClient,
  type AnyBulkWriteOperation,
  type Filter as MongoFilter,
  type IndexSpecification,
  type Sort as MongoSort,
} from 'mongodb';
import { positionOf, prepareChanges } from './changes';
import { mongoCluster, mongoMeta } from './mongo-cluster';
import {
  docFromJson,
  type Doc,
  type DocChange,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadIndexes,
  type ReadStore,
  type Sort,
} from '../../projections/core/read-store';

/**
 * The port's filters are Mongo query documents by contract (the embedded store answers the same
 * ones through mingo); the driver's Filter type spells that out field by field, which a generic
 * Record cannot satisfy.
 */
function mongoFilter(filter: Filter): MongoFilter<Doc> {
  return filter;
}

interface Checkpoint {
  _id: string;
  position: number;
}

const DUPLICATE_KEY = 11000;
/** How long change-feed entries are kept for nodes that follow them. */
export const FEED_KEEP_MS = 10 * 60_000;
/** Operations per bulkWrite of a rebuild (the driver splits larger ones anyway; this bounds memory). */
const REBUILD_CHUNK = 1000;

/**
 * Production read store. MongoDB has no transaction here (standalone servers have none), so a
 * commit is made idempotent instead: each replacement is guarded by `_pos` and the checkpoint is
 * written last. A crash in between replays the batch, which then changes nothing already newer.
 * Declared indexes become compound indexes, created at open and again after a reset drops them.
 */
export async function openMongoReadStore(
  url: string,
  dbName?: string,
  indexes: ReadIndexes = {},
): Promise<ReadStore> {
  const client = await new MongoClient(url).connect();
  const db = client.db(dbName);
  const docs = (name: string) => db.collection<Doc>(name);
  const checkpoints = db.collection<Checkpoint>('_checkpoints');
  const createIndexes = async (collection: string) => {
    for (const spec of indexes[collection] ?? []) await docs(collection).createIndex(indexKey(spec));
  };
  for (const collection of Object.keys(indexes)) await createIndexes(collection);
  const meta = mongoMeta(db);
  const cluster = await mongoCluster(db, FEED_KEEP_MS);

  const find = (collection: string, filter: MongoFilter<Doc>, options: FindOptions) => {
    const cursor = docs(collection).find(filter);
    const sort = withTieBreak(options.sort);
    if (sort) cursor.sort(sort);
    if (options.skip) cursor.skip(options.skip);
    if (options.limit) cursor.limit(options.limit);
    return cursor.toArray();
  };

  async function writeCollection(collection: string, changes: Map<string, Doc | null>): Promise<void> {
    const ops: AnyBulkWriteOperation<Doc>[] = [];
    const guarded = new Set<number>(); // indexes of ops whose duplicate-key error means "already newer"
    for (const [id, doc] of changes) {
      if (doc === null) {
        ops.push({ deleteOne: { filter: { _id: id } } });
        continue;
      }
      const { _id, ...replacement } = doc;
      const pos = positionOf(doc);
      if (pos !== undefined) guarded.add(ops.length);
      const filter: MongoFilter<Doc> =
        pos === undefined
          ? { _id: id }
          : { _id: id, $or: [{ _pos: { $lt: pos } }, { _pos: { $exists: false } }] };
      ops.push({ replaceOne: { filter, replacement, upsert: true } });
    }
    if (ops.length === 0) return;
    try {
      await docs(collection).bulkWrite(ops, { ordered: false });
    } catch (error) {
      // When the guard fails because a newer version is stored, the upsert tries to insert a
      // second document with the same _id and gets E11000: that write is correctly skipped.
      if (!(error instanceof MongoBulkWriteError)) throw error;
      const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      const real = writeErrors.filter((e) => {
        const index = fieldOf(e, 'index');
        return !(fieldOf(e, 'code') === DUPLICATE_KEY && typeof index === 'number' && guarded.has(index));
      });
      if (real.length > 0 || writeErrors.length === 0 || error.result.getWriteConcernError()) throw error;
    }
  }

  /** Rebuild fast path: plain replacements (no `_pos` guard, no duplicate-key handling needed). */
  async function rebuildCollection(collection: string, changes: Map<string, Doc | null>): Promise<void> {
    let ops: AnyBulkWriteOperation<Doc>[] = [];
    for (const [id, doc] of changes) {
      if (doc === null) ops.push({ deleteOne: { filter: { _id: id } } });
      else {
        const { _id, ...replacement } = doc;
        ops.push({ replaceOne: { filter: { _id: id }, replacement, upsert: true } });
      }
      if (ops.length >= REBUILD_CHUNK) {
        await docs(collection).bulkWrite(ops, { ordered: false });
        ops = [];
      }
    }
    if (ops.length > 0) await docs(collection).bulkWrite(ops, { ordered: false });
  }

  return {
    name: 'mongo',
    async get(collection, id) {
      return docs(collection).findOne({ _id: id });
    },
    async getMany(collection, ids) {
      const found = await docs(collection)
        .find({ _id: { $in: ids } })
        .toArray();
      return new Map(found.map((doc) => [doc._id, doc]));
    },
    async find(collection, filter = {}, options = {}) {
      return find(collection, mongoFilter(filter), options);
    },
    async count(collection, filter = {}) {
      return docs(collection).countDocuments(mongoFilter(filter));
    },
    async findPage(collection, filter, options) {
      const [page, total] = await Promise.all([
        find(collection, mongoFilter(filter), options),
        docs(collection).countDocuments(mongoFilter(filter)),
      ]);
      return { docs: page, total };
    },
    async commit(name: string, changes: DocChange[], position: number) {
      // Validate and serialise everything first: a bad document fails before any write.
      const byCollection = coalesce(prepareChanges(changes));
      for (const [collection, latest] of byCollection) await writeCollection(collection, latest);
      await checkpoints.updateOne({ _id: name }, { $max: { position } }, { upsert: true });
    },
    async commitRebuild(name: string, changes: DocChange[], position: number) {
      // One write per document (coalesce keeps the last change), so unordered writes are safe.
      const byCollection = coalesce(prepareChanges(changes));
      for (const [collection, latest] of byCollection) await rebuildCollection(collection, latest);
      await checkpoints.updateOne({ _id: name }, { $max: { position } }, { upsert: true });
    },
    async getCheckpoint(name) {
      return (await checkpoints.findOne({ _id: name }))?.position ?? 0;
    },
    async getMeta(name) {
      const value = (await meta.findOne({ _id: `app:${name}` }))?.value;
      return typeof value === 'string' ? value : null;
    },
    async setMeta(name, value) {
      await meta.updateOne({ _id: `app:${name}` }, { $set: { value } }, { upsert: true });
    },
    cluster,
    async reset(name, collections) {
      // Checkpoint first: a crash half-way then replays from zero rather than trusting a
      // checkpoint over emptied collections.
      await checkpoints.deleteOne({ _id: name });
      for (const collection of collections) {
        await docs(collection).drop();
        await createIndexes(collection);
      }
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * Unordered bulk writes may run in any order, so each document gets one write per batch: the last
 * change, unless it is an older version than one already pending (the rule SQLite applies in order).
 */
function coalesce(changes: ReturnType<typeof prepareChanges>): Map<string, Map<string, Doc | null>> {
  const byCollection = new Map<string, Map<string, Doc | null>>();
  for (const { collection, id, json } of changes) {
    let latest = byCollection.get(collection);
    if (!latest) byCollection.set(collection, (latest = new Map<string, Doc | null>()));
    // The parsed JSON is what SQLite would store too: both adapters keep plain JSON documents.
    const doc = json === null ? null : docFromJson(json);
    const previous = latest.get(id);
    const before = previous ? positionOf(previous) : undefined;
    const after = doc ? positionOf(doc) : undefined;
    if (before !== undefined && after !== undefined && before >= after) continue;
    latest.set(id, doc);
  }
  return byCollection;
}

/** Adds `_id` as the last sort key so that paging is deterministic (the SQLite adapter does too). */
function withTieBreak(sort: Sort | undefined): MongoSort | undefined {
  if (!sort || Object.keys(sort).length === 0) return undefined;
  return '_id' in sort ? sort : { ...sort, _id: 1 };
}

/**
 * The compound index of a declaration: the equality fields first, then the sort with its `_id`
 * tie-break, so that a query giving the fields reads its page in index order (equality, sort).
 */
function indexKey(spec: IndexSpec): IndexSpecification {
  const key = new Map<string, 1 | -1>(spec.fields.map((field) => [field, 1]));
  for (const [field, dir] of Object.entries(withTieBreak(spec.sort) ?? { _id: 1 })) {
    if (!key.has(field)) key.set(field, dir === -1 ? -1 : 1);
  }
  return [...key];
}
