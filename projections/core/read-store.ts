/** A read-model document. `_id` is its key inside a collection; `_pos` the position of the last event applied. */
export interface Doc {
  _id: string;
  _pos?: number;
  [key: string]: unknown;
}

export type Filter = Record<string, unknown>; // Mongo query semantics
export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

/** One page of a find and the number of documents the filter matches in all. */
export interface Page {
  docs: Doc[];
  total: number;
}

/**
 * A secondary index a read model declares for one of its collections: queries whose filter gives
 * some of `fields` by equality or $in, and pages sorted by `sort`, are answered without a scan.
 * Fields should have few distinct values (statuses, ids of stores, cities, positions): the
 * embedded store keeps one sorted list per combination of their values. Results are exactly those
 * of a scan; an index only makes them cheaper.
 */
export interface IndexSpec {
  fields: string[];
  sort: Sort;
  /**
   * The embedded store keeps a count per combination of the fields' values (default), so that a
   * count sums a few rows instead of walking every match. Declare `false` for combinations that
   * narrow to few documents each: their count walks the index, and every write is cheaper by a
   * b-tree of keys and a trigger.
   */
  counts?: boolean;
}

/**
 * The index of 'what changed since position n' (`find({ _pos: { $gt: n } })`): a read model read
 * that way on every command declares it, and the query reads the changed documents only. The
 * embedded store keeps it on the documents' own `pos` column; MongoDB as an index on `_pos`.
 */
export const BY_CHANGE: IndexSpec = { fields: [], sort: { _pos: 1 } };

/** Whether a declared index is BY_CHANGE. */
export function isChangeIndex(spec: IndexSpec): boolean {
  const keys = Object.keys(spec.sort);
  return spec.fields.length === 0 && keys.length === 1 && keys[0] === '_pos';
}

/** Declared indexes by collection name. */
export type ReadIndexes = Record<string, IndexSpec[]>;

/** One change a projection batch makes: a new version of a document, or its removal (doc null). */
export interface DocChange {
  collection: string;
  id: string;
  doc: Doc | null;
}

export interface ReadStore {
  readonly name: string;
  get(collection: string, id: string): Promise<Doc | null>;
  getMany(collection: string, ids: string[]): Promise<Map<string, Doc>>;
  /**
   * Optional: the value of one top-level scalar field of each of `ids` that exists (null where the
   * field is missing), as getMany would give it, without reading whole documents where the store
   * can: the embedded store answers from a declared index's column (a join that needs a
   * questionnaire's store read and opened the whole sealed questionnaire). Callers fall back to getMany.
   */
  fieldOfMany?(collection: string, ids: string[], field: string): Promise<Map<string, unknown>>;
  find(collection: string, filter?: Filter, options?: FindOptions): Promise<Doc[]>;
  count(collection: string, filter?: Filter): Promise<number>;
  /** find and count of the same filter together: what a paged list shows. */
  findPage(collection: string, filter: Filter, options: FindOptions): Promise<Page>;
  /**
   * Writes a projection batch and its checkpoint together. The embedded store does it in one
   * transaction; MongoDB does too on a replica set, and on a standalone server writes documents
   * guarded by `_pos` (idempotent) and then the checkpoint.
   */
  commit(checkpointName: string, changes: DocChange[], position: number): Promise<void>;
  /**
   * Optional fast path of a rebuild from zero: like commit, for collections emptied by `reset` and
   * then written only through this method, batch after batch in event order, so that no stored
   * document can be newer than its change (no `_pos` guard). Callers fall back to commit.
   */
  commitRebuild?(checkpointName: string, changes: DocChange[], position: number): Promise<void>;
  /**
   * Optional: a rebuild from zero built aside. The returned store reads and writes empty staging
   * copies of `collections` (and its own checkpoint) while this store keeps serving the current
   * read model; `finish` swaps the copies in, with their checkpoint, in one step. A rebuild that
   * stops before `finish` leaves the current read model and checkpoint as they were.
   */
  beginRebuild?(checkpointName: string, collections: string[]): Promise<RebuildAside>;
  getCheckpoint(checkpointName: string): Promise<number>;
  /**
   * Optional: makes content replaced or removed so far unrecoverable from the store's own files (a
   * candidate's erasure). The embedded store zeroes freed space as it goes and here empties its
   * write-ahead log into the database file.
   */
  shred?(): Promise<void>;
  /** Drops the given collections and the checkpoint (projection rebuild from zero). */
  reset(checkpointName: string, collections: string[]): Promise<void>;
  /** A small named value kept beside the checkpoints (the event store's identity, say). */
  getMeta(name: string): Promise<string | null>;
  setMeta(name: string, value: string): Promise<void>;
  /** Leases and the change feed: what several API nodes on one read store coordinate by. */
  readonly cluster: ClusterStore;
  close(): Promise<void>;
}

