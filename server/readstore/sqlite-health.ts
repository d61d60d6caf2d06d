import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { AppError } from '../core/errors';
import type { ClusterStore, ReadIndexes, ReadStore } from '#projections/core/read-store';
import { openSqliteReadStore, type SqliteReadStoreOptions } from './sqlite';
import { pruneBrokenCopies, shredBrokenCopies, shredCopy } from './sqlite-copies';
import { log as logger } from '../core/logger';
import { docTablesOf } from './sqlite-doc-tables';

/**
 * Read models are disposable: whatever state read.sqlite is in, the events can build it again. So a
 * damaged file is never repaired, it is moved aside (kept for a post-mortem) and replaced by an
 * empty one that the caller fills from the events.
 */

/** Written when a damage shows at runtime, so that the next start moves the file aside. */
const DAMAGED_MARK = '.damaged';
/**
 * Written by an erasure while the file is marked damaged: the read models could not purge the
 * candidate from it, so the next start shreds it instead of keeping it aside.
 */
const ERASED_MARK = '.erased';

/** SQLite's own corruption codes, and a stored document that is no longer JSON. */
export function isCorruption(err: unknown): boolean {
  if (err instanceof Database.SqliteError) {
    return err.code.startsWith('SQLITE_CORRUPT') || err.code === 'SQLITE_NOTADB';
  }
  return err instanceof SyntaxError;
}

/**
 * What is checked before the file is opened: the whole file (every start), or only the mark a
 * damage met while running leaves (`npm run rebuild -- all`, which rewrites every read model: the
 * whole-file read took 1.0 s warm and 2.9 s cold on a 1.26 GB file, so minutes on a chain-year's).
 * Either way a damage met later fails as one (guardCorruption) and marks the file.
 */
export type OpenCheck = 'whole' | 'mark';

/**
 * Why the file cannot serve as a read store, or null when it can (a missing file can: it starts
 * empty). `PRAGMA quick_check` checks every page's structure; the json_valid scan finds garbage
 * inside document texts, which quick_check does not read. Both together take about 0.4 s on a
 * 280 MB file (measured), so the check runs at every start.
 */
export function damageOf(file: string, check: OpenCheck = 'whole'): string | null {
  if (existsSync(file + DAMAGED_MARK)) return 'damage found while running';
  if (!existsSync(file) || check === 'mark') return null;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true });
    // quick_check answers one row per problem found, or the single row 'ok'.
    const problems = db.prepare<[], { quick_check: string }>('PRAGMA quick_check(1)').all();
    const first = problems[0]?.quick_check;
    if (problems.length !== 1 || first !== 'ok') return `quick_check: ${first ?? 'no answer'}`;
    // Sealed documents are blobs (their tag checks them when read); text must be JSON.
    for (const table of docTablesOf(db).keys()) {
      const badText = `SELECT 1 FROM ${table} WHERE typeof(doc) = 'text' AND NOT json_valid(doc) LIMIT 1`;
      if (db.prepare(badText).get()) return 'a stored document is not JSON';
    }
    return null;
  } catch (err) {
    if (isCorruption(err)) return err instanceof Database.SqliteError ? err.code : 'unreadable';
    throw err; // not a damage (permissions, disk full...): starting would not help either
  } finally {
    db?.close();
  }
}

