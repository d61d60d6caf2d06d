import Database from 'better-sqlite3';
import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { LIMITS_TABLE, limitStoreOf, type LimitStore, type LimitStoreConfig } from './store';

/** Expired counts are removed this often (an hour after they expired, as the library does). */
const CLEAR_EVERY_MS = 5 * 60_000;

/**
 * The embedded limit store: one SQLite file in the data directory that every node on that
 * directory opens with its own handle (scripts/start-cluster.ts). WAL lets the nodes read while one
 * writes; each count is one upsert statement in its own transaction, so two processes counting the
 * same key never lose a point; a node waits up to `timeoutMs` for the other's write lock, then the
 * call is refused (503). Counts are not worth an fsync: synchronous=NORMAL (a power cut may forget
 * the last few counts, never corrupt the file).
 */
export function openSqliteLimits(file: string, config: LimitStoreConfig): LimitStore {
  const db = new Database(file, { timeout: config.timeoutMs });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${LIMITS_TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`,
  );
  const clear = setInterval(() => {
    try {
      db.prepare(`DELETE FROM ${LIMITS_TABLE} WHERE expire < ?`).run(Date.now() - 3600_000);
    } catch {
      /* busy or closed: the next round clears them */
    }
  }, CLEAR_EVERY_MS);
  clear.unref();
  return limitStoreOf(
    'sqlite',
    (rule) =>
      new RateLimiterSQLite({
        ...rule,
        storeClient: db,
        storeType: 'better-sqlite3',
        tableName: LIMITS_TABLE,
        tableCreated: true,
      }),
    config,
    async () => {
      clearInterval(clear);
      db.close();
    },
  );
}
