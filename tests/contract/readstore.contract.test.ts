import Database from 'better-sqlite3';
import { MongoClient } from 'mongodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMongoReadStore } from '#server/readstore/mongo';
import type { Doc, DocChange, ReadIndexes, ReadStore } from '#projections/core/read-store';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { docTableName } from '#server/readstore/sqlite-doc-tables';

/** One suite for every configured read-store adapter; the embedded one always runs. */
interface Adapter {
  name: string;
  enabled: boolean;
  open(): Promise<{ store: ReadStore; cleanup(): Promise<void> }>;
}

const mongoUrl = process.env.MONGO_URL;
if (!mongoUrl) console.log('skipped: MONGO_URL not set');

/** Declared indexes change how queries run, never what they answer: every case runs with them too. */
const INDEXES: ReadIndexes = {
  candidates: [
    { fields: ['status', 'address.city'], sort: { age: 1 } },
    { fields: ['tags'], sort: { name: -1 } },
  ],
  c: [{ fields: ['v'], sort: { _pos: -1 } }],
};

let dbCounter = 0;
const mongoAdapter = (name: string, indexes: ReadIndexes): Adapter => ({
  name,
  enabled: Boolean(mongoUrl),
  open: async () => {
    // A database per test keeps tests independent; dropped afterwards.
    const dbName = `readstore_contract_${process.pid}_${++dbCounter}`;
    const store = await openMongoReadStore(mongoUrl!, dbName, indexes);
    const cleanup = async () => {
      const client = await new MongoClient(mongoUrl!).connect();
      await client.db(dbName).dropDatabase();
      await client.close();
    };
    return { store, cleanup };
  },
});
const sqliteAdapter = (name: string, indexes: ReadIndexes): Adapter => ({
  name,
  enabled: true,
  open: async () => ({ store: openSqliteReadStore(':memory:', indexes), cleanup: async () => {} }),
});
const adapters: Adapter[] = [
  sqliteAdapter('sqlite', {}),
  sqliteAdapter('sqlite with indexes', INDEXES),
  mongoAdapter('mongo', {}),
  mongoAdapter('mongo with indexes', INDEXES),
];

const put = (collection: string, doc: Doc): DocChange => ({ collection, id: doc._id, doc });
const remove = (collection: string, id: string): DocChange => ({ collection, id, doc: null });
const ids = (docs: Doc[]) => docs.map((d) => d._id);

const candidates: Doc[] = [
  {
    _id: 'c1',
    _pos: 1,
    name: 'Анна Иванова',
    status: 'new',
    age: 25,
    address: { city: 'Москва', store: 101 },
    tags: ['cashier'],
  },
  {
    _id: 'c2',
    _pos: 2,
    name: 'Борис Петров',
    status: 'invited',
    age: 31,
    address: { city: 'Казань', store: 202 },
    tags: [],
  },
  {
    _id: 'c3',
    _pos: 3,
    name: 'Анастасия Орлова',
    status: 'hired',
    age: 19,
    address: { city: 'Москва', store: 102 },
    tags: ['cashier', 'night'],
  },
  {
    _id: 'c4',
    _pos: 4,
    name: 'Denis Smirnov',
    status: 'new',
    age: 31,
    address: { city: 'Тула', store: 303 },
    tags: ['night'],
  },
  {
    _id: 'c5',
    _pos: 5,
    name: 'Ольга Кузнецова',
    status: 'rejected',
    age: 44,
    address: { city: 'Москва', store: 101 },
  },
];

