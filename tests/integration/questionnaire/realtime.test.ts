import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connect, waitForEvent, watch, type ChangeMessage } from '../../helpers/socket';

let server: TestServer;
const sockets: { close(): void }[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
});
const socketOf = async (login: string) => {
  const socket = await connect(server.url, (await server.login(login)).token);
  sockets.push(socket);
  return socket;
};

describe('the card live: HR and the director watch the same questionnaire', () => {
  it("a director's watcher of the card room receives HR's comment; another store's director is refused", async () => {
    // Seeded questionnaire 1 is in 10412 (the director's store).
    const director = await socketOf('director');
    expect((await watch(director, QUESTIONNAIRES.docRoom('1'))).ok).toBe(true);
    const change = waitForEvent<ChangeMessage>(
      director,
      'change',
      (m) => m.collection === QUESTIONNAIRES.name && m.id === '1',
    );
    const hr = (await server.login('hr')).token;
    expect((await server.post('/questionnaire/1/comment', { text: 'Жду на собеседование' }, hr)).status).toBe(
      200,
    );
    const message = await change;
    expect(JSON.stringify(message.doc)).toContain('Жду на собеседование');

    // Questionnaire 19 is in 20118 (Petersburg): not the director's store.
    expect((await watch(director, QUESTIONNAIRES.docRoom('19'))).ok).toBe(false);
    expect((await watch(director, QUESTIONNAIRES.listRoom)).ok).toBe(false);
    const unit = await socketOf('unitdirector');
    expect((await watch(unit, QUESTIONNAIRES.docRoom('19'))).ok).toBe(false);
    expect((await watch(await socketOf('hr'), QUESTIONNAIRES.docRoom('19'))).ok).toBe(true);
  });
});
