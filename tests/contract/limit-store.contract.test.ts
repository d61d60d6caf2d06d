import { MongoClient } from 'mongodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginLimiter } from '#server/auth/limiter';
import { LimitStoreUnavailableError, openLimitStore, type LimitStore } from '#server/limits/store';
import { freePort } from '../helpers/ports';

/**
 * The shared limit store (issue 30, item 4), for each store the factory can choose: two handles
 * (as two nodes have) count one limit in total, racing counts included. The embedded SQLite store
 * always runs; MongoDB runs with MONGO_URL (like the read-store contract), and is skipped without.
 */
const mongoUrl = process.env.MONGO_URL;
if (!mongoUrl) console.log('skipped: MONGO_URL not set (the MongoDB limit store needs a server)');

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const base = { secret: 'contract', timeoutMs: 2000 };

const stores = [
  {
    name: 'sqlite',
    enabled: true,
    open: async (): Promise<[LimitStore, LimitStore, () => Promise<void>]> => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hc-limit-store-'));
      dirs.push(dataDir);
      return [
        await openLimitStore({ ...base, dataDir }),
        await openLimitStore({ ...base, dataDir }),
        async () => {},
      ];
    },
  },
  {
    name: 'mongo',
    enabled: Boolean(mongoUrl),
    open: async (): Promise<[LimitStore, LimitStore, () => Promise<void>]> => {
      const url = new URL(mongoUrl ?? '');
      url.pathname = `/limits_contract_${process.pid}`;
      const config = { ...base, dataDir: '/nonexistent', mongoUrl: url.toString() };
      const drop = async () => {
        const client = await new MongoClient(url.toString()).connect();
        await client.db(url.pathname.slice(1)).dropDatabase();
        await client.close();
      };
      return [await openLimitStore(config), await openLimitStore(config), drop];
    },
  },
];

for (const store of stores) {
  describe.skipIf(!store.enabled)(`the ${store.name} limit store`, () => {
    it('two nodes count one limit in total, racing counts included', async () => {
      const [one, two, drop] = await store.open();
      try {
        const rule = { keyPrefix: 'contract', points: 10, duration: 60 };
        const outcomes = await Promise.allSettled(
          Array.from({ length: 16 }, (_, i) => (i % 2 ? one : two).limit(rule).consume('198.51.100.9')),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
        const refused = outcomes.filter((o) => o.status === 'rejected');
        expect(refused).toHaveLength(6);
        for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RateLimiterRes);
        // Another key is not affected; a count deleted on one node is gone on the other.
        await expect(two.limit(rule).consume('198.51.100.10')).resolves.toBeInstanceOf(RateLimiterRes);
        await one.limit(rule).delete('198.51.100.9');
        await expect(two.limit(rule).consume('198.51.100.9')).resolves.toBeInstanceOf(RateLimiterRes);
      } finally {
        await one.close();
        await two.close();
        await drop();
      }
    });

    it('a login slowdown recorded on one node is seen and cleared on the other', async () => {
      const [one, two, drop] = await store.open();
      try {
        const limits = {
          perLogin: 1,
          perAddress: 100,
          windowSeconds: 60,
          baseDelayMs: 500,
          maxDelayMs: 8000,
        };
        const [a, b] = [createLoginLimiter(one, limits), createLoginLimiter(two, limits)];
        await a.failed('HR', '198.51.100.11');
        await b.failed('hr', '198.51.100.11');
        expect(await a.check('hr', '198.51.100.11')).toBe(1000);
        await b.succeeded('hr', '198.51.100.11');
        expect(await a.check('hr', '198.51.100.11')).toBe(0);
      } finally {
        await one.close();
        await two.close();
        await drop();
      }
    });
  });
}

describe('MongoDB unreachable', () => {
  it('logins fail closed (LimitStoreUnavailableError, 503) within the timeout, not open', async () => {
    const port = await freePort();
    const store = await openLimitStore({
      dataDir: '/nonexistent',
      mongoUrl: `mongodb://127.0.0.1:${port}/hiring`,
      secret: 'contract',
      timeoutMs: 300,
    });
    try {
      const limiter = createLoginLimiter(store, {
        perLogin: 5,
        perAddress: 30,
        windowSeconds: 300,
        baseDelayMs: 500,
        maxDelayMs: 8000,
      });
      const started = Date.now();
      const error = await limiter.check('hr', '198.51.100.12').catch((err: unknown) => err);
      expect(error).toBeInstanceOf(LimitStoreUnavailableError);
      expect((error as LimitStoreUnavailableError).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await store.close();
    }
  });
});
