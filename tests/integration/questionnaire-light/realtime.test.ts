import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import {
  collectEvents,
  pause,
  waitForEvent,
  watch,
  type ChangeMessage,
  socketTracker,
} from '../../helpers/socket';
import {
  confirmPhone,
  demoVacancy,
  newPhone,
  submitQuestionnaire,
  validInfo,
} from '../../helpers/questionnaire-light';

let server: TestServer;
const tokens: Record<string, string> = {};
const sockets = socketTracker(() => server.url, tokens);
let aviapark = ''; // a published vacancy in store 10412, the demo director's store

beforeAll(async () => {
  server = await startTestServer({ SMS_LIMIT_PER_ADDRESS: '10000' });
  for (const login of ['admin', 'hr', 'hr-al', 'director']) tokens[login] = (await server.login(login)).token;
  aviapark = (await demoVacancy(server, '10412', 'Продавец-консультант')).id;
});
afterAll(() => server.stop());
afterEach(() => sockets.closeAll());

const isQuestionnaire = (id: string) => (c: ChangeMessage) =>
  c.collection === 'questionnairesLight' && c.id === id;

describe('light questionnaires live', () => {
  it('a submitted questionnaire reaches a watcher of list:questionnairesLight within 1 s', async () => {
    const admin = await sockets.of('admin');
    expect((await watch(admin, 'list:questionnairesLight')).ok).toBe(true);
    const phone = newPhone();
    const phoneToken = await confirmPhone(server, phone);
    const seen = collectEvents<ChangeMessage>(admin, 'change');
    const started = Date.now();
    const saved = await server.post('/save-questionnaire-light', {
      vacancy_id: aviapark,
      type: 'new',
      info: validInfo(phone),
      phoneToken,
    });
    const id = saved.body.id as string;
    const change =
      seen.find(isQuestionnaire(id)) ??
      (await waitForEvent<ChangeMessage>(admin, 'change', isQuestionnaire(id), 1000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(change.doc).toMatchObject({ id, type: 'new', IStoreId: '10412', vacancy: { IStoreId: '10412' } });
    expect(JSON.stringify(change.doc)).not.toMatch(/codeHash|_pos/);
  });

  it('only reviewers may watch the list', async () => {
    for (const login of ['hr', 'director'])
      expect((await watch(await sockets.of(login), 'list:questionnairesLight')).ok).toBe(false);
    expect((await watch(await sockets.of('hr-al'), 'list:questionnairesLight')).ok).toBe(true);
  });

  it("the store's director sees a questionnaire appear once it is passed to the store, not before", async () => {
    const director = await sockets.of('director');
    expect((await watch(director, 'store:10412')).ok).toBe(true);
    const seen = collectEvents<ChangeMessage>(director, 'change');
    const { id } = await submitQuestionnaire(server, aviapark);
    await pause(300);
    expect(seen.filter(isQuestionnaire(id))).toEqual([]);

    const arrival = waitForEvent<ChangeMessage>(director, 'change', isQuestionnaire(id), 1000);
    const accepted = await server.post(
      '/accept-questionnaire-light',
      { questionnaireId: id, comment: 'Ждём на собеседование' },
      tokens['hr-al'],
    );
    expect(accepted.status).toBe(200);
    const change = await arrival;
    expect(change.doc).toMatchObject({
      id,
      type: 'accepted',
      action_data: { comment: 'Ждём на собеседование' },
    });
  });
});
