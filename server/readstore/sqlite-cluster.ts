import type Database from 'better-sqlite3';
import type { ClusterStore, FeedChange, PresenceEntry } from '#projections/core/read-store';

type PresenceRow = PresenceEntry & { node: string; seq: number };

/** The feed's recorded head sits among the checkpoints under a name no projection can have. */
const FEED_HEAD = '\u0000feed-head';
/** Old feed entries are dropped at most this often (a DELETE per batch would cost every command). */
const PRUNE_EVERY_MS = 10_000;

export const CLUSTER_TABLES = `
  CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS feed (position INTEGER NOT NULL, collection TEXT NOT NULL, id TEXT NOT NULL,
    at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS feed_position ON feed (position);
  CREATE INDEX IF NOT EXISTS feed_at ON feed (at);
  CREATE TABLE IF NOT EXISTS presence (node TEXT NOT NULL, room TEXT NOT NULL, user_id TEXT NOT NULL,
    viewer TEXT, seq INTEGER NOT NULL, PRIMARY KEY (node, room, user_id));
  CREATE INDEX IF NOT EXISTS presence_seq ON presence (seq);
`;

/**
 * Leases and the change feed of the embedded read store. Several server processes open the same
 * file (WAL): each statement below is atomic across them, so a lease has one holder at a time.
 */
export function sqliteCluster(db: Database.Database): ClusterStore {
  // Taken when free, expired or already ours; otherwise the row stays and nothing changes.
  const take = db.prepare<[{ name: string; holder: string; until: number; now: number }]>(`
    INSERT INTO leases (name, holder, expires_at) VALUES (@name, @holder, @until)
    ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
    WHERE leases.holder = excluded.holder OR leases.expires_at <= @now`);
  const holderOf = db.prepare<[string], { holder: string; expires_at: number }>(
    'SELECT holder, expires_at FROM leases WHERE name = ?',
  );
  const release = db.prepare<[string, string]>('DELETE FROM leases WHERE name = ? AND holder = ?');
  const insertChange = db.prepare<[number, string, string, number]>(
    'INSERT INTO feed (position, collection, id, at) VALUES (?, ?, ?, ?)',
  );
  const prune = db.prepare<[number]>('DELETE FROM feed WHERE at < ?');
  const saveHead = db.prepare<[string, number]>(`
    INSERT INTO checkpoints (name, position) VALUES (?, ?)
    ON CONFLICT (name) DO UPDATE SET position = max(position, excluded.position)`);
  const selectHead = db.prepare<[string], { position: number }>(
    'SELECT position FROM checkpoints WHERE name = ?',
  );
  const changesAfter = db.prepare<[number, number], FeedChange>(
    'SELECT collection, id, position FROM feed WHERE position > ? AND position <= ? ORDER BY position',
  );
  let prunedAt = 0;
  const record = db.transaction((head: number, changes: FeedChange[], now: number, keepMs: number) => {
    for (const c of changes) insertChange.run(c.position, c.collection, c.id, now);
    saveHead.run(FEED_HEAD, head);
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      prune.run(now - keepMs);
    }
  });
  // One read transaction: the head and the changes below it are of the same moment.
  const readFeed = db.transaction((after: number) => {
    const head = selectHead.get(FEED_HEAD)?.position ?? 0;
    return { head, changes: head > after ? changesAfter.all(after, head) : [] };
  });

  const resetFeed = db.transaction(() => {
    db.prepare('DELETE FROM feed').run();
    db.prepare('DELETE FROM checkpoints WHERE name = ?').run(FEED_HEAD);
  });

  const lastSeq = db.prepare<[], number>('SELECT COALESCE(MAX(seq), 0) FROM presence').pluck();
  const putPresence = db.prepare<[string, string, string, string | null, number]>(`
    INSERT INTO presence (node, room, user_id, viewer, seq) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (node, room, user_id) DO UPDATE SET viewer = excluded.viewer, seq = excluded.seq`);
  const presenceAfter = db.prepare<[number], PresenceRow>(
    'SELECT node, room, user_id AS userId, viewer, seq FROM presence WHERE seq > ? ORDER BY seq',
  );
  const dropNode = db.prepare<[string]>('DELETE FROM presence WHERE node = ?');
  const publish = db.transaction((node: string, entries: PresenceEntry[]) => {
    let seq = lastSeq.get() ?? 0;
    for (const e of entries) putPresence.run(node, e.room, e.userId, e.viewer, ++seq);
  });

  return {
    async publishPresence(node, entries) {
      // IMMEDIATE: the sequence is read and written under one write lock across processes.
      if (entries.length > 0) publish.immediate(node, entries);
    },
    async readPresence(after) {
      const entries = presenceAfter.all(after);
      return { seq: entries.at(-1)?.seq ?? after, entries };
    },
    async dropPresence(node) {
      dropNode.run(node);
    },
    async acquireLease(name, holder, ttlMs, now) {
      return take.run({ name, holder, until: now + ttlMs, now }).changes > 0;
    },
    async releaseLease(name, holder) {
      release.run(name, holder);
    },
    async leaseHolder(name, now) {
      const row = holderOf.get(name);
      return row && row.expires_at > now ? { holder: row.holder, expiresAt: row.expires_at } : null;
    },
    async recordFeed(head, changes, now, keepMs) {
      record(head, changes, now, keepMs);
    },
    async readFeed(after) {
      return readFeed(after);
    },
    async resetFeed() {
      resetFeed();
    },
  };
}
