import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Query } from 'mingo';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Doc, DocChange, ReadStore } from '#projections/core/read-store';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import {
  COLLECTION,
  INDEXES,
  randomChanges,
  randomDoc,
  randomFilter,
  randomOptions,
  seeded,
  type Random,
} from './readstore-random';
import { updateDocs } from '../helpers/doc-tables';

/**
 * The embedded store with declared indexes answers exactly as the same store without them (whose
 * scans the contract tests hold to Mongo semantics), and matches what mingo matches: same pages in
 * the same order, same totals, through commits, removals, resets, rebuilds and reloads.
 */

const dir = mkdtempSync(join(tmpdir(), 'readstore-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let open: ReadStore[] = [];
afterEach(async () => {
  for (const store of open) await store.close();
  open = [];
});

function openStores(name: string, indexes = INDEXES): { indexed: ReadStore; plain: ReadStore; file: string } {
  const file = join(dir, `${name}.sqlite`);
  const indexed = openSqliteReadStore(file, indexes);
  const plain = openSqliteReadStore(':memory:');
  open.push(indexed, plain);
  return { indexed, plain, file };
}

const byId = (docs: Doc[]) => [...docs].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));

let position = 0;
async function commitBoth(stores: ReadStore[], changes: DocChange[]): Promise<void> {
  position++;
  for (const store of stores) await store.commit('items-projection', changes, position);
}

/** `rounds` random queries, each through find, count and findPage, compared with the reference. */
async function expectSameAnswers(indexed: ReadStore, plain: ReadStore, random: Random, rounds = 60) {
  const all = await plain.find(COLLECTION, {});
  for (let i = 0; i < rounds; i++) {
    const filter = randomFilter(random);
    const options = randomOptions(random);
    const context = JSON.stringify({ filter, options });
    // Without a sort, both answer in id order (a scan's), so a page is the same page.
    const ordered = (docs: Doc[]) => docs;
    const expected = ordered(await plain.find(COLLECTION, filter, options));
    const total = await plain.count(COLLECTION, filter);
    expect(ordered(await indexed.find(COLLECTION, filter, options)), context).toEqual(expected);
    expect(await indexed.count(COLLECTION, filter), context).toBe(total);
    for (const store of [indexed, plain]) {
      const page = await store.findPage(COLLECTION, filter, options);
      expect({ docs: ordered(page.docs), total: page.total }, context).toEqual({ docs: expected, total });
    }
    // Independently of both adapters: mingo matches the same documents.
    const matched = new Query(filter).find<Doc>(all).all();
    expect(total, context).toBe(matched.length);
    const matchedIds = new Set(matched.map((d) => d._id));
    expect(
      expected.filter((d) => !matchedIds.has(d._id)),
      context,
    ).toEqual([]);
  }
}

