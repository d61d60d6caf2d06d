import { MongoClient } from 'mongodb';
import { ConnectionString } from 'mongodb-connection-string-url';
import { openReadStore } from '#server/readstore/index';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadStore } from '#projections/core/read-store';
import { EXTRA_INDEXES, openMongoReadStore } from '#server/readstore/mongo';

/**
 * MongoDB edges (issue 16, item 4) that need a real server: two runners racing on one new
 * document, indexes built in the background, commits under concurrent paging. The same logic is
 * pinned with a fake driver in tests/unit/readstore-mongo-*.test.ts; this catches where the fake
 * is wrong. On a replica set commits run in transactions, on a standalone server they do not.
 */
const mongoUrl = process.env.MONGO_URL;
if (!mongoUrl) console.log('skipped: MONGO_URL not set (MongoDB edge cases need a server)');

describe.skipIf(!mongoUrl)('MongoDB read store edges (skipped without MONGO_URL)', () => {
  const opened: ReadStore[] = [];
  const dbName = `readstore_edges_${process.pid}_${Date.now()}`;
  const open = async () => {
    const store = await openMongoReadStore(mongoUrl ?? '', dbName, {
      items: [{ fields: ['k'], sort: { n: -1 } }],
    });
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
    const client = await new MongoClient(mongoUrl ?? '').connect();
    await client.db(dbName).dropDatabase();
    await client.close();
  });

  it('refuses the configured URL once its database name is taken out', async () => {
    const url = new ConnectionString(mongoUrl ?? '');
    url.pathname = '/';
    await expect(
      openReadStore({ mongoUrl: url.toString(), dataDir: '/nonexistent', piiMasterKey: Buffer.alloc(32) }),
    ).rejects.toThrow('MONGO_URL must name the database');
  });

  it('keeps the newer of two stores inserting the same new document at once', async () => {
    const [a, b] = [await open(), await open()];
    for (let round = 0; round < 30; round++) {
      const id = `doc-${round}`;
      const [low, high] = round % 2 === 0 ? [a, b] : [b, a];
      await Promise.all([
        low.commit('one', [{ collection: 'items', id, doc: { _id: id, _pos: 10, v: 'older' } }], 10),
        high.commit('two', [{ collection: 'items', id, doc: { _id: id, _pos: 20, v: 'newer' } }], 20),
      ]);
      expect(await a.get('items', id)).toMatchObject({ _pos: 20, v: 'newer' });
    }
  });

  it('builds declared and extra indexes in the background', async () => {
    await open();
    const client = await new MongoClient(mongoUrl ?? '').connect();
    try {
      const names = async (collection: string) =>
        (await client.db(dbName).collection(collection).indexes()).map((i) => i.name);
      const deadline = Date.now() + 10_000;
      while ((await names('meetings').catch(() => [])).length < EXTRA_INDEXES.meetings!.length + 1) {
        if (Date.now() > deadline) throw new Error('indexes not built in time');
        await delay(100);
      }
      expect(await names('items')).toContain('k_1_n_-1__id_1');
      expect(await names('questionnairesLight')).toContain('type_1_seq_-1__id_1');
    } finally {
      await client.close();
    }
  });

  it('pages consistently enough under concurrent commits: every page is sorted and the total in range', async () => {
    const store = await open();
    const writer = (async () => {
      for (let n = 1; n <= 200; n++)
        await store.commit(
          'w',
          [{ collection: 'items', id: `i${n}`, doc: { _id: `i${n}`, _pos: n, k: 'x', n } }],
          n,
        );
    })();
    for (let i = 0; i < 20; i++) {
      const page = await store.findPage('items', { k: 'x' }, { sort: { n: -1 }, limit: 10 });
      const ns = page.docs.map((d) => d.n as number);
      expect(ns).toEqual([...ns].sort((x, y) => y - x));
      expect(page.total).toBeGreaterThanOrEqual(0);
      expect(page.total).toBeLessThanOrEqual(200);
    }
    await writer;
    expect(await store.count('items', { k: 'x' })).toBe(200);
  });
});