/** Renames the file and its -wal and -shm companions to `<file>.broken-<timestamp>`; returns that name. */
export function moveAside(file: string, now: Date = new Date()): string {
  const target = `${file}.broken-${now.toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix);
  }
  rmSync(file + DAMAGED_MARK, { force: true });
  return target;
}

export interface HealedReadStore {
  read: ReadStore;
  /** Where the damaged file went, when it was damaged: the new store is empty and must be rebuilt. */
  movedTo: string | null;
}

/**
 * Opens the SQLite read store, first moving a damaged file aside with one log line. Damage that
 * shows later (a read or a commit failing on a corrupt page) answers 503 with a Russian message
 * instead of a 500, is logged once, and marks the file so that the next start (or
 * `npm run rebuild -- all`) moves it aside and rebuilds: the running server keeps no half-healed state.
 */
export function openHealedSqliteReadStore(
  file: string,
  indexes: ReadIndexes = {},
  log: (line: string) => void = (line) => logger.error(line),
  options: SqliteReadStoreOptions = {},
  check: OpenCheck = 'whole',
): HealedReadStore {
  let movedTo: string | null = null;
  const heal = (reason: string) => {
    movedTo = moveAside(file);
    if (existsSync(file + ERASED_MARK)) {
      // A candidate was erased after the damage: this copy may still hold them, it is not kept.
      shredCopy(movedTo);
      log(
        `[readstore] read store damaged (${reason}): shredded (an erasure came after the damage), rebuilding read models from events`,
      );
    } else {
      log(
        `[readstore] read store damaged (${reason}): moved to ${movedTo}, rebuilding read models from events`,
      );
    }
  };
  const damage = damageOf(file, check);
  if (damage) heal(damage);
  let read: ReadStore;
  try {
    read = openSqliteReadStore(file, indexes, options);
  } catch (err) {
    if (!isCorruption(err) || movedTo) throw err;
    heal(err instanceof Database.SqliteError ? err.code : 'unreadable');
    read = openSqliteReadStore(file, indexes, options);
  }
  rmSync(file + ERASED_MARK, { force: true }); // the file it was written for is gone
  const pruned = pruneBrokenCopies(file);
  if (pruned.length > 0)
    log(`[readstore] damaged copies past their retention shredded: ${pruned.join(', ')}`);
  return { read: withCopiesShredded(guardCorruption(read, file, log), file, log), movedTo };
}

/**
 * An erasure's shred reaches the damaged copies too: every kept copy is shredded (they are sealed
 * with the read store's key, not the candidate's), and a file already known damaged, which the
 * read models could not purge, is marked to be shredded rather than kept when the next start moves it.
 */
function withCopiesShredded(read: ReadStore, file: string, log: (line: string) => void): ReadStore {
  return {
    ...read,
    async shred() {
      if (existsSync(file + DAMAGED_MARK)) writeFileSync(file + ERASED_MARK, new Date().toISOString());
      else await read.shred?.();
      const copies = shredBrokenCopies(file);
      if (copies > 0)
        log(
          `[readstore] erasure: ${copies} damaged cop${copies === 1 ? 'y' : 'ies'} of the read store shredded`,
        );
    },
  };
}

/** Answered when the read store turns out damaged while the server runs. */
export class ReadStoreDamagedError extends AppError {
  constructor() {
    super(503, 'Данные временно недоступны: хранилище представлений повреждено, перезапустите сервер');
  }
}

/** Every method of the cluster store (a method left out would make the guarded one no ClusterStore). */
const CLUSTER_METHODS = [
  'acquireLease',
  'releaseLease',
  'leaseHolder',
  'recordFeed',
  'readFeed',
  'resetFeed',
  'publishPresence',
  'readPresence',
  'dropPresence',
] as const satisfies readonly (keyof ClusterStore)[];

function guardCorruption(read: ReadStore, file: string, log: (line: string) => void): ReadStore {
  let reported = false;
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (err) {
        if (!isCorruption(err)) throw err;
        if (!reported) {
          reported = true;
          writeFileSync(file + DAMAGED_MARK, new Date().toISOString());
          log(
            `[readstore] read store damaged while running: restart the server to rebuild read models from events`,
          );
        }
        throw new ReadStoreDamagedError();
      }
    };
  /** `target` with each method in `names` guarded. */
  const guardAll = <T extends object, K extends keyof T>(target: T, names: readonly K[]): Pick<T, K> => {
    const picked = {} as Pick<T, K>;
    for (const name of names) {
      const method = target[name] as (...args: unknown[]) => Promise<unknown>;
      picked[name] = guard(method.bind(target)) as T[K];
    }
    return picked;
  };
  // A rebuild's staging copy and its swap too: damage met while building aside fails the same way,
  // so that `npm run rebuild` moves the file aside and starts over instead of stopping on it.
  const guarded = (store: ReadStore): ReadStore => {
    const beginRebuild = store.beginRebuild && guard(store.beginRebuild.bind(store));
    return {
      ...store,
      ...guardAll(store, ['get', 'getMany', 'find', 'count', 'findPage', 'commit', 'getCheckpoint', 'reset']),
      commitRebuild: store.commitRebuild && guard(store.commitRebuild.bind(store)),
      fieldOfMany: store.fieldOfMany && guard(store.fieldOfMany.bind(store)),
      // The leases, the change feed and presence live in the same file: a rebuild that skipped the
      // whole-file check (OpenCheck 'mark') meets damage there first, when it takes its lease.
      cluster: guardAll(store.cluster, CLUSTER_METHODS),
      beginRebuild:
        beginRebuild &&
        (async (name, collections) => {
          const aside = await beginRebuild(name, collections);
          return { store: guarded(aside.store), finish: guard(aside.finish.bind(aside)) };
        }),
    };
  };
  return guarded(read);
}
