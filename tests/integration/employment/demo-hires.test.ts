import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * The demo's hire stories go through the built-in 1C sandbox over HTTP while the demo is seeded
 * (before the product listens): each ends as its story says, and the delivered ones carry 1C's
 * document number. The seed's own listener once read no request bodies, and every hire failed
 * with 'Не заполнено поле «Наименование»'.
 */
let server: TestServer;
const hireOf = async (lastname: string) => {
  const [q] = await server.services.read.find('questionnaires', { 'info.lastname': lastname });
  if (!q) throw new Error(`no demo questionnaire of ${lastname}`);
  return server.services.read.get('hires', q._id);
};

beforeAll(async () => {
  server = await startTestServer();
}, 600_000);
afterAll(async () => server?.close());

describe('the demo hires through the sandbox 1C', () => {
  it.each(['Семёнов', 'Романова', 'Макаров'])('%s: delivered, with a 1C document number', async (name) => {
    const hire = await hireOf(name);
    expect(hire?.lastError ?? null).toBeNull();
    expect(hire?.status).toMatch(/^(delivered|documentsReady|drift)$/);
    expect((hire?.document as { number?: string } | null)?.number).toMatch(/\S/);
  });

  it('Степанов: 1C does not create the document; Орлов: 1C is down, retried later', async () => {
    expect((await hireOf('Степанов'))?.lastError).toMatchObject({
      message: expect.stringMatching(/не создан/i),
    });
    expect((await hireOf('Орлов'))?.status).toBe('unavailable');
  });
});
