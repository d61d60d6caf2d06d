import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlClock, demoVacancy, newPhone, submitQuestionnaire } from '../../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../../helpers/server';
import { registerStaff } from '../../helpers/users';
import {
  collectEvents,
  connect,
  disconnected,
  pause,
  waitForEvent,
  watch,
  type ChangeMessage,
} from '../../helpers/socket';

/** The demo director works in 'Авиапарк' (10412); 20118 is another city's store. */
const OWN_STORE = '10412';
const OTHER_STORE = '20118';

let server: TestServer;
let tokens: Record<'admin' | 'hrAl' | 'hr' | 'director' | 'unitDirector', string>;
let clock: ReturnType<typeof controlClock>;
/** Passed to the director's store, in this order (later hand-over first in the feed). */
const ownAccepted: { id: string; phone: string }[] = [];
let ownNew: { id: string; phone: string };
let otherAccepted: { id: string; phone: string };

const accept = async (id: string, comment = '') => {
  clock.advance(60);
  const res = await server.post('/accept-questionnaire-light', { questionnaireId: id, comment }, tokens.hrAl);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  server = await startTestServer();
  clock = controlClock(server);
  const login = async (name: string) => (await server.login(name)).token;
  tokens = {
    admin: await login('admin'),
    hrAl: await login('hr-al'),
    hr: await login('hr'),
    director: await login('director'),
    unitDirector: await login('unitdirector'),
  };
  // The account of the list-less director's token below (tokens are checked against the accounts).
  await registerStaff(server, {
    userId: '9004',
    scope: 'UnitDirector',
    surname: 'Безсписков',
    name: 'Пётр',
    positionName: 'Директор подразделения',
  });
  const own = await demoVacancy(server, OWN_STORE, 'Продавец-консультант');
  const other = await demoVacancy(server, OTHER_STORE, 'Директор магазина');
  for (let i = 0; i < 2; i++) {
    const q = await submitQuestionnaire(server, own.id, newPhone());
    await accept(q.id, `Комментарий ${i}`);
    ownAccepted.push(q);
  }
  ownNew = await submitQuestionnaire(server, own.id, newPhone());
  otherAccepted = await submitQuestionnaire(server, other.id, newPhone());
  await accept(otherAccepted.id);
});
afterAll(() => server.stop());

