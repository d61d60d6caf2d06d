import { describe, expect, it } from 'vitest';
import type { Doc, DocChange } from '#projections/core/read-store';
import { mongoReadStoreFromClient } from '#server/readstore/mongo';
import { FakeMongo } from './readstore-mongo-fake';

const put = (doc: Doc): DocChange => ({ collection: 'items', id: doc._id, doc });

describe('MongoDB read store: two runners on one new document (issue 16, item 4)', () => {
  it('retries a duplicate-key upsert as a guarded replace, so the newer racing insert wins', async () => {
    const fake = new FakeMongo();
    const store = await mongoReadStoreFromClient(fake.client, 'db');
    // The other runner inserts an older version between this runner's filter and its insert.
    fake.beforeInsert = (collection, id) => {
      if (id === 'a') fake.stored(collection).set('a', { _id: 'a', _pos: 5, v: 'other runner' });
    };
    await store.commit('p', [put({ _id: 'a', _pos: 7, v: 'this runner' })], 7);
    expect(fake.stored('items').get('a')).toEqual({ _id: 'a', _pos: 7, v: 'this runner' });
    const retry = fake.bulkCalls.filter((c) => c.collection === 'items')[1]!;
    expect(retry.ops).toEqual([{ replaceOne: expect.not.objectContaining({ upsert: true }) as unknown }]);
    expect(await store.getCheckpoint('p')).toBe(7);
  });

  it('keeps the racing insert when it is the newer one', async () => {
    const fake = new FakeMongo();
    const store = await mongoReadStoreFromClient(fake.client, 'db');
    fake.beforeInsert = (collection) => fake.stored(collection).set('a', { _id: 'a', _pos: 9, v: 'newer' });
    await store.commit('p', [put({ _id: 'a', _pos: 7, v: 'older' })], 7);
    expect(fake.stored('items').get('a')).toMatchObject({ _pos: 9, v: 'newer' });
  });

  it('skips a replayed change over a newer stored version and writes the rest of the batch', async () => {
    const fake = new FakeMongo();
    const store = await mongoReadStoreFromClient(fake.client, 'db');
    fake.stored('items').set('a', { _id: 'a', _pos: 9, v: 'newer' });
    await store.commit(
      'p',
      [put({ _id: 'a', _pos: 4, v: 'replayed' }), put({ _id: 'b', _pos: 4, v: 'new' })],
      4,
    );
    expect(fake.stored('items').get('a')).toMatchObject({ _pos: 9 });
    expect(fake.stored('items').get('b')).toMatchObject({ _pos: 4, v: 'new' });
  });
});

describe('MongoDB read store: transactions where the server has them (issue 16, item 4)', () => {
  it('commits documents and checkpoint in one transaction on a replica set', async () => {
    const fake = new FakeMongo();
    fake.hello = { setName: 'rs0', isWritablePrimary: true };
    const store = await mongoReadStoreFromClient(fake.client, 'db');
    fake.stored('items').set('a', { _id: 'a', _pos: 9, v: 'newer' });
    await store.commit('p', [put({ _id: 'a', _pos: 4, v: 'old' }), put({ _id: 'b', _pos: 4, v: 'new' })], 4);
    expect(fake.transactions).toBe(1);
    const writes = fake.bulkCalls.filter((c) => c.collection === 'items');
    expect(writes).toHaveLength(1);
    expect(writes[0]!.options.session).toBeDefined();
    // The older change is left out by reading positions first: a write error would abort the transaction.
    expect(writes[0]!.ops).toHaveLength(1);
    expect(fake.stored('items').get('a')).toMatchObject({ _pos: 9 });
    expect(fake.stored('items').get('b')).toMatchObject({ v: 'new' });
    expect(await store.getCheckpoint('p')).toBe(4);
  });

  it('uses transactions behind a mongos, and none on a standalone server', async () => {
    const sharded = new FakeMongo();
    sharded.hello = { msg: 'isdbgrid' };
    await (await mongoReadStoreFromClient(sharded.client, 'db')).commit('p', [put({ _id: 'a', _pos: 1 })], 1);
    expect(sharded.transactions).toBe(1);

    const standalone = new FakeMongo();
    await (
      await mongoReadStoreFromClient(standalone.client, 'db')
    ).commit('p', [put({ _id: 'a', _pos: 1 })], 1);
    expect(standalone.transactions).toBe(0);
    expect(standalone.bulkCalls[0]!.options.session).toBeUndefined();
  });
});
