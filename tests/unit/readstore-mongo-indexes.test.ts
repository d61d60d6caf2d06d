import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXTRA_INDEXES, indexKey, mongoReadStoreFromClient } from '#server/readstore/mongo';
import { FakeMongo } from './readstore-mongo-fake';
import { log } from '#server/core/logger';

afterEach(() => vi.restoreAllMocks());

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('MongoDB read store indexes (issue 16, item 4)', () => {
  it('serves before its index builds finish', async () => {
    const fake = new FakeMongo();
    fake.indexAnswer = () => new Promise<string>(() => undefined); // a build that never ends
    const store = await mongoReadStoreFromClient(fake.client, 'db', {
      items: [{ fields: ['status'], sort: { at: -1 } }],
    });
    await store.commit('p', [{ collection: 'items', id: 'a', doc: { _id: 'a', _pos: 1, status: 'new' } }], 1);
    expect((await store.get('items', 'a'))?.status).toBe('new');
    expect(fake.createIndexCalls.map((c) => c.collection)).toContain('items');
  });

  it('logs a failed build without failing the start', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const fake = new FakeMongo();
    fake.indexAnswer = (collection) =>
      collection === 'items' ? Promise.reject(new Error('too many indexes')) : Promise.resolve('ok');
    await mongoReadStoreFromClient(fake.client, 'db', { items: [{ fields: ['x'], sort: {} }] });
    await flush();
    expect(errors).toHaveBeenCalledWith('[readstore] index on items failed: too many indexes');
  });

  it('adds the light list sort without position or city, and meetings by seq', async () => {
    const fake = new FakeMongo();
    await mongoReadStoreFromClient(fake.client, 'db');
    const keys = (collection: string) =>
      fake.createIndexCalls.filter((c) => c.collection === collection).map((c) => c.key);
    expect(keys('questionnairesLight')).toEqual(
      expect.arrayContaining([
        [
          ['type', 1],
          ['seq', -1],
          ['_id', 1],
        ],
        [
          ['type', 1],
          ['IStoreId', 1],
          ['seq', -1],
          ['_id', 1],
        ],
      ]),
    );
    expect(keys('meetings')).toContainEqual([
      ['seq', -1],
      ['_id', 1],
    ]);
    expect(Object.keys(EXTRA_INDEXES).sort()).toEqual(['meetings', 'questionnairesLight']);
  });

  it('starts the builds again after a reset drops a collection', async () => {
    const fake = new FakeMongo();
    const store = await mongoReadStoreFromClient(fake.client, 'db', { items: [{ fields: ['x'], sort: {} }] });
    const before = fake.createIndexCalls.length;
    await store.reset('p', ['items', 'meetings']);
    const again = fake.createIndexCalls.slice(before).map((c) => c.collection);
    expect(again.filter((c) => c === 'items')).toHaveLength(1);
    expect(again.filter((c) => c === 'meetings')).toHaveLength(EXTRA_INDEXES.meetings!.length);
  });

  it('builds a declaration as equality fields, then the sort with its _id tie-break', () => {
    expect(indexKey({ fields: ['a', 'b'], sort: { c: -1 } })).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', -1],
      ['_id', 1],
    ]);
  });
});
