import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Doc, ReadStore, Sort } from '#projections/core/read-store';
import { OverlayReadStore } from '#server/features/asof/overlay-store';
import { findPageInMemory } from '#server/readstore/memory-query';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/**
 * The as-of overlay (issue 28, time travel): the record's documents come from the overlay (absent
 * when it has none), every other document from the live store, and queries merge the two.
 */
const C = 'things';
let live: ReadStore;

const thing = (id: string, state: string, rank: number): Doc => ({ _id: id, state, rank, _pos: rank });

beforeEach(async () => {
  live = openSqliteReadStore(':memory:', {});
  const docs = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => thing(id, i % 2 ? 'open' : 'closed', i * 10));
  await live.commit(
    'test',
    docs.map((doc) => ({ collection: C, id: doc._id, doc })),
    100,
  );
});
afterEach(() => live.close());

/** The overlay of record ids {b, x}: b as it was (another state and rank), x not made yet. */
function overlay(): OverlayReadStore {
  const store = new OverlayReadStore(live, new Set(['b', 'x']));
  store.put([
    { collection: C, id: 'b', doc: thing('b', 'closed', 55) },
    // Changes of documents that are not the record's are not taken.
    { collection: C, id: 'c', doc: thing('c', 'gone', 0) },
  ]);
  return store;
}

/** What the merged collection looks like: live without b and x, plus the overlay's b. */
async function expected(): Promise<Doc[]> {
  const all = await live.find(C);
  return [...all.filter((d) => d._id !== 'b'), thing('b', 'closed', 55)];
}

describe('OverlayReadStore', () => {
  it("reads the record's documents from the overlay, absent when it has none, the rest live", async () => {
    const store = overlay();
    expect(await store.get(C, 'b')).toMatchObject({ state: 'closed', rank: 55 });
    expect(await store.get(C, 'x')).toBeNull();
    expect(await store.get(C, 'c')).toMatchObject({ state: 'closed', rank: 20 });
    expect(await store.get('other', 'b')).toBeNull();
    const many = await store.getMany(C, ['a', 'b', 'x', 'c']);
    expect([...many.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(many.get('b')).toMatchObject({ rank: 55 });
  });

  it('finds, counts and pages over the merge exactly as a scan of the merged collection would', async () => {
    const store = overlay();
    const merged = await expected();
    const filters = [{}, { state: 'closed' }, { state: 'open' }, { rank: { $gte: 30 } }];
    const sorts: Sort[] = [{ rank: 1 }, { rank: -1 }, { state: 1, rank: -1 }];
    for (const filter of filters) {
      expect(await store.count(C, filter)).toBe(findPageInMemory(merged, filter, {}).total);
      for (const sort of sorts)
        for (const [skip, limit] of [
          [0, 2],
          [1, 3],
          [0, 0],
          [4, 10],
        ] as const) {
          const want = findPageInMemory(merged, filter, { sort, skip, limit });
          const got = await store.findPage(C, filter, { sort, skip, limit });
          expect(got.total).toBe(want.total);
          expect(got.docs.map((d) => d._id)).toEqual(want.docs.map((d) => d._id));
          expect((await store.find(C, filter, { sort, skip, limit })).map((d) => d._id)).toEqual(
            want.docs.map((d) => d._id),
          );
        }
    }
  });

  it('hands out copies, and refuses every write', async () => {
    const store = overlay();
    const b = (await store.get(C, 'b'))!;
    b.rank = 1;
    expect(await store.get(C, 'b')).toMatchObject({ rank: 55 });
    await expect(store.commit()).rejects.toMatchObject({ status: 400 });
    await expect(store.reset()).rejects.toMatchObject({ status: 400 });
    expect(await live.get(C, 'b')).toMatchObject({ rank: 10 });
  });

  it('a removed document of the record is absent, though the live store still has it', async () => {
    const store = overlay();
    store.put([{ collection: C, id: 'b', doc: null }]);
    expect(await store.get(C, 'b')).toBeNull();
    expect(await store.count(C)).toBe(5);
    expect((await store.find(C, {}, { sort: { rank: 1 } })).map((d) => d._id)).toEqual([
      'a',
      'c',
      'd',
      'e',
      'f',
    ]);
  });
});
