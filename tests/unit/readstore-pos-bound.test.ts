import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { Doc, DocChange, Filter, ReadIndexes } from '#projections/core/read-store';
import { findInMemory } from '#server/readstore/memory-query';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { updateDocs } from '../helpers/doc-tables';

/**
 * Issue 25, item 3: a scan with a lower bound on `_pos` skips older rows by the documents table's `pos`
 * column before decoding them; the answers are those of the filter tested on every document.
 */
/** Typed loosely: two documents carry a `_pos` the runner never stamps (a string, an array). */
const docs = [
  { _id: 'a', _pos: 5, kind: 'x' },
  { _id: 'b', _pos: 10, kind: 'y' },
  { _id: 'c', _pos: 11, kind: 'x' },
  { _id: 'd', kind: 'x' }, // no _pos: its pos column is NULL
  { _id: 'e', _pos: '12', kind: 'y' }, // not a number: NULL too, and no numeric bound matches it
  { _id: 'f', _pos: 20, kind: 'x' },
  { _id: 'g', _pos: [15], kind: 'y' }, // an array: NULL as well, and $gt matches its element
] as unknown as Doc[];

const filters: Filter[] = [
  { _pos: { $gt: 10 } },
  { _pos: { $gte: 10 } },
  { _pos: { $gt: 0 } },
  { _pos: { $gt: 10, $lt: 20 } },
  { _pos: { $gte: 11 }, kind: 'x' },
  { _pos: { $gt: '10' } }, // not a number: no bound taken, the filter alone decides
  { _pos: { $gt: -Infinity } },
  { _pos: 10 },
  { $or: [{ _pos: { $gt: 15 } }, { kind: 'y' }] },
];

describe('a scan bounded by _pos', () => {
  const indexSets: ReadIndexes[] = [{}, { things: [{ fields: ['other'], sort: { other: 1 } }] }];
  for (const indexes of indexSets) {
    const label = Object.keys(indexes).length ? 'beside an index it cannot use' : 'without indexes';
    it(`answers find and count as the filter does, ${label}`, async () => {
      const read = openSqliteReadStore(':memory:', indexes);
      const changes: DocChange[] = docs.map((doc) => ({ collection: 'things', id: doc._id, doc }));
      await read.commit('things', changes, 20);
      for (const filter of filters) {
        const expected = findInMemory(docs, filter, {}).map((doc) => doc._id);
        const found = (await read.find('things', filter)).map((doc) => doc._id);
        expect({ filter, found }).toEqual({ filter, found: expected });
        expect(await read.count('things', filter)).toBe(expected.length);
      }
      // The bound prunes before the rest: a page of the newest after 10 is 'c' then 'f'.
      expect((await read.find('things', { _pos: { $gt: 10 } }, { limit: 1 })).map((d) => d._id)).toEqual([
        'c',
      ]);
    });
  }

  it('answers in id order whatever order the rows were written in', async () => {
    const read = openSqliteReadStore(':memory:');
    // One commit each, newest id first: the table's storage order is the reverse of the id order.
    for (const [i, id] of ['z', 'y', 'x', 'w'].entries())
      await read.commit('things', [{ collection: 'things', id, doc: { _id: id, _pos: i + 1 } }], i + 1);
    expect((await read.find('things', { _pos: { $gt: 1 } })).map((doc) => doc._id)).toEqual(['w', 'x', 'y']);
    await read.close();
  });

  it('decodes no row below the bound: one no one could parse is never read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'readstore-pos-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'read.sqlite');
    const read = openSqliteReadStore(file);
    await read.commit(
      'things',
      docs.map((doc) => ({ collection: 'things', id: doc._id, doc })),
      20,
    );
    await read.close();
    const raw = new Database(file);
    updateDocs(raw, "doc = 'unreadable'", "id = 'a'");
    raw.close();
    const reopened = openSqliteReadStore(file);
    expect((await reopened.find('things', { _pos: { $gt: 5 } })).map((doc) => doc._id)).toEqual([
      'b',
      'c',
      'f',
      'g',
    ]);
    expect(await reopened.count('things', { _pos: { $gte: 10 } })).toBe(4);
    await expect(reopened.find('things', {})).rejects.toThrow();
    await reopened.close();
  });
});