describe('read store indexes: same answers as scans', () => {
  it('through random commits that change indexed fields, add and remove documents', async () => {
    const random = seeded(1);
    const { indexed, plain } = openStores('commits');
    await commitBoth([indexed, plain], randomChanges(random, 400, 300));
    await expectSameAnswers(indexed, plain, random);
    for (let round = 0; round < 15; round++) {
      await commitBoth([indexed, plain], randomChanges(random, 40, 320));
      await expectSameAnswers(indexed, plain, random, 25);
    }
  });

  it('without a sort, finds through an index and reads only the documents it matches', async () => {
    const { indexed, file } = openStores('unsorted');
    const docs = Array.from({ length: 50 }, (_, i) => ({ _id: `d${i}`, store: `s${i % 5}`, name: `n${i}` }));
    await indexed.commit(
      'items',
      docs.map((doc) => ({ collection: COLLECTION, id: doc._id, doc })),
      1,
    );
    // A document of another store no one could parse: a scan would fail on it, the index skips it.
    const raw = new Database(file);
    updateDocs(raw, "doc = 'unreadable'", "id = 'd1'");
    raw.close();
    const found = await indexed.find(COLLECTION, { store: { $in: ['s2', 's0'] } }, { skip: 1, limit: 12 });
    const expected = byId(docs.filter((doc) => doc.store === 's0' || doc.store === 's2')).slice(1, 13);
    expect(found.map((doc) => doc._id)).toEqual(expected.map((doc) => doc._id));
    await expect(indexed.find(COLLECTION, { name: 'n3' })).rejects.toThrow();
  });

  it('with indexes that keep no counts per key: counts and pages walk the index', async () => {
    const random = seeded(11);
    const uncounted = { [COLLECTION]: INDEXES[COLLECTION]!.map((spec) => ({ ...spec, counts: false })) };
    const { indexed, plain } = openStores('uncounted', uncounted);
    await commitBoth([indexed, plain], randomChanges(random, 400, 300));
    await expectSameAnswers(indexed, plain, random);
    for (let round = 0; round < 8; round++) {
      await commitBoth([indexed, plain], randomChanges(random, 40, 320));
      await expectSameAnswers(indexed, plain, random, 25);
    }
  });

  it('when updates leave every indexed field as it was, and then change them', async () => {
    const random = seeded(5);
    const { indexed, plain } = openStores('unchanged-keys');
    const docs = randomChanges(random, 200, 200).flatMap((c) => (c.doc ? [c.doc] : []));
    await commitBoth(
      [indexed, plain],
      docs.map((doc) => ({ collection: COLLECTION, id: doc._id, doc })),
    );
    for (let round = 0; round < 5; round++) {
      // The same keys, another unindexed field: the index rows (and their counts) must stay right.
      const touched = docs.map((doc) => ({ ...doc, note: `round ${round}`, _pos: (round + 1) * 1000 }));
      await commitBoth(
        [indexed, plain],
        touched.map((doc) => ({ collection: COLLECTION, id: doc._id, doc })),
      );
      await expectSameAnswers(indexed, plain, random, 15);
    }
    await commitBoth([indexed, plain], randomChanges(random, 60, 200));
    await expectSameAnswers(indexed, plain, random, 30);
    expect(await indexed.count(COLLECTION, {})).toBe(await plain.count(COLLECTION, {}));
  });

  it('while a document with an array or an object in an indexed or sort field is stored, and after', async () => {
    const random = seeded(2);
    const { indexed, plain } = openStores('irregular');
    await commitBoth([indexed, plain], randomChanges(random, 300, 200));
    for (let round = 0; round < 6; round++) {
      const odd = randomDoc(random, `odd${round}`, true);
      odd._pos = 10_000;
      await commitBoth([indexed, plain], [{ collection: COLLECTION, id: odd._id, doc: odd }]);
      await expectSameAnswers(indexed, plain, random, 20);
      await commitBoth([indexed, plain], [{ collection: COLLECTION, id: odd._id, doc: null }]);
      await expectSameAnswers(indexed, plain, random, 20);
    }
  });

  it('after a reset, a rebuild through commitRebuild, and reopening the file', async () => {
    const random = seeded(3);
    const { indexed, plain, file } = openStores('rebuild');
    await commitBoth([indexed, plain], randomChanges(random, 300, 200));
    await expectSameAnswers(indexed, plain, random, 10);
    for (const store of [indexed, plain]) await store.reset('items-projection', [COLLECTION]);
    expect(await indexed.findPage(COLLECTION, { type: 'new' }, { sort: { seq: -1 } })).toEqual({
      docs: [],
      total: 0,
    });
    await commitBoth([indexed, plain], randomChanges(random, 100, 200));
    await expectSameAnswers(indexed, plain, random, 20);
    // The rebuild path writes without updating memory: the next read loads the collection again.
    for (const store of [indexed, plain]) await store.reset('items-projection', [COLLECTION]);
    let pos = 0;
    for (let batch = 0; batch < 3; batch++) {
      // In event order, as a rebuild writes: each version newer than the last.
      const changes = randomChanges(random, 150, 400).map((c) =>
        c.doc ? { ...c, doc: { ...c.doc, _pos: ++pos } } : c,
      );
      await indexed.commitRebuild!('items-projection', changes, ++position);
      await plain.commit('items-projection', changes, position);
    }
    await expectSameAnswers(indexed, plain, random);
    await indexed.close();
    const reopened = openSqliteReadStore(file, INDEXES);
    open.push(reopened);
    await expectSameAnswers(reopened, plain, random);
  });

  it('when commits land while a large collection is still loading in the background', async () => {
    const random = seeded(4);
    const { indexed, plain, file } = openStores('loading');
    // More rows than one load chunk, so that the load yields to the event loop in between.
    for (let batch = 0; batch < 5; batch++)
      await commitBoth([indexed, plain], randomChanges(random, 1000, 3000));
    await indexed.close();
    const reopened = openSqliteReadStore(file, INDEXES); // starts loading its indexed collection
    open.push(reopened);
    const changes = randomChanges(random, 300, 3200).map((c) =>
      c.doc ? { ...c, doc: { ...c.doc, _pos: 5000 } } : c,
    );
    position++;
    const pending = [reopened.commit('items-projection', changes, position)];
    pending.push(plain.commit('items-projection', changes, position));
    pending.push(expectSameAnswers(reopened, plain, random, 1)); // queued behind the load
    await Promise.all(pending);
    await expectSameAnswers(reopened, plain, random);
  });
});