/** Change-feed entries are kept this long for the nodes that follow them (then pruned). */
export const FEED_KEEP_MS = 10 * 60_000;

/** A document a projection batch changed, as the change feed lists it (no content: nodes read it). */
export interface FeedChange {
  collection: string;
  id: string;
  position: number;
}

/** Who holds a lease, and until when (epoch milliseconds). */
export interface LeaseState {
  holder: string;
  expiresAt: number;
}

/**
 * Coordination between API nodes that share one event store and one read store (issue 16): one
 * node holds the projections lease and writes the read models; every node follows the change feed
 * to push changed documents to its own sockets and to answer read-your-writes.
 */
export interface ClusterStore {
  /**
   * Takes the lease for `holder`, or renews it, until `now + ttlMs`: true when `holder` holds it
   * afterwards, false while another holder's lease has not expired. Atomic across processes.
   */
  acquireLease(name: string, holder: string, ttlMs: number, now: number): Promise<boolean>;
  /** Gives the lease up if `holder` holds it (a clean stop hands over at once). */
  releaseLease(name: string, holder: string): Promise<void>;
  /** The lease's holder while it is live, else null. */
  leaseHolder(name: string, now: number): Promise<LeaseState | null>;
  /**
   * Records, after a batch's commits, that read models include `head`, and which documents that
   * batch changed. Entries older than `keepMs` are dropped as it goes.
   */
  recordFeed(head: number, changes: FeedChange[], now: number, keepMs: number): Promise<void>;
  /** The recorded head, and the changes after `after` up to it, in position order. */
  readFeed(after: number): Promise<{ head: number; changes: FeedChange[] }>;
  /** Forgets the feed (read models rebuilt from another event log: its positions mean nothing). */
  resetFeed(): Promise<void>;
  /**
   * Who watches which room on `node` (viewer as JSON; null: the person left the room there). Each
   * entry gets the next sequence number of the whole store, so other nodes read what changed.
   */
  publishPresence(node: string, entries: PresenceEntry[]): Promise<void>;
  /** Entries of every node changed after `after`, in sequence order, and the last sequence number. */
  readPresence(
    after: number,
  ): Promise<{ seq: number; entries: (PresenceEntry & { node: string; seq: number })[] }>;
  /** Removes a node's entries (it stopped, or its heartbeat lease ran out). */
  dropPresence(node: string): Promise<void>;
}

/** One person's presence in one room on one node. */
export interface PresenceEntry {
  room: string;
  userId: string;
  viewer: string | null;
}

/** Where a rebuild built aside writes, and how it is swapped in once complete. */
export interface RebuildAside {
  store: ReadStore;
  finish(): Promise<void>;
}

/** Whether a value is a read-model document: a plain object with a string `_id`. */
export function isDoc(value: unknown): value is Doc {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    '_id' in value &&
    typeof value._id === 'string'
  );
}

/**
 * A stored document from its JSON text. Both adapters store exactly what a projection produced
 * (plain JSON objects with `_id`); anything else means the store is damaged.
 */
export function docFromJson(json: string): Doc {
  const value: unknown = JSON.parse(json);
  if (!isDoc(value)) throw new Error('A stored read-model document is not an object with an _id');
  return value;
}

/** One field of each document (null where missing): the store's fieldOfMany, else through getMany. */
export async function fieldOfMany(
  read: ReadStore,
  collection: string,
  ids: string[],
  field: string,
): Promise<Map<string, unknown>> {
  if (read.fieldOfMany) return read.fieldOfMany(collection, ids, field);
  const docs = await read.getMany(collection, ids);
  return new Map([...docs].map(([id, doc]) => [id, doc[field] ?? null] as const));
}
