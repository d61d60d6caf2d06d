import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTION_LAG } from '#server/core/read-your-writes';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 16, item 1: a command whose read-your-writes wait times out (the projections lag or are
 * stopped) fails clearly instead of answering with read models that miss the caller's own write.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('read-your-writes', () => {
  it('answers 503 saying the change is saved when the read models do not reach it in time', async () => {
    const admin = (await server.login('admin')).token;
    const { list } = (await server.post('/get-questionnaire', { type: 'new', limit: 5 }, admin)).body as {
      list: { id: string }[];
    };
    const id = list[0]!.id;
    const runner = server.services.runner;
    await runner.stop();
    try {
      const started = Date.now();
      const res = await server.post(`/questionnaire/${id}/comment`, { text: 'Пока проекции стоят' }, admin);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(PROJECTION_LAG);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
      // The write itself landed: it is in the event log, and shows once the projections run.
      const events = await server.services.events.readStream(`questionnaire-${id}`);
      expect(JSON.stringify(events.at(-1))).toContain('Пока проекции стоят');
    } finally {
      await runner.start();
    }
    await server.services.bus.waitForProjections(await server.services.events.headPosition(), 30_000);
    const card = await server.post(`/get-questionnaire/${id}`, {}, admin);
    expect(JSON.stringify(card.body.entity.comments)).toContain('Пока проекции стоят');
  }, 30_000);
});
