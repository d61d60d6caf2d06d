import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadStore } from '#projections/core/read-store';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/**
 * The counts per key of a declared index are kept by the store's writes (issue 25, item 3), no
 * longer by SQLite triggers, which cost 30-50 µs per row on a table of many indexes. A file
 * written before still has the triggers: opened now, it loses them and counts each change once.
 */
const INDEXES = { items: [{ fields: ['kind'], sort: { n: 1 as const } }] };

let dir = '';
let store: ReadStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Adds the insert trigger an older store kept on every counts table (its SQL as it was). */
function addLegacyTriggers(file: string): number {
  const db = new Database(file);
  const counts = db
    .prepare<[], { name: string; tbl: string }>(
      "SELECT name, substr(name, 1, length(name) - 3) AS tbl FROM sqlite_master WHERE type = 'table' AND name GLOB 'ix_*_n[0-9]'",
    )
    .all();
  for (const { name, tbl } of counts) {
    const [key] = db.prepare<[], { name: string }>(`PRAGMA table_info(${name})`).all();
    db.exec(`CREATE TRIGGER ${name}_ai AFTER INSERT ON ${tbl} WHEN (new.irr & 1) = 0 BEGIN
      INSERT INTO ${name} (${key!.name}, n) VALUES (new.${key!.name}, 1)
      ON CONFLICT (${key!.name}) DO UPDATE SET n = n + 1; END;`);
  }
  db.close();
  return counts.length;
}

const triggers = (file: string): number => {
  const db = new Database(file, { readonly: true });
  const n = db
    .prepare<[], { n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger'")
    .get()!.n;
  db.close();
  return n;
};

describe('embedded read store: counts per key', () => {
  it('given a file with the old counts triggers, when it is opened and written, then each change is counted once and the triggers are gone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'hc-counts-'));
    const file = join(dir, 'read.sqlite');
    store = openSqliteReadStore(file, INDEXES);
    await store.commit(
      'items',
      [
        { collection: 'items', id: 'a', doc: { _id: 'a', kind: 'x', n: 1 } },
        { collection: 'items', id: 'b', doc: { _id: 'b', kind: 'y', n: 2 } },
      ],
      2,
    );
    await store.close();
    expect(addLegacyTriggers(file)).toBe(1);
    expect(triggers(file)).toBe(1);

    store = openSqliteReadStore(file, INDEXES);
    expect(triggers(file)).toBe(0);
    await store.commit(
      'items',
      [
        { collection: 'items', id: 'c', doc: { _id: 'c', kind: 'x', n: 3 } },
        { collection: 'items', id: 'a', doc: { _id: 'a', kind: 'y', n: 1 } },
        { collection: 'items', id: 'b', doc: null },
        { collection: 'items', id: 'd', doc: { _id: 'd', kind: ['x', 'y'], n: 4 } },
      ],
      6,
    );
    // An array value leaves the index to a scan; the counts of the regular rows stay exact.
    await store.commit('items', [{ collection: 'items', id: 'd', doc: null }], 7);
    expect(await store.count('items', { kind: 'x' })).toBe(1);
    expect(await store.count('items', { kind: 'y' })).toBe(1);
    expect(await store.count('items', { kind: { $in: ['x', 'y'] } })).toBe(2);
    expect(await store.count('items', {})).toBe(2);
  });
});