for (const adapter of adapters) {
  describe.skipIf(!adapter.enabled)(`read store contract: ${adapter.name}`, () => {
    let store: ReadStore;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await adapter.open());
    });
    afterEach(async () => {
      await store.close();
      await cleanup();
    });
    const seed = () =>
      store.commit(
        'candidates-projection',
        candidates.map((d) => put('candidates', d)),
        5,
      );

    it('returns committed documents by id, by ids, by filter and by count', async () => {
      await seed();
      expect(await store.get('candidates', 'c2')).toEqual(candidates[1]);
      expect(await store.get('candidates', 'nope')).toBeNull();
      expect(await store.get('empty', 'c2')).toBeNull();
      const many = await store.getMany('candidates', ['c1', 'c4', 'nope']);
      expect([...many.keys()].sort()).toEqual(['c1', 'c4']);
      expect(many.get('c4')).toEqual(candidates[3]);
      expect(ids(await store.find('candidates', {}, { sort: { _id: 1 } }))).toEqual([
        'c1',
        'c2',
        'c3',
        'c4',
        'c5',
      ]);
      expect(await store.count('candidates')).toBe(5);
      expect(await store.count('candidates', { status: 'new' })).toBe(2);
      expect(await store.find('empty', { status: 'new' })).toEqual([]);
      expect(await store.count('empty')).toBe(0);
    });

    it('answers Mongo-style filters', async () => {
      await seed();
      const find = async (filter: Record<string, unknown>) =>
        ids(await store.find('candidates', filter, { sort: { _id: 1 } }));
      expect(await find({ status: { $in: ['invited', 'hired'] } })).toEqual(['c2', 'c3']);
      expect(await find({ age: { $gte: 31 } })).toEqual(['c2', 'c4', 'c5']);
      expect(await find({ age: { $gt: 19, $lt: 44 } })).toEqual(['c1', 'c2', 'c4']);
      expect(await find({ name: { $regex: '^Ан' } })).toEqual(['c1', 'c3']);
      expect(await find({ name: { $regex: 'smirnov', $options: 'i' } })).toEqual(['c4']);
      expect(await find({ name: /ова$/ })).toEqual(['c1', 'c3', 'c5']);
      expect(await find({ 'address.city': 'Москва', 'address.store': { $ne: 101 } })).toEqual(['c3']);
      expect(await find({ $or: [{ status: 'hired' }, { 'address.city': 'Тула' }] })).toEqual(['c3', 'c4']);
      expect(await find({ $and: [{ age: { $lt: 40 } }, { $nor: [{ status: 'new' }] }] })).toEqual([
        'c2',
        'c3',
      ]);
      expect(await find({ status: { $nin: ['new', 'rejected'] }, age: { $lte: 31 } })).toEqual(['c2', 'c3']);
      // Arrays: equality matches an element; missing fields match null and $exists: false.
      expect(await find({ tags: 'night' })).toEqual(['c3', 'c4']);
      expect(await find({ tags: { $size: 0 } })).toEqual(['c2']);
      expect(await find({ tags: null })).toEqual(['c5']);
      expect(await find({ tags: { $exists: false } })).toEqual(['c5']);
      expect(await find({ age: '31' })).toEqual([]); // no cross-type equality
      expect(await store.count('candidates', { 'address.city': 'Москва' })).toBe(3);
    });

    it('sorts ascending and descending, pages with skip and limit, and breaks ties by _id', async () => {
      await seed();
      const sorted = async (sort: Record<string, 1 | -1>, skip?: number, limit?: number) =>
        ids(await store.find('candidates', {}, { sort, skip, limit }));
      expect(await sorted({ age: 1 })).toEqual(['c3', 'c1', 'c2', 'c4', 'c5']);
      expect(await sorted({ age: -1 })).toEqual(['c5', 'c2', 'c4', 'c1', 'c3']);
      expect(await sorted({ age: -1, _id: -1 })).toEqual(['c5', 'c4', 'c2', 'c1', 'c3']);
      expect(await sorted({ 'address.city': 1, age: -1 })).toEqual(['c2', 'c5', 'c1', 'c3', 'c4']);
      const pages = [
        await sorted({ age: 1 }, 0, 2),
        await sorted({ age: 1 }, 2, 2),
        await sorted({ age: 1 }, 4, 2),
      ];
      expect(pages).toEqual([['c3', 'c1'], ['c2', 'c4'], ['c5']]);
      expect(await sorted({ age: 1 }, 5, 2)).toEqual([]);
      expect(await sorted({ age: 1 }, 1, 0)).toHaveLength(4); // limit 0 means no limit, as in MongoDB
      const filtered = await store.find(
        'candidates',
        { 'address.city': 'Москва' },
        { sort: { name: -1 }, limit: 2 },
      );
      expect(ids(filtered)).toEqual(['c5', 'c1']);
    });

    it('returns a page and the total of its filter together', async () => {
      await seed();
      const page = async (filter: Record<string, unknown>, skip?: number, limit?: number) => {
        const { docs, total } = await store.findPage('candidates', filter, { sort: { age: 1 }, skip, limit });
        return { ids: ids(docs), total };
      };
      expect(await page({ 'address.city': 'Москва' }, 1, 1)).toEqual({ ids: ['c1'], total: 3 });
      expect(await page({ status: { $in: ['new', 'hired'] }, age: { $gt: 20 } })).toEqual({
        ids: ['c1', 'c4'],
        total: 2,
      });
      expect(await page({ status: 'new', 'address.city': 'Тула' }, 0, 5)).toEqual({ ids: ['c4'], total: 1 });
      expect(await page({ status: 'new' }, 5, 5)).toEqual({ ids: [], total: 2 });
      expect(await page({ status: null })).toEqual({ ids: [], total: 0 });
      await store.commit(
        'candidates-projection',
        [put('candidates', { ...candidates[4]!, _pos: 6, status: 'new' })],
        6,
      );
      expect(await page({ status: 'new' })).toEqual({ ids: ['c1', 'c4', 'c5'], total: 3 });
      expect(await store.findPage('empty', {}, {})).toEqual({ docs: [], total: 0 });
    });

    it('deletes documents whose change is null', async () => {
      await seed();
      await store.commit(
        'candidates-projection',
        [remove('candidates', 'c2'), remove('candidates', 'never-was')],
        6,
      );
      expect(await store.get('candidates', 'c2')).toBeNull();
      expect((await store.getMany('candidates', ['c1', 'c2'])).has('c2')).toBe(false);
      expect(await store.count('candidates')).toBe(4);
      expect(ids(await store.find('candidates', { status: 'invited' }))).toEqual([]);
    });

    it('applies several changes to one document in batch order', async () => {
      await store.commit(
        'p',
        [put('c', { _id: 'a', _pos: 1, v: 1 }), put('c', { _id: 'a', _pos: 2, v: 2 })],
        2,
      );
      expect(await store.get('c', 'a')).toEqual({ _id: 'a', _pos: 2, v: 2 });
      await store.commit(
        'p',
        [
          put('c', { _id: 'b', _pos: 3 }),
          remove('c', 'b'),
          remove('c', 'a'),
          put('c', { _id: 'a', _pos: 4, v: 4 }),
        ],
        4,
      );
      expect(await store.get('c', 'b')).toBeNull();
      expect(await store.get('c', 'a')).toEqual({ _id: 'a', _pos: 4, v: 4 });
    });

    it('never replaces a document with an older version (idempotent replay by _pos)', async () => {
      await store.commit('p', [put('c', { _id: 'a', _pos: 10, v: 'new' })], 10);
      await store.commit(
        'p',
        [put('c', { _id: 'a', _pos: 7, v: 'old' }), put('c', { _id: 'b', _pos: 7, v: 'b' })],
        7,
      );
      expect(await store.get('c', 'a')).toEqual({ _id: 'a', _pos: 10, v: 'new' });
      expect(await store.get('c', 'b')).toEqual({ _id: 'b', _pos: 7, v: 'b' });
      await store.commit('p', [put('c', { _id: 'a', _pos: 10, v: 'replayed' })], 10); // same position again
      expect(await store.get('c', 'a')).toEqual({ _id: 'a', _pos: 10, v: 'new' });
      expect(await store.count('c', { v: { $in: ['old', 'replayed'] } })).toBe(0);
      // Documents without _pos are not versioned: the last write wins.
      await store.commit('p', [put('c', { _id: 'u', v: 1 })], 11);
      await store.commit('p', [put('c', { _id: 'u', v: 2 })], 12);
      expect(await store.get('c', 'u')).toEqual({ _id: 'u', v: 2 });
    });

    it('saves the checkpoint with the batch; 0 when absent; never moves it back', async () => {
      expect(await store.getCheckpoint('candidates-projection')).toBe(0);
      await seed();
      expect(await store.getCheckpoint('candidates-projection')).toBe(5);
      expect(await store.getCheckpoint('other-projection')).toBe(0);
      await store.commit('candidates-projection', [], 9); // events this projection ignores
      expect(await store.getCheckpoint('candidates-projection')).toBe(9);
      await store.commit('candidates-projection', [], 3);
      expect(await store.getCheckpoint('candidates-projection')).toBe(9);
    });

    it('writes nothing, not even the checkpoint, when a document cannot be serialised', async () => {
      await seed();
      const bad: DocChange[] = [
        put('candidates', { _id: 'c9', _pos: 9, name: 'ok' }),
        remove('candidates', 'c1'),
        put('vacancies', { _id: 'v1', _pos: 9, salary: 10n }),
      ];
      await expect(store.commit('candidates-projection', bad, 9)).rejects.toThrow(/serialised/);
      const mismatched = [
        put('candidates', { _id: 'c8', _pos: 9 }),
        { collection: 'candidates', id: 'x', doc: { _id: 'y' } },
      ];
      await expect(store.commit('candidates-projection', mismatched, 9)).rejects.toThrow(/does not match/);
      expect(await store.getCheckpoint('candidates-projection')).toBe(5);
      expect(await store.get('candidates', 'c9')).toBeNull();
      expect(await store.get('candidates', 'c8')).toBeNull();
      expect(await store.get('candidates', 'c1')).toEqual(candidates[0]);
      expect(await store.count('vacancies')).toBe(0);
    });

    it('reset clears the given collections and the checkpoint only', async () => {
      await seed();
      await store.commit('candidates-projection', [put('notes', { _id: 'n1', _pos: 6 })], 6);
      await store.commit('other-projection', [put('stores', { _id: 's1', _pos: 6 })], 6);
      await store.reset('candidates-projection', ['candidates', 'notes']);
      expect(await store.count('candidates')).toBe(0);
      expect(await store.get('notes', 'n1')).toBeNull();
      expect(await store.getCheckpoint('candidates-projection')).toBe(0);
      expect(await store.get('stores', 's1')).toEqual({ _id: 's1', _pos: 6 });
      expect(await store.getCheckpoint('other-projection')).toBe(6);
      await store.commit('candidates-projection', [put('candidates', candidates[0]!)], 1); // rebuild from zero
      expect(await store.count('candidates')).toBe(1);
      expect(await store.getCheckpoint('candidates-projection')).toBe(1);
    });

    it('hands out copies: changing a returned or committed document does not change the store', async () => {
      const original = { _id: 'a', _pos: 1, nested: { list: [1, 2] } };
      await store.commit('p', [put('c', original)], 1);
      original.nested.list.push(3);
      const got = (await store.get('c', 'a'))!;
      (got.nested as { list: number[] }).list.push(4);
      got.extra = true;
      const [found] = await store.find('c', {}, { limit: 1 });
      found!.nested = null;
      (await store.getMany('c', ['a'])).get('a')!._pos = 99;
      expect(await store.get('c', 'a')).toEqual({ _id: 'a', _pos: 1, nested: { list: [1, 2] } });
      expect(await store.count('c', { 'nested.list': 4 })).toBe(0);
    });
  });
}

