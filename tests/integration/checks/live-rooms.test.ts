import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_CHECKS } from '#events/checks/collections';
import { resolvedValidQuestionnaire } from '../../helpers/approval';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connect, waitForEvent, watch, type ChangeMessage } from '../../helpers/socket';
import { questionnaireIdOf } from './helpers';

/**
 * Issue 24, item 1: a candidate never checked has no checks document. Store, unit and region
 * directors watching the card were refused its room ('Нет доступа к этим данным') and never saw the
 * first results; now the questionnaire's store decides until the document exists.
 */
let server: TestServer;
const sockets: { close(): void }[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.stop();
});

type ChecksChange = ChangeMessage & { doc: { checks: Record<string, { status: string }> } | null };

describe("a never-checked candidate's checks reach every viewer of the card, live", () => {
  it('store, unit and region directors join the room before the first check and get the results', async () => {
    const id = await questionnaireIdOf(server, 'Жданова'); // store 10412, no check run yet
    expect((await server.services.read.get(CANDIDATE_CHECKS.name, id)) ?? null).toBeNull();
    const directors = await Promise.all(
      ['director', 'unitdirector', 'regiondirector'].map(async (login) => {
        const socket = await connect(server.url, (await server.login(login)).token);
        sockets.push(socket);
        return socket;
      }),
    );
    for (const socket of directors) expect((await watch(socket, CANDIDATE_CHECKS.docRoom(id))).ok).toBe(true);
    // Not another store's candidate, nor a questionnaire that does not exist.
    const foreign = await resolvedValidQuestionnaire(server, { lastname: 'Чужова', IStoreId: '40072' });
    expect((await watch(directors[0]!, CANDIDATE_CHECKS.docRoom(foreign))).ok).toBe(false);
    expect((await watch(directors[0]!, CANDIDATE_CHECKS.docRoom('999999'))).ok).toBe(false);

    const results = directors.map((socket) =>
      waitForEvent<ChecksChange>(
        socket,
        'change',
        (m) =>
          m.collection === CANDIDATE_CHECKS.name &&
          m.id === id &&
          m.doc?.checks.blacklist?.status === 'passed',
        5000,
      ),
    );
    const hr = (await server.login('hr')).token;
    const started = await server.post(`/candidateChecks/${id}/start`, {}, hr);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    for (const message of await Promise.all(results))
      expect(message.doc?.checks.blacklist?.status).toBe('passed');
  });
});
