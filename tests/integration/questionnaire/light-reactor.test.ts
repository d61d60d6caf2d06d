import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
afterAll(async () => {
  await server?.close();
});

const fromLight = async (s: TestServer, lightId: string) => {
  const token = (await s.login('admin')).token;
  const res = await s.post('/get-questionnaire', { type: 'new', limit: 50 }, token);
  const entr = await s.post(
    '/get-questionnaire',
    { type: 'new', limit: 50, contractorType: 'Entrepreneur' },
    token,
  );
  return [...res.body.list, ...entr.body.list].filter((q: any) => q.lightQuestionnaireId === lightId);
};
const eventually = async <T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> => {
  for (let i = 0; i < 50; i++) {
    const v = await probe();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  return probe();
};

describe('a light questionnaire passed to a store opens the employment questionnaire once', () => {
  it('accept → one questionnaire in acceptedByALManager; restart on the same data: still one', async () => {
    server = await startTestServer();
    const reviewer = (await server.login('hr-al')).token;
    const list = await server.post('/get-questionnaire-light-list', { type: 'new' }, reviewer);
    const light = list.body.list.find((q: any) => q.type === 'new') ?? list.body.list[0];
    expect(light).toBeDefined();
    const accepted = await server.post(
      '/accept-questionnaire-light',
      { questionnaireId: light.id },
      reviewer,
    );
    expect(accepted.status).toBe(200);
    const opened = await eventually(
      () => fromLight(server, light.id),
      (l) => l.length > 0,
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ state: 'acceptedByALManager', source: 'light' });
    expect(opened[0].info.lastname).toBe(light.info.surname);
    expect(opened[0].IStoreId).toBe(light.vacancy.IStoreId);

    const dataDir = server.dataDir;
    await server.close();
    server = await startTestServer({}, dataDir);
    await new Promise((r) => setTimeout(r, 300));
    expect(await fromLight(server, light.id)).toHaveLength(1);
  });
});
