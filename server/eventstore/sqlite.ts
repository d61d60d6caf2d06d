import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { EventEnvelope, NewEvent } from '#events/core/envelope';
import {
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type Subscription,
  EventValidationError,
  WrongExpectedRevisionError,
} from './port';
import { groupCommit, type Outcome } from './group-commit';
import { checkpointInBackground } from '../core/wal-checkpointer';
import { AppendSignal, pullSubscription } from './pull-subscription';
import { readAhead } from './sqlite-read-ahead';
import { assertBatchSize, normalizedInstant, serializedBatch, validateBatch } from './validate';

interface Row {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  meta: string;
  occurred_at: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT UNIQUE NOT NULL,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    meta TEXT NOT NULL,
    occurred_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS events_stream_revision ON events (stream_id, revision);
  CREATE TABLE IF NOT EXISTS store_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`;
const COLUMNS = 'position, id, stream_id, revision, type, data, meta, occurred_at';
/** What readAll needs, as arrays (no occurred_at, no row objects). */
type RawRow = [
  position: number,
  id: string,
  streamId: string,
  revision: number,
  type: string,
  data: string,
  meta: string,
];
const RAW_PAGE_SQL =
  'SELECT position, id, stream_id, revision, type, data, meta FROM events WHERE position > ? ORDER BY position LIMIT ?';
/** Another process may append to the same file; re-read this often even without a local signal. */
const CROSS_PROCESS_POLL_MS = 1000;

function toEnvelope(row: Row): EventEnvelope {
  return {
    id: row.id,
    type: row.type,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    // The meta column holds the JSON of an EventMeta this store validated at append.
    data: JSON.parse(row.data) as unknown,
    meta: JSON.parse(row.meta) as EventEnvelope['meta'],
  };
}

/** The same envelope from a raw row of RAW_PAGE_SQL (readAll needs no occurred_at). */
function rawToEnvelope(row: RawRow): EventEnvelope {
  return {
    id: row[1],
    type: row[4],
    streamId: row[2],
    revision: row[3],
    position: row[0],
    data: JSON.parse(row[5]) as unknown,
    // The meta column holds the JSON of an EventMeta this store validated at append.
    meta: JSON.parse(row[6]) as EventEnvelope['meta'],
  };
}

function satisfies(expected: ExpectedRevision, last: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return last === -1;
  if (expected === 'stream_exists') return last >= 0;
  return last === expected;
}

export interface SqliteEventStoreOptions {
  /**
   * readAllPages reads on a worker thread when at least this many events follow its start (default
   * 50,000); fewer are read on the calling thread, quicker than starting a worker.
   */
  readAheadFrom?: number;
  /** WAL checkpoints on a worker thread (server/core/wal-checkpointer.ts): the server's store. */
  backgroundCheckpoints?: boolean;
}

/** At most this many appends share one commit; the rest go in the next turn. */
const GROUP_LIMIT = 1000;
/** An append after this long without a commit is committed at once (see group-commit.ts). */
const GROUP_IDLE_MS = 5;

/** Starting the read-ahead worker costs about what reading this many events on the caller's thread does. */
const READ_AHEAD_FROM = 50_000;

/**
 * The embedded event store: one SQLite file, durable (WAL + fsync) once append resolves, except a
 * followed append, which is durable with the append that follows it (AppendOptions.followed).
 */
export function openSqliteEventStore(file: string, options: SqliteEventStoreOptions = {}): EventStore {
  const readAheadFrom = options.readAheadFrom ?? READ_AHEAD_FROM;
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const checkpointer = options.backgroundCheckpoints ? checkpointInBackground(db, file) : null;

  const insert = db.prepare<[string, string, number, string, string, string, string]>(
    'INSERT INTO events (id, stream_id, revision, type, data, meta, occurred_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const lastRevision = db.prepare<[string], { r: number | null }>(
    'SELECT MAX(revision) AS r FROM events WHERE stream_id = ?',
  );
  const byId = db.prepare<[string], Pick<Row, 'stream_id' | 'revision'>>(
    'SELECT stream_id, revision FROM events WHERE id = ?',
  );
  const idsFrom = db.prepare<[string, number, number], Pick<Row, 'id' | 'revision' | 'position'>>(
    'SELECT id, revision, position FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?',
  );
  const streamRange = db.prepare<[string, number, number], Row>(
    `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision BETWEEN ? AND ? ORDER BY revision`,
  );
  const allAfter = db.prepare<[number, number], RawRow>(RAW_PAGE_SQL).raw(true);
  const readAfter = (after: number, limit: number) => allAfter.all(after, limit).map(rawToEnvelope);
  const head = db.prepare<[], { p: number }>('SELECT COALESCE(MAX(position), 0) AS p FROM events');
  // Made once, when the file is new; an in-memory store is a new log every time.
  db.prepare("INSERT OR IGNORE INTO store_meta (name, value) VALUES ('identity', ?)").run(randomUUID());
  const storeIdentity = db
    .prepare<[], string>("SELECT value FROM store_meta WHERE name = 'identity'")
    .pluck()
    .get();
  const signal = new AppendSignal();
  const subscriptions = new Set<Subscription>();

  /** A re-send of a stored batch returns its original result; anything half-stored is refused. */
  function replayedResult(
    streamId: string,
    events: readonly NewEvent[],
    firstStream: string,
    firstRevision: number,
  ): AppendResult {
    if (firstStream !== streamId) {
      throw new EventValidationError(`Событие ${events[0]!.id} уже записано в другой поток`);
    }
    const stored = idsFrom.all(streamId, firstRevision, events.length);
    const same = stored.length === events.length && stored.every((row, i) => row.id === events[i]!.id);
    const last = stored[stored.length - 1];
    if (!same || !last) {
      throw new EventValidationError(
        `Часть событий уже записана (поток ${streamId}): повторная отправка отклонена`,
      );
    }
    return { nextRevision: last.revision, position: last.position };
  }

  const appendTx = db.transaction(
    (
      streamId: string,
      events: readonly NewEvent[],
      texts: readonly [data: string, meta: string][],
      expected: ExpectedRevision,
    ): AppendResult => {
      const first = byId.get(events[0]!.id);
      if (first) return replayedResult(streamId, events, first.stream_id, first.revision);
      const last = lastRevision.get(streamId)?.r ?? -1;
      if (!satisfies(expected, last)) throw new WrongExpectedRevisionError(streamId, expected, last);
      let revision = last;
      let position = 0;
      for (let i = 0; i < events.length; i++) {
        const event = events[i]!;
        const [data, meta] = texts[i]!;
        revision += 1;
        const info = insert.run(
          event.id,
          streamId,
          revision,
          event.type,
          data,
          meta,
          normalizedInstant(event.meta.occurredAt),
        );
        position = Number(info.lastInsertRowid);
      }
      return { nextRevision: revision, position };
    },
  );

  /** The typed refusal for a constraint the immediate transaction should have made impossible. */
  function refusal(err: unknown, streamId: string, expected: ExpectedRevision): unknown {
    if (err instanceof Database.SqliteError && err.code === 'SQLITE_CONSTRAINT_UNIQUE') {
      if (err.message.includes('events.id')) {
        return new EventValidationError(
          `Идентификатор события уже использован в другом потоке (поток ${streamId})`,
        );
      }
      // (stream_id, revision) taken: only possible if a writer bypassed the immediate transaction.
      return new WrongExpectedRevisionError(streamId, expected, lastRevision.get(streamId)?.r ?? -1);
    }
    return err;
  }

  interface Pending {
    streamId: string;
    events: readonly NewEvent[];
    texts: readonly [string, string][];
    expected: ExpectedRevision;
    followed: boolean;
  }
  const groupTx = db.transaction((items: readonly Pending[]): Outcome<AppendResult>[] =>
    items.map((item) => {
      try {
        // Inside the group's transaction this call is a savepoint.
        return { ok: appendTx(item.streamId, item.events, item.texts, item.expected) };
      } catch (err) {
        return { err: refusal(err, item.streamId, item.expected) };
      }
    }),
  );
  const unsynced = db.prepare('PRAGMA synchronous = NORMAL');
  const synced = db.prepare('PRAGMA synchronous = FULL');
  /**
   * IMMEDIATE takes the write lock before reading the last revisions, so a second process writing
   * the same file cannot slip in between a check and its insert. A group of followed appends only
   * is committed without its fsync (0.4 ms of a blocked event loop here): the WAL is written in
   * order, so the follower's synced commit makes this one durable too.
   */
  const allFollowed = (items: readonly Pending[]) => items.length > 0 && items.every((item) => item.followed);
  function commitGroup(items: readonly Pending[]): Outcome<AppendResult>[] {
    if (!allFollowed(items)) return groupTx.immediate(items);
    unsynced.run();
    try {
      return groupTx.immediate(items);
    } finally {
      synced.run();
    }
  }
  const group = groupCommit<Pending, AppendResult>(
    commitGroup,
    // Held back only when every append of the group is followed by another (AppendOptions).
    (written) => signal.notify(allFollowed(written)),
    GROUP_LIMIT,
    GROUP_IDLE_MS,
  );

  function append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    validateBatch(streamId, events);
    const { texts, bytes } = serializedBatch(events);
    assertBatchSize(streamId, bytes);
    return group.submit({ streamId, events, texts, expected, followed: options.followed === true });
  }

  return {
    name: 'sqlite',
    async append(streamId, events, expected, options) {
      return append(streamId, events, expected, options);
    },
    async readStream(streamId, options = {}) {
      const rows = streamRange.all(
        streamId,
        options.fromRevision ?? 0,
        options.toRevision ?? Number.MAX_SAFE_INTEGER,
      );
      if (options.toTime === undefined) return rows.map(toEnvelope);
      // Time travel returns the stream as it was: the prefix up to the first later event.
      const until = normalizedInstant(options.toTime);
      const end = rows.findIndex((row) => row.occurred_at > until);
      return (end === -1 ? rows : rows.slice(0, end)).map(toEnvelope);
    },
    async readAll({ fromPosition, limit }) {
      return readAfter(fromPosition, limit ?? -1);
    },
    readAllPages({ fromPosition, pageSize, transform }) {
      async function* inThread(from: number): AsyncGenerator<EventEnvelope[]> {
        for (;;) {
          const page = readAfter(from, pageSize);
          const last = page.at(-1);
          if (!last) return;
          yield page;
          from = last.position;
        }
      }
      // An in-memory database is private to this connection: no other thread can read it.
      if (db.memory || (head.get()?.p ?? 0) - fromPosition < readAheadFrom) return inThread(fromPosition);
      // Pages read on this thread are not transformed: the caller does what the worker would.
      return readAhead({ file: resolve(file), fromPosition, pageSize, transform }, inThread);
    },
    async headPosition() {
      return head.get()?.p ?? 0;
    },
    async identity() {
      return storeIdentity ?? '';
    },
    subscribeAll(fromPosition, handler, options = {}) {
      const source = {
        read: async (after: number, max: number) => readAfter(after, max),
        signal,
        pollMs: CROSS_PROCESS_POLL_MS,
      };
      const subscription = pullSubscription(source, fromPosition, handler, options.batchSize ?? 1000);
      subscriptions.add(subscription);
      return {
        get position() {
          return subscription.position;
        },
        stop: async () => {
          subscriptions.delete(subscription);
          await subscription.stop();
        },
      };
    },
    async close() {
      // Running subscriptions would otherwise keep retrying reads on a closed database.
      await Promise.all([...subscriptions].map((s) => s.stop()));
      subscriptions.clear();
      group.drain();
      await checkpointer?.stop();
      db.close();
    },
  };
}