describe('read store: SQLite file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'readstore-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps documents and checkpoints across reopening', async () => {
    const file = join(dir, 'reopen.sqlite');
    const first = openSqliteReadStore(file);
    await first.commit(
      'p',
      candidates.map((d) => put('candidates', d)),
      5,
    );
    await first.commit('p', [remove('candidates', 'c5')], 6);
    await first.close();
    const second = openSqliteReadStore(file);
    expect(await second.count('candidates')).toBe(4);
    expect(await second.get('candidates', 'c3')).toEqual(candidates[2]);
    expect(await second.getCheckpoint('p')).toBe(6);
    await second.close();
  });

  it('rolls back the whole batch, cache included, when SQLite fails half-way', async () => {
    const file = join(dir, 'rollback.sqlite');
    const store = openSqliteReadStore(file);
    await store.commit('p', [put('c', { _id: 'a', _pos: 1, v: 1 })], 1);
    expect(await store.count('c')).toBe(1); // loads the collection into memory
    // A trigger makes the second write of the batch fail after the first one has run.
    const saboteur = new Database(file);
    saboteur.exec(`CREATE TRIGGER boom BEFORE INSERT ON ${docTableName('c')} WHEN NEW.id = 'boom'
      BEGIN SELECT RAISE(ABORT, 'boom'); END`);
    saboteur.close();
    const batch = [
      put('c', { _id: 'a', _pos: 2, v: 2 }),
      put('c', { _id: 'b', _pos: 2 }),
      put('c', { _id: 'boom', _pos: 2 }),
    ];
    await expect(store.commit('p', batch, 2)).rejects.toThrow(/boom/);
    expect(await store.get('c', 'a')).toEqual({ _id: 'a', _pos: 1, v: 1 });
    expect(await store.get('c', 'b')).toBeNull();
    expect(await store.getCheckpoint('p')).toBe(1);
    await store.close();
    const reopened = openSqliteReadStore(file);
    expect(await reopened.find('c')).toEqual([{ _id: 'a', _pos: 1, v: 1 }]);
    expect(await reopened.getCheckpoint('p')).toBe(1);
    await reopened.close();
  });
});
