import {
  type AnyBulkWriteOperation,
  type ClientSession,
  type Collection,
  type Filter as MongoFilter,
  MongoBulkWriteError,
  type WithoutId,
} from 'mongodb';
import { fieldOf } from '#events/core/json';
import { docFromJson, type Doc } from '#projections/core/read-store';
import { positionOf, prepareChanges } from './changes';

const DUPLICATE_KEY = 11000;
/** Operations per bulkWrite of a rebuild (the driver splits larger ones anyway; this bounds memory). */
const REBUILD_CHUNK = 1000;

/** The latest change of each document, by collection. */
export type Coalesced = Map<string, Map<string, Doc | null>>;

/** A replacement that applies only over an older version (`_pos` below its own) or none. */
interface Guarded {
  filter: MongoFilter<Doc>;
  replacement: WithoutId<Doc>;
}

function guardFor(id: string, doc: Doc): Guarded {
  const { _id, ...replacement } = doc;
  const pos = positionOf(doc);
  const filter: MongoFilter<Doc> =
    pos === undefined
      ? { _id: id }
      : { _id: id, $or: [{ _pos: { $lt: pos } }, { _pos: { $exists: false } }] };
  return { filter, replacement };
}

/**
 * Writes one collection's changes without a transaction, each replacement guarded by `_pos`, so
 * that a replayed or late batch never overwrites a newer version.
 *
 * A guarded upsert fails with a duplicate key (E11000) in two cases: a newer version is stored
 * (the filter missed, the upsert tried to insert the same `_id`), or another runner inserted the
 * same new document between this filter and this insert. Both are settled by retrying those
 * operations once as the same guarded replacement without upsert: it applies over an older
 * version and changes nothing over a newer one, so the newer of two racing writers always wins.
 */
export async function guardedWrite(
  collection: Collection<Doc>,
  changes: Map<string, Doc | null>,
): Promise<void> {
  const ops: AnyBulkWriteOperation<Doc>[] = [];
  const guarded = new Map<number, Guarded>(); // by index in `ops`
  for (const [id, doc] of changes) {
    if (doc === null) {
      ops.push({ deleteOne: { filter: { _id: id } } });
      continue;
    }
    const guard = guardFor(id, doc);
    if (positionOf(doc) !== undefined) guarded.set(ops.length, guard);
    ops.push({ replaceOne: { ...guard, upsert: true } });
  }
  if (ops.length === 0) return;
  try {
    await collection.bulkWrite(ops, { ordered: false });
  } catch (error) {
    if (!(error instanceof MongoBulkWriteError)) throw error;
    const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    if (writeErrors.length === 0 || error.result.getWriteConcernError()) throw error;
    const retry: AnyBulkWriteOperation<Doc>[] = [];
    for (const e of writeErrors) {
      const index = fieldOf(e, 'index');
      const guard = typeof index === 'number' ? guarded.get(index) : undefined;
      if (fieldOf(e, 'code') !== DUPLICATE_KEY || !guard) throw error;
      retry.push({ replaceOne: { filter: guard.filter, replacement: guard.replacement } });
    }
    await collection.bulkWrite(retry, { ordered: false });
  }
}

/**
 * Writes one collection's changes inside a transaction (replica sets). A write error aborts a
 * transaction, so the duplicate-key trick of guardedWrite cannot be used: the stored positions are
 * read first and only documents older than their change are replaced. A concurrent writer of the
 * same documents makes the transaction fail with a transient write conflict, and withTransaction
 * runs it again, reading the positions anew.
 */
export async function transactionalWrite(
  collection: Collection<Doc>,
  changes: Map<string, Doc | null>,
  session: ClientSession,
): Promise<void> {
  const ids = [...changes.keys()];
  const stored = await collection.find({ _id: { $in: ids } }, { projection: { _pos: 1 }, session }).toArray();
  const storedPos = new Map(stored.map((d) => [d._id, d._pos]));
  const ops: AnyBulkWriteOperation<Doc>[] = [];
  for (const [id, doc] of changes) {
    if (doc === null) {
      ops.push({ deleteOne: { filter: { _id: id } } });
      continue;
    }
    const pos = positionOf(doc);
    const before = storedPos.get(id);
    if (pos !== undefined && typeof before === 'number' && before >= pos) continue; // newer stored
    const { _id, ...replacement } = doc;
    ops.push({ replaceOne: { filter: { _id: id }, replacement, upsert: true } });
  }
  if (ops.length > 0) await collection.bulkWrite(ops, { ordered: true, session });
}

/** Rebuild fast path: plain replacements (no `_pos` guard, no duplicate-key handling needed). */
export async function rebuildWrite(
  collection: Collection<Doc>,
  changes: Map<string, Doc | null>,
): Promise<void> {
  let ops: AnyBulkWriteOperation<Doc>[] = [];
  for (const [id, doc] of changes) {
    if (doc === null) ops.push({ deleteOne: { filter: { _id: id } } });
    else {
      const { _id, ...replacement } = doc;
      ops.push({ replaceOne: { filter: { _id: id }, replacement, upsert: true } });
    }
    if (ops.length >= REBUILD_CHUNK) {
      await collection.bulkWrite(ops, { ordered: false });
      ops = [];
    }
  }
  if (ops.length > 0) await collection.bulkWrite(ops, { ordered: false });
}

/**
 * Unordered bulk writes may run in any order, so each document gets one write per batch: the last
 * change, unless it is an older version than one already pending (the rule SQLite applies in order).
 */
export function coalesce(changes: ReturnType<typeof prepareChanges>): Coalesced {
  const byCollection: Coalesced = new Map();
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
