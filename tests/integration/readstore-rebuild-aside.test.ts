import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import type { EventSource, ReadAllOptions } from '#projections/core/event-source';
import { rebuildProjection } from '#projections/core/rebuild';
import type { Projection } from '#projections/core/types';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { updateDocs } from '../helpers/doc-tables';

/**
 * A rebuild of the embedded store is built aside: until it completes, the previous read model and
 * its checkpoint keep serving, whether the rebuild fails or the process dies in the middle.
 */

const dir = mkdtempSync(join(tmpdir(), 'readstore-aside-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INDEXES = { items: [{ fields: ['state'], sort: { seq: -1 as const } }] };

function envelope(position: number, state: string): EventEnvelope {
  const meta = {
    actor: { userId: 'u', role: 'admin' },
    occurredAt: '2026-01-01T00:00:00.000Z',
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: 1,
  };
  return {
    id: `e${position}`,
    type: 'Set',
    data: { state },
    meta,
    streamId: `item-${position % 50}`,
    revision: 0,
    position,
  };
}

/** Events setting 50 items to `state`; reading past `failAfter` throws (a crash in the middle). */
function source(count: number, state: string, failAfter = Infinity): EventSource {
  const all = Array.from({ length: count }, (_, i) => envelope(i + 1, state));
  return {
    async readAll({ fromPosition, limit }: ReadAllOptions) {
      const page = all.filter((e) => e.position > fromPosition).slice(0, limit);
      if (page.some((e) => e.position > failAfter)) throw new Error('disk gone');
      return page;
    },
    async headPosition() {
      return count;
    },
    subscribeAll() {
      throw new Error('a rebuild does not subscribe');
    },
  };
}

const projection: Projection = {
  name: 'items-projection',
  collections: ['items'],
  indexes: INDEXES,
  keysOf: (event) => [{ collection: 'items', id: event.streamId }],
  apply: (_doc, event, key) => ({
    _id: key.id,
    state: (event.data as { state: string }).state,
    seq: event.position,
  }),
};

describe('rebuild built aside (embedded read store)', () => {
  it('keeps the previous read model and checkpoint until the new one is complete', async () => {
    const file = join(dir, 'aside.sqlite');
    const store = openSqliteReadStore(file, INDEXES);
    await rebuildProjection(source(200, 'old'), store, projection, () => {}, 20, { commitEvery: 20 });
    expect(await store.count('items', { state: 'old' })).toBe(50);
    expect(await store.getCheckpoint('items-projection')).toBe(200);

    // Fails after several commits of the new model: nothing of it shows.
    await expect(
      rebuildProjection(source(300, 'new', 150), store, projection, () => {}, 20, { commitEvery: 20 }),
    ).rejects.toThrow('disk gone');
    expect(await store.count('items', { state: 'old' })).toBe(50);
    expect(await store.count('items', { state: 'new' })).toBe(0);
    expect(
      (await store.findPage('items', { state: 'old' }, { sort: { seq: -1 }, limit: 1 })).docs[0]?.seq,
    ).toBe(200);
    expect(await store.getCheckpoint('items-projection')).toBe(200);
    await store.close();

    // Nor after a restart (the process died in the middle).
    const reopened = openSqliteReadStore(file, INDEXES);
    expect(await reopened.count('items', {})).toBe(50);
    expect(await reopened.count('items', { state: 'new' })).toBe(0);
    expect(await reopened.getCheckpoint('items-projection')).toBe(200);

    // A complete rebuild swaps the new model in, with its checkpoint, and leaves no staging copy.
    await rebuildProjection(source(300, 'new'), reopened, projection, () => {}, 20, { commitEvery: 20 });
    expect(await reopened.count('items', { state: 'new' })).toBe(50);
    expect(await reopened.count('items', { state: 'old' })).toBe(0);
    const page = await reopened.findPage('items', { state: 'new' }, { sort: { seq: -1 }, limit: 2 });
    expect(page.docs.map((d) => d.seq)).toEqual([300, 299]);
    expect(page.total).toBe(50);
    expect(await reopened.getCheckpoint('items-projection')).toBe(300);
    expect(await reopened.count('items\u0000next', {})).toBe(0);

    // The copy's counts were summed once its rows were in; from the swap on, its triggers keep them.
    await reopened.commit(
      'items-projection',
      [
        { collection: 'items', id: 'item-1', doc: { _id: 'item-1', state: 'old', seq: 301 } },
        { collection: 'items', id: 'item-x', doc: { _id: 'item-x', state: 'new', seq: 302 } },
      ],
      302,
    );
    expect(await reopened.count('items', { state: 'new' })).toBe(50);
    expect(await reopened.count('items', { state: 'old' })).toBe(1);
    expect(await reopened.count('items', { state: { $in: ['old', 'new'] } })).toBe(51);
    await reopened.close();
  });

  it("leaves another process's staging copy unindexed until its swap (no lock live reads wait for)", async () => {
    const file = join(dir, 'follower.sqlite');
    const rebuilder = openSqliteReadStore(file, INDEXES);
    const follower = openSqliteReadStore(file, INDEXES); // a server following the rebuild
    /** The SQLite indexes and triggers made by statements (a table's own key index has none). */
    const madeIndexes = () => {
      const db = new Database(file, { readonly: true });
      try {
        return db
          .prepare("SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql IS NOT NULL")
          .all()
          .map((row) => (row as { name: string }).name)
          .sort();
      } finally {
        db.close();
      }
    };
    const live = madeIndexes();
    const aside = await rebuilder.beginRebuild!('items-projection', ['items']);
    const docs = Array.from({ length: 30 }, (_, i) => ({
      collection: 'items',
      id: `i${i}`,
      doc: { _id: `i${i}`, state: i % 3 === 0 ? 'new' : 'old', seq: i + 1 },
    }));
    await aside.store.commitRebuild!('items-projection', docs.slice(0, 10), 10);
    // The follower reads while the copy is loaded: it sees the live (empty) model and builds nothing.
    expect(await follower.count('items', {})).toBe(0);
    await aside.store.commitRebuild!('items-projection', docs.slice(10), 30);
    expect(await follower.count('items', { state: 'new' })).toBe(0);
    expect(madeIndexes()).toEqual(live);

    // The swap creates the copy's indexes and triggers and drops the old ones: as many as before.
    await aside.finish();
    const swapped = madeIndexes();
    expect(swapped).toHaveLength(live.length);
    expect(swapped).not.toEqual(live);
    expect(await follower.count('items', { state: 'new' })).toBe(10);
    expect(await follower.count('items', { state: 'old' })).toBe(20);
    const page = await follower.findPage('items', { state: 'new' }, { sort: { seq: -1 }, limit: 2 });
    expect(page.docs.map((d) => d.seq)).toEqual([28, 25]);
    // It answers from the copy's indexes, as the rebuilder does, not by reading every document: a
    // document no scan could read leaves its counts and the pages past it whole.
    const raw = new Database(file);
    updateDocs(raw, "doc = 'unreadable'", "id = 'i1'");
    raw.close();
    expect(await follower.count('items', { state: 'new' })).toBe(10);
    const newest = await follower.findPage('items', { state: 'new' }, { sort: { seq: -1 }, limit: 3 });
    expect(newest.docs.map((d) => d.seq)).toEqual([28, 25, 22]);
    await follower.close();
    await rebuilder.close();
  });

  it('rebuilds a declared index that a store opened without it left behind', async () => {
    const file = join(dir, 'stale.sqlite');
    const doc = (id: string, seq: number) => ({ _id: id, state: 'new', seq });
    const indexed = openSqliteReadStore(file, INDEXES);
    await indexed.commit('p', [{ collection: 'items', id: 'a', doc: doc('a', 1) }], 1);
    await indexed.close();
    // A rebuild script that does not declare the indexes writes the collection.
    const plain = openSqliteReadStore(file);
    await plain.commit('p', [{ collection: 'items', id: 'b', doc: doc('b', 2) }], 2);
    await plain.close();
    const reopened = openSqliteReadStore(file, INDEXES);
    const page = await reopened.findPage('items', { state: 'new' }, { sort: { seq: -1 }, limit: 5 });
    expect(page).toEqual({ docs: [doc('b', 2), doc('a', 1)], total: 2 });
    await reopened.close();
  });
});
