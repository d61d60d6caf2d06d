import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_STORE_DOWN } from '#server/limits/store';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 30, item 4: with the shared limit store unreachable, logins fail closed with a clear 503,
 * never open. Here another handle holds limits.sqlite's write lock (as a stuck node would) past
 * LIMIT_STORE_TIMEOUT_MS; once it lets go, logins work again.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LIMIT_STORE_TIMEOUT_MS: '200' });
});
afterAll(() => server.stop());

const login = (password: string) => server.post('/login', { login: 'hr', password });

describe('the limit store unreachable', () => {
  it('refuses logins (503, Russian message), right password or not, and recovers', async () => {
    const other = new Database(join(server.dataDir, 'limits.sqlite'));
    try {
      other.exec('BEGIN IMMEDIATE');
      for (const password of ['demo', 'wrong']) {
        const res = await login(password);
        expect(res.status).toBe(503);
        expect(res.body.message).toBe(LIMIT_STORE_DOWN);
        expect(res.body).not.toHaveProperty('token');
      }
      other.exec('ROLLBACK');
      expect((await login('demo')).status).toBe(200);
    } finally {
      other.close();
    }
  });

  it('refuses the public calls it limits too (503), not lets them through', async () => {
    await server.services.limits.close();
    const res = await server.post('/sendSMS', { phone: '79994440101' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(LIMIT_STORE_DOWN);
    expect((await login('demo')).status).toBe(503);
  });
});
