import {
  type Db,
  MongoClient,
  MongoServerError,
  type Filter as MongoFilter,
  type IndexSpecification,
  type Sort as MongoSort,
} from 'mongodb';
import { MEETINGS } from '#events/meetings/collections';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import { prepareChanges } from './changes';
import { mongoCluster, mongoMeta } from './mongo-cluster';
import { FEED_KEEP_MS } from '#projections/core/read-store';
import { type Coalesced, coalesce, guardedWrite, rebuildWrite, transactionalWrite } from './mongo-writes';
import type {
  Doc,
  DocChange,
  Filter,
  FindOptions,
  IndexSpec,
  ReadIndexes,
  ReadStore,
  Sort,
} from '#projections/core/read-store';
import { log } from '../core/logger';

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

const INDEX_BUILD_ABORTED = 276;
const NAMESPACE_NOT_FOUND = 26;

/**
 * Indexes that queries need beyond the projections' declarations (issue 16, item 4), in the same
 * form. The light list filters by status and store scope, often without position or city, and
 * sorts by seq: the declared (type, positionId, cityId, IStoreId, seq) index cannot serve that
 * sort. Meetings declare none: the next number sorts by seq, the calendar by startsAt and seq.
 */
export const EXTRA_INDEXES: ReadIndexes = {
  [QUESTIONNAIRES_LIGHT.name]: [
    { fields: ['type'], sort: { seq: -1 } },
    { fields: ['type', 'IStoreId'], sort: { seq: -1 } },
    { fields: [], sort: { seq: -1 } },
  ],
  [MEETINGS.name]: [
    { fields: [], sort: { seq: -1 } },
    { fields: [], sort: { startsAt: 1, seq: 1 } },
    { fields: ['IStoreId'], sort: { startsAt: 1, seq: 1 } },
  ],
};

/**
 * Whether the server runs transactions: a replica set member (`setName` in hello) or a mongos.
 * Servers before 4.4.2 answer only the legacy isMaster.
 */
export async function supportsTransactions(db: Db): Promise<boolean> {
  let hello: Record<string, unknown>;
  try {
    hello = await db.admin().command({ hello: 1 });
  } catch {
    hello = await db.admin().command({ isMaster: 1 });
  }
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}

/** Production read store: MongoDB. Requires a database name (see mongo-url.ts). */
export async function openMongoReadStore(
  url: string,
  dbName?: string,
  indexes: ReadIndexes = {},
): Promise<ReadStore> {
  const client = await new MongoClient(url).connect();
  return mongoReadStoreFromClient(client, dbName, indexes);
}

/**
 * The store over a connected client (tests pass a fake).
 *
 * What is atomic, and what is not:
 * - On a replica set (or mongos) a commit's documents and its checkpoint are written in one
 *   transaction.
 * - On a standalone server there are no transactions: a commit writes each collection's documents
 *   (guarded by `_pos`, so idempotent) and then the checkpoint. A crash in between leaves some
 *   documents of the batch written and the checkpoint behind; the batch is replayed and changes
 *   nothing already newer. Readers may meanwhile see part of a batch.
 * - A rebuild's batches (commitRebuild) are never transactional: a rebuild is large and replays.
 * - findPage reads the page and the total in two queries, not from one snapshot: under concurrent
 *   commits the total may count a document the page does not show, or the other way round.
 *
 * Indexes are built in the background: open does not wait for them (a large collection would hold
 * the start up), queries are correct without them, and a failed build is logged.
 */
export async function mongoReadStoreFromClient(
  client: MongoClient,
  dbName?: string,
  indexes: ReadIndexes = {},
): Promise<ReadStore> {
  const db = client.db(dbName);
  const docs = (name: string) => db.collection<Doc>(name);
  const checkpoints = db.collection<Checkpoint>('_checkpoints');
  let closed = false;

  const indexSpecs = (collection: string) => [
    ...(indexes[collection] ?? []),
    ...(EXTRA_INDEXES[collection] ?? []),
  ];
  const startIndexes = (collection: string) => {
    for (const spec of indexSpecs(collection)) {
      docs(collection)
        .createIndex(indexKey(spec))
        .catch((err: unknown) => {
          // A reset drops the collection under a running build, then starts it again: not a failure.
          const code = err instanceof MongoServerError ? err.code : undefined;
          if (!closed && code !== INDEX_BUILD_ABORTED && code !== NAMESPACE_NOT_FOUND)
            log.error(
              `[readstore] index on ${collection} failed: ${err instanceof Error ? err.message : String(err)}`,
            );
        });
    }
  };
  for (const collection of new Set([...Object.keys(indexes), ...Object.keys(EXTRA_INDEXES)]))
    startIndexes(collection);

  const meta = mongoMeta(db);
  const cluster = await mongoCluster(db, FEED_KEEP_MS);
  const transactions = await supportsTransactions(db);

  const find = (collection: string, filter: MongoFilter<Doc>, options: FindOptions) => {
    const cursor = docs(collection).find(filter);
    const sort = withTieBreak(options.sort);
    if (sort) cursor.sort(sort);
    if (options.skip) cursor.skip(options.skip);
    if (options.limit) cursor.limit(options.limit);
    return cursor.toArray();
  };

  async function commitInTransaction(name: string, byCollection: Coalesced, position: number): Promise<void> {
    const session = client.startSession();
    try {
      await session.withTransaction(async () => {
        for (const [collection, latest] of byCollection)
          await transactionalWrite(docs(collection), latest, session);
        await checkpoints.updateOne({ _id: name }, { $max: { position } }, { upsert: true, session });
      });
    } finally {
      await session.endSession();
    }
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
      // Two queries, not one snapshot: the total may be off by the documents a concurrent commit
      // changes between them (see the note above).
      const [page, total] = await Promise.all([
        find(collection, mongoFilter(filter), options),
        docs(collection).countDocuments(mongoFilter(filter)),
      ]);
      return { docs: page, total };
    },
    async commit(name: string, changes: DocChange[], position: number) {
      // Validate and serialise everything first: a bad document fails before any write.
      const byCollection = coalesce(prepareChanges(changes));
      if (transactions) return commitInTransaction(name, byCollection, position);
      // Standalone: not atomic; idempotent instead (guarded documents first, checkpoint last).
      for (const [collection, latest] of byCollection) await guardedWrite(docs(collection), latest);
      await checkpoints.updateOne({ _id: name }, { $max: { position } }, { upsert: true });
    },
    async commitRebuild(name: string, changes: DocChange[], position: number) {
      // One write per document (coalesce keeps the last change), so unordered writes are safe.
      const byCollection = coalesce(prepareChanges(changes));
      for (const [collection, latest] of byCollection) await rebuildWrite(docs(collection), latest);
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
        startIndexes(collection);
      }
    },
    async close() {
      closed = true;
      await client.close();
    },
  };
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
export function indexKey(spec: IndexSpec): IndexSpecification {
  const key = new Map<string, 1 | -1>(spec.fields.map((field) => [field, 1]));
  for (const [field, dir] of Object.entries(withTieBreak(spec.sort) ?? { _id: 1 })) {
    if (!key.has(field)) key.set(field, dir === -1 ? -1 : 1);
  }
  return [...key];
}
