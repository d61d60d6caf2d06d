import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BACKSTOP_PAGES,
  checkpointInBackground,
  truncateWal,
  type WalCheckpointer,
} from '#server/core/wal-checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openWal(): { db: Database.Database; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'wal-checkpointer-'));
  dirs.push(dir);
  const file = join(dir, 'store.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  return { db, file };
}

/** 2,000 commits of one 2 KB row each: well past SQLite's own checkpoint at 1,000 pages. */
function writeMany(db: Database.Database): void {
  const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
  for (let i = 0; i < 2000; i++) insert.run('x'.repeat(2048));
}

const checkpointState = (db: Database.Database) =>
  (db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[])[0]!;

/** Waits until the worker has copied every WAL page of `db` (asking costs nothing when it has). */
async function pagesLeft(db: Database.Database): Promise<number> {
  let pending = Infinity;
  for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { busy, log, checkpointed } = checkpointState(db);
    pending = busy ? Infinity : log - checkpointed;
    if (pending === 0) break;
  }
  return pending;
}

describe('WAL checkpoints on a worker thread', () => {
  let checkpointer: WalCheckpointer | undefined;
  afterEach(async () => {
    await checkpointer?.stop();
    checkpointer = undefined;
  });

  it('given a checkpointer, then the writer checkpoints only past the backstop, and the worker copies its pages', async () => {
    const { db, file } = openWal();
    checkpointer = checkpointInBackground(db, file, 20);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
    writeMany(db);
    // The worker's PASSIVE checkpoints catch up with what was written.
    expect(await pagesLeft(db)).toBe(0);
    await checkpointer.stop();
    checkpointer = undefined;
    db.close();
  });

  it('given two files, then one worker serves both, and goes on for one when the other stops', async () => {
    const first = openWal();
    const second = openWal();
    const stops = [
      checkpointInBackground(first.db, first.file, 20),
      checkpointInBackground(second.db, second.file, 20),
    ];
    writeMany(first.db);
    writeMany(second.db);
    expect(await pagesLeft(first.db)).toBe(0);
    expect(await pagesLeft(second.db)).toBe(0);
    await stops[0]!.stop();
    first.db.close();
    writeMany(second.db);
    expect(await pagesLeft(second.db)).toBe(0);
    await stops[1]!.stop();
    second.db.close();
  });

  it("given the worker's checkpoints running all the time, then an erasure's truncation still empties the WAL every time", async () => {
    const { db, file } = openWal();
    const racing = checkpointInBackground(db, file, 1); // a second connection of the worker's, racing too
    checkpointer = checkpointInBackground(db, file, 1);
    const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
    let busyAtOnce = 0;
    for (let round = 0; round < 30; round++) {
      for (let i = 0; i < 200; i++) insert.run('x'.repeat(2048));
      // SQLite's own answer is busy at once while the worker checkpoints (no busy handler for that).
      busyAtOnce += (db.pragma('wal_checkpoint(PASSIVE)') as { busy: number }[])[0]!.busy;
      await truncateWal(db);
      expect(statSync(`${file}-wal`).size).toBe(0);
    }
    // Not asserted (timing), printed: how often a single checkpoint call would have been refused.
    console.info(`wal-checkpointer: ${busyAtOnce} of 30 single checkpoint calls answered busy`);
    await racing.stop();
    db.close();
  });

  it('given no checkpointer, then the writer keeps checkpointing itself (SQLite default)', () => {
    const { db } = openWal();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    db.close();
  });

  it('given a stopped checkpointer, then the writer still closes the file cleanly and the WAL goes', async () => {
    const { db, file } = openWal();
    checkpointer = checkpointInBackground(db, file, 20);
    writeMany(db);
    await checkpointer.stop();
    checkpointer = undefined;
    db.close();
    // The last connection to close checkpoints and removes the WAL: the worker's connection is gone.
    expect(() => statSync(`${file}-wal`)).toThrow();
    const reopened = new Database(file, { readonly: true });
    expect(reopened.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(2000);
    reopened.close();
  });

  it('given a file in memory, then nothing is started', async () => {
    const db = new Database(':memory:');
    const none = checkpointInBackground(db, ':memory:');
    await expect(none.stop()).resolves.toBeUndefined();
    db.close();
  });
});