describe('a store director sees the questionnaires passed to their store', () => {
  it('lists only accepted ones of their own store, latest hand-over first', async () => {
    const res = await server.post(
      '/get-store-questionnaires-light',
      { offset: 0, limit: 50 },
      tokens.director,
    );
    expect(res.status).toBe(200);
    const list = res.body.list as { id: string; type: string; vacancy: { IStoreId: string } }[];
    expect(res.body.total).toBe(list.length);
    expect(list.every((q) => q.type === 'accepted' && q.vacancy.IStoreId === OWN_STORE)).toBe(true);
    const ids = list.map((q) => q.id);
    expect(ids.slice(0, 2)).toEqual([ownAccepted[1]!.id, ownAccepted[0]!.id]);
    expect(ids).not.toContain(ownNew.id);
    expect(ids).not.toContain(otherAccepted.id);
    // The entity shape of the staff API, without the read model's internal fields.
    expect(list[0]).toMatchObject({ action_data: { comment: 'Комментарий 1', by: { userId: '1006' } } });
    expect(list[0]).not.toHaveProperty('_id');
    expect(list[0]).not.toHaveProperty('phone');
  });

  it('pages with offset and limit', async () => {
    const first = await server.post(
      '/get-store-questionnaires-light',
      { offset: 0, limit: 1 },
      tokens.director,
    );
    const second = await server.post(
      '/get-store-questionnaires-light',
      { offset: 1, limit: 1 },
      tokens.director,
    );
    expect(first.body.list).toHaveLength(1);
    expect(second.body.list[0].id).not.toBe(first.body.list[0].id);
    expect(second.body.total).toBe(first.body.total);
  });

  it('ignores a store named by a director and never leaks another store (no phone, no name)', async () => {
    const res = await server.post(
      '/get-store-questionnaires-light',
      { IStoreId: OTHER_STORE },
      tokens.director,
    );
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(otherAccepted.phone);
    expect(text).not.toContain(ownNew.phone);
    const one = await server.post(
      '/get-store-questionnaire-light',
      { id: otherAccepted.id },
      tokens.director,
    );
    expect(one.status).toBe(200);
    expect(one.body.entity).toBeNull();
    expect(JSON.stringify(one.body)).not.toContain(otherAccepted.phone);
  });

  it('opens one of their accepted questionnaires, but not a new one of their store', async () => {
    const own = await server.post(
      '/get-store-questionnaire-light',
      { id: ownAccepted[0]!.id },
      tokens.director,
    );
    expect(own.body.entity).toMatchObject({ id: ownAccepted[0]!.id, type: 'accepted' });
    expect(own.body.entity.info.phone).toBe(ownAccepted[0]!.phone);
    const pending = await server.post('/get-store-questionnaire-light', { id: ownNew.id }, tokens.director);
    expect(pending.body.entity).toBeNull();
  });

  it('refuses HR (with or without the review permission) with 403', async () => {
    for (const token of [tokens.hr, tokens.hrAl]) {
      expect((await server.post('/get-store-questionnaires-light', {}, token)).status).toBe(403);
      expect(
        (await server.post('/get-store-questionnaire-light', { id: ownAccepted[0]!.id }, token)).status,
      ).toBe(403);
    }
  });

  it("gives a unit director their allowed stores' only, a director without stores nothing; Admin may pick a store", async () => {
    // The demo unit director's AllowedStoresList is 10234 and 10412 (the director's store).
    const unit = await server.post(
      '/get-store-questionnaires-light',
      { IStoreId: OTHER_STORE, limit: 50 },
      tokens.unitDirector,
    );
    const unitIds = unit.body.list.map((q: { id: string }) => q.id);
    expect(unitIds).toEqual(expect.arrayContaining(ownAccepted.map((q) => q.id)));
    expect(unitIds).not.toContain(otherAccepted.id);
    expect(
      (await server.post('/get-store-questionnaire-light', { id: otherAccepted.id }, tokens.unitDirector))
        .body.entity,
    ).toBeNull();
    const withoutLists = server.services.tokens.issueAccess({
      scope: 'UnitDirector',
      userId: '9004',
      surname: 'Безсписков',
      name: 'Пётр',
      positionName: 'Директор подразделения',
      storeId: null,
      IStoreId: null,
      storeName: null,
      permissions: [],
    });
    const none = await server.post('/get-store-questionnaires-light', { IStoreId: OWN_STORE }, withoutLists);
    expect(none.body).toEqual({ list: [], total: 0 });
    const admin = await server.post(
      '/get-store-questionnaires-light',
      { IStoreId: OTHER_STORE },
      tokens.admin,
    );
    const stores = admin.body.list.map((q: { vacancy: { IStoreId: string } }) => q.vacancy.IStoreId);
    expect(stores).toContain(OTHER_STORE);
    expect(new Set(stores)).toEqual(new Set([OTHER_STORE]));
  });

  it("pushes a questionnaire to the store's room when it is passed to the store, not before", async () => {
    const socket: Socket = await connect(server.url, tokens.director);
    try {
      expect((await watch(socket, `store:${OWN_STORE}`)).ok).toBe(true);
      expect((await watch(socket, `store:${OTHER_STORE}`)).ok).toBe(false);
      const seen = collectEvents<ChangeMessage>(socket, 'change');
      const own = await demoVacancy(server, OWN_STORE, 'Продавец-консультант');
      const q = await submitQuestionnaire(server, own.id, newPhone());
      await pause(200);
      expect(seen.filter((c) => c.collection === 'questionnairesLight' && c.id === q.id)).toEqual([]);
      const arrived = waitForEvent<ChangeMessage>(socket, 'change', (c) => c.id === q.id, 2000);
      await accept(q.id);
      expect((await arrived).doc).toMatchObject({ type: 'accepted', IStoreId: OWN_STORE });
    } finally {
      await disconnected(socket);
    }
  });
});
