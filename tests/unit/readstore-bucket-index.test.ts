import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BucketIndex } from '#server/readstore/memory-index';
import { mergePage } from '#server/readstore/memory-merge';
import type { Doc } from '#projections/core/read-store';
import { openSqliteReadStore } from '#server/readstore/sqlite';

const spec = { fields: ['type', 'store'], sort: { seq: -1 as const } };
const doc = (id: string, type: unknown, store: unknown, seq: unknown): Doc => ({ _id: id, type, store, seq });

function indexOf(docs: Doc[]): BucketIndex {
  const index = new BucketIndex(spec);
  for (const d of docs) index.add(d);
  return index;
}

describe('BucketIndex', () => {
  const docs = [
    doc('a', 'new', 's1', 3),
    doc('b', 'new', 's2', 5),
    doc('c', 'done', 's1', 4),
    { _id: 'd', seq: 1 },
  ];

  it('picks the buckets an equality or $in allows and leaves other clauses to a per-document test', () => {
    const index = indexOf(docs);
    const plan = index.plan({ type: 'new', store: { $in: ['s1', 's9'] }, name: /x/ }, { seq: -1 })!;
    expect(plan.buckets.map((b) => b.values)).toEqual([['new', 's1']]);
    expect(plan.residual).toEqual({ name: /x/ });
    expect(plan).toMatchObject({ constrained: 2, ordered: true });
    // A missing field is in the null bucket, which { field: null } selects.
    expect(index.plan({ type: null }, undefined)!.buckets.map((b) => b.values)).toEqual([[null, null]]);
    expect(index.plan({ type: { $ne: 'new' } }, { seq: 1 })).toMatchObject({
      constrained: 0,
      ordered: false,
    });
  });

  it('declines queries while a document has an array or an object in an indexed or sort field', () => {
    const index = indexOf(docs);
    const odd = [doc('x', ['new'], 's1', 1), doc('y', 'new', { id: 1 }, 1), doc('z', 'new', 's1', [1, 2])];
    for (const d of odd) {
      index.add(d);
      expect(index.plan({ type: 'new' }, undefined)).toBeNull();
      index.remove(d);
      expect(index.plan({ type: 'new' }, undefined)).not.toBeNull();
    }
  });

  it('keeps buckets sorted through adds and removes', () => {
    const index = indexOf(docs);
    index.remove(docs[1]!);
    index.add(doc('e', 'new', 's1', 9));
    const plan = index.plan({ type: 'new' }, { seq: -1 })!;
    expect(plan.buckets.flatMap((b) => b.entries.map((e) => e.doc._id))).toEqual(['e', 'a']);
  });

  it('without fields keeps one group in its sort: the highest seq is its head', () => {
    const index = new BucketIndex({ fields: [], sort: { seq: -1 } });
    for (const d of docs) index.add(d);
    const plan = index.plan({}, { seq: -1 })!;
    expect(plan).toMatchObject({ constrained: 0, ordered: true });
    expect(plan.buckets.flatMap((b) => b.entries.map((e) => e.doc._id))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('refuses fields a filter would resolve through the prototype', () => {
    expect(() => new BucketIndex({ fields: ['info.constructor'], sort: {} })).toThrow(/Invalid index fields/);
    expect(() => new BucketIndex({ fields: [], sort: {} })).toThrow(/Invalid index fields/);
  });
});

describe('mergePage', () => {
  it('merges sorted lists, skipping and limiting over accepted entries only', () => {
    const lists = [
      [1, 4, 7, 10],
      [2, 5, 8],
      [3, 6, 9],
    ];
    const odd = (n: number) => n % 2 === 1;
    expect(
      mergePage(
        lists,
        (a, b) => a - b,
        () => true,
        2,
        5,
      ),
    ).toEqual([3, 4, 5, 6, 7]);
    expect(mergePage(lists, (a, b) => a - b, odd, 1, 10)).toEqual([3, 5, 7, 9]);
    expect(
      mergePage(
        [[], [1]],
        (a, b) => a - b,
        () => true,
        0,
        Infinity,
      ),
    ).toEqual([1]);
  });
});

describe('embedded read store: loading a collection with declared indexes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'readstore-load-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers from SQLite after a reopen, with nothing loaded into memory first', async () => {
    const file = join(dir, 'load.sqlite');
    const writer = openSqliteReadStore(file);
    const changes = Array.from({ length: 5000 }, (_, i) => {
      const d = doc(`q${i}`, i % 3 ? 'new' : 'done', `s${i % 7}`, i);
      return { collection: 'items', id: d._id, doc: d };
    });
    await writer.commit('p', changes, 1);
    await writer.close();

    const store = openSqliteReadStore(file, { items: [spec] });
    const page = await store.findPage('items', { type: 'new', store: 's3' }, { sort: { seq: -1 }, limit: 2 });
    expect(page.docs.map((d) => d._id)).toEqual(['q4994', 'q4987']);
    expect(page.total).toBe(changes.filter((c) => c.doc.type === 'new' && c.doc.store === 's3').length);
    await store.close();
  });
});
