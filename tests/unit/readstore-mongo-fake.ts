import { type BulkWriteResult, type MongoClient, MongoBulkWriteError, type WriteError } from 'mongodb';
import type { Doc } from '#projections/core/read-store';

/**
 * An in-memory stand-in for the parts of the MongoDB driver the read store uses (MongoDB cannot run
 * here). Replacements understand exactly the filters the adapter builds: `_id`, optionally with the
 * `_pos` guard. `beforeInsert` runs between a failed filter and an upsert's insert, to let a test
 * play the other runner of a race.
 */
type Stored = Map<string, Doc>;
type Guard = { _id: string; $or?: [{ _pos: { $lt: number } }, unknown] };
type Op =
  | { replaceOne: { filter: Guard; replacement: Omit<Doc, '_id'>; upsert?: boolean } }
  | { deleteOne: { filter: { _id: string } } };

export class FakeMongo {
  data = new Map<string, Stored>();
  bulkCalls: { collection: string; ops: Op[]; options: Record<string, unknown> }[] = [];
  createIndexCalls: { collection: string; key: unknown }[] = [];
  /** What createIndex answers for a read-model collection (the adapter's own ones always succeed). */
  indexAnswer: (collection: string) => Promise<string> = () => Promise.resolve('ok');
  hello: Record<string, unknown> = { isWritablePrimary: true };
  transactions = 0;
  beforeInsert: (collection: string, id: string) => void = () => undefined;

  stored(collection: string): Stored {
    let found = this.data.get(collection);
    if (!found) this.data.set(collection, (found = new Map()));
    return found;
  }

  private matches(doc: Doc | undefined, filter: Guard): boolean {
    if (!doc) return false;
    if (!filter.$or) return true;
    return doc._pos === undefined || doc._pos < filter.$or[0]._pos.$lt;
  }

  private bulkWrite(collection: string, ops: Op[], options: Record<string, unknown>) {
    this.bulkCalls.push({ collection, ops, options });
    const docs = this.stored(collection);
    const writeErrors: { index: number; code: number; errmsg: string }[] = [];
    ops.forEach((op, index) => {
      if ('deleteOne' in op) {
        docs.delete(op.deleteOne.filter._id);
        return;
      }
      const { filter, replacement, upsert } = op.replaceOne;
      if (this.matches(docs.get(filter._id), filter)) {
        docs.set(filter._id, { _id: filter._id, ...replacement });
        return;
      }
      if (!upsert) return;
      this.beforeInsert(collection, filter._id);
      if (docs.has(filter._id)) writeErrors.push({ index, code: 11000, errmsg: 'E11000 duplicate key' });
      else docs.set(filter._id, { _id: filter._id, ...replacement });
    });
    if (writeErrors.length > 0) {
      const result = { getWriteConcernError: () => undefined } as unknown as BulkWriteResult;
      throw new MongoBulkWriteError(
        { message: 'E11000 duplicate key', code: 11000, writeErrors: writeErrors as unknown as WriteError[] },
        result,
      );
    }
    return Promise.resolve({});
  }

  private collection(name: string) {
    const docs = () => this.stored(name);
    const list = (filter: { _id?: { $in: string[] } } = {}) =>
      [...docs().values()].filter((d) => !filter._id || filter._id.$in.includes(d._id));
    return {
      createIndex: (key: unknown) => {
        this.createIndexCalls.push({ collection: name, key });
        return name.startsWith('_') ? Promise.resolve('ok') : this.indexAnswer(name);
      },
      bulkWrite: (ops: Op[], options: Record<string, unknown> = {}) => this.bulkWrite(name, ops, options),
      find: (filter: { _id?: { $in: string[] } }) => {
        const cursor = {
          sort: () => cursor,
          skip: () => cursor,
          limit: () => cursor,
          toArray: () => Promise.resolve(list(filter)),
        };
        return cursor;
      },
      findOne: (filter: { _id: string }) => Promise.resolve(docs().get(filter._id) ?? null),
      countDocuments: () => Promise.resolve(docs().size),
      updateOne: (filter: { _id: string }, update: { $max?: { position: number } }) => {
        const current = docs().get(filter._id);
        const position = Math.max(Number(current?.position ?? 0), update.$max?.position ?? 0);
        docs().set(filter._id, { _id: filter._id, position });
        return Promise.resolve({});
      },
      deleteOne: (filter: { _id: string }) => Promise.resolve(docs().delete(filter._id)),
      drop: () => Promise.resolve(this.data.delete(name)),
    };
  }

  readonly client = {
    db: () => ({
      collection: (name: string) => this.collection(name),
      admin: () => ({ command: () => Promise.resolve(this.hello) }),
    }),
    startSession: () => ({
      withTransaction: async (fn: () => Promise<void>) => {
        this.transactions += 1;
        await fn();
      },
      endSession: () => Promise.resolve(),
    }),
    close: () => Promise.resolve(),
  } as unknown as MongoClient;
}
