import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { maskDigits } from '#events/questionnaire/masking';
import { startTestServer, type TestServer } from '../../helpers/server';
import {
  collectEvents,
  connect,
  disconnected,
  request,
  waitForEvent,
  watch,
  type ChangeMessage,
} from '../../helpers/socket';

/**
 * Issue 14 item 5: identity numbers (passport, INN, SNILS) whole only for those who hire (Admin, HR,
 * the store's director); unit and region directors and every list see the last four digits, on the
 * API and live alike.
 */
let server: TestServer;
const sockets: { close(): void }[] = [];
let id = '';
let store = '';
interface Card {
  IStoreId: string;
  revision: number;
  profile?: { personal?: { inn: string; snils: string }; passport?: { series: string; number: string } };
  files?: Record<string, { fileId: string }[]>;
}
const card = async (login: string): Promise<Card> => {
  const res = await server.post(`/get-questionnaire/${id}`, {}, (await server.login(login)).token);
  expect(res.status).toBe(200);
  return res.body.entity as Card;
};

beforeAll(async () => {
  server = await startTestServer();
  // A demo questionnaire with a complete profile in one of the region director's stores.
  const region = (await server.login('regiondirector')).token;
  const list = await server.post('/get-questionnaire', { type: 'new', limit: 50 }, region);
  for (const q of list.body.list as { id: string; IStoreId: string; profile?: { passport?: unknown } }[]) {
    if (!q.profile?.passport) continue;
    id = q.id;
    store = q.IStoreId;
    break;
  }
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
});

describe('identity numbers masked for those who do not hire', () => {
  it('HR sees them whole; the region director and every list see the last four digits', async () => {
    expect(id).not.toBe('');
    const whole = await card('hr');
    const passport = whole.profile!.passport!;
    const personal = whole.profile!.personal!;
    expect(personal.inn).toMatch(/^\d{12}$/);
    expect(passport.number).toMatch(/^\d{6}$/);

    const masked = await card('regiondirector');
    expect(masked.profile!.personal!.inn).toBe(maskDigits(personal.inn));
    expect(masked.profile!.personal!.inn).toMatch(/^•{8}\d{4}$/);
    expect(masked.profile!.passport!.number).toBe(`••${passport.number.slice(-4)}`);
    expect(masked.profile!.passport!.series).toBe('••••');

    const admin = (await server.login('admin')).token;
    const list = await server.post('/get-questionnaire', { type: 'new', limit: 50 }, admin);
    const row = (list.body.list as Card[]).find((q) =>
      q.profile?.personal?.inn?.endsWith(personal.inn.slice(-4)),
    );
    expect(row?.profile?.personal?.inn).toBe(maskDigits(personal.inn));
  });

  it('those who see them masked may not save them nor open identity scans', async () => {
    const region = (await server.login('regiondirector')).token;
    const held = await card('regiondirector');
    const saved = await fetch(`${server.url}/api/v1/questionnaire/${id}/profile/passport`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${region}` },
      body: JSON.stringify({ data: held.profile!.passport, revision: held.revision }),
    });
    const body = (await saved.json()) as { message: string };
    expect(saved.status).toBe(403);
    expect(body.message).toContain('видят HR, директор магазина, администратор и аудитор');
    const scan = held.files?.passport?.[0];
    expect(scan).toBeDefined(); // demo profiles carry sample scans
    const res = await fetch(`${server.url}/api/v1/questionnaire/${id}/files/${scan!.fileId}`, {
      headers: { authorization: `Bearer ${region}` },
    });
    expect(res.status).toBe(403);
    // Nor add or remove one: the scan stays, nothing new is attached.
    const upload = await fetch(`${server.url}/api/v1/questionnaire/${id}/files?fileKind=passport`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${region}` },
      body: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(upload.status).toBe(403);
    const removed = await fetch(`${server.url}/api/v1/questionnaire/${id}/files/${scan!.fileId}/remove`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${region}` },
      body: '{}',
    });
    expect(removed.status).toBe(403);
    expect((await card('hr')).files?.passport).toEqual(held.files?.passport);
    // The whole numbers are untouched.
    expect((await card('hr')).profile!.passport!.number).toMatch(/^\d{6}$/);
  });

  it('live: the record room gets the whole document, the masked room and the list the masked one', async () => {
    const hr = await connect(server.url, (await server.login('hr')).token);
    const region = await connect(server.url, (await server.login('regiondirector')).token);
    sockets.push(hr, region);
    expect((await watch(hr, QUESTIONNAIRES.docRoom(id))).ok).toBe(true);
    expect((await watch(hr, QUESTIONNAIRES.listRoom)).ok).toBe(true);
    expect((await watch(region, QUESTIONNAIRES.docRoom(id))).ok).toBe(true);
    // A client cannot name the hub's own delivery rooms.
    expect((await watch(region, `${QUESTIONNAIRES.docRoom(id)}#masked`)).ok).toBe(false);
    const hrChanges: ChangeMessage[] = [];
    hr.on('change', (m: ChangeMessage) => {
      if (m.collection === QUESTIONNAIRES.name && m.id === id) hrChanges.push(m);
    });
    const regionChange = waitForEvent<ChangeMessage>(region, 'change', (m) => m.id === id);
    const token = (await server.login('hr')).token;
    expect(
      (await server.post(`/questionnaire/${id}/comment`, { text: 'Проверка маски' }, token)).status,
    ).toBe(200);
    const pushed = await regionChange;
    const inn = (pushed.doc as unknown as Card).profile!.personal!.inn;
    expect(inn).toMatch(/^•{8}\d{4}$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // One change for HR (the socket is in the list room too): the whole one.
    expect(hrChanges).toHaveLength(1);
    expect((hrChanges[0]!.doc as unknown as Card).profile!.personal!.inn).toMatch(/^\d{12}$/);
    expect(store).not.toBe('');
  });

  it('resume: each missed document once, as it is now, masked for those who see it masked', async () => {
    const hrToken = (await server.login('hr')).token;
    const regionToken = (await server.login('regiondirector')).token;
    const before = { hr: await connect(server.url, hrToken), region: await connect(server.url, regionToken) };
    const seen = {
      hr: (await watch(before.hr, QUESTIONNAIRES.docRoom(id))).position as number,
      region: (await watch(before.region, QUESTIONNAIRES.docRoom(id))).position as number,
    };
    await disconnected(before.hr);
    await disconnected(before.region);
    // Two changes of the same questionnaire while both are away.
    for (const text of ['Пока вас не было 1', 'Пока вас не было 2'])
      expect((await server.post(`/questionnaire/${id}/comment`, { text }, hrToken)).status).toBe(200);
    const now = await card('hr');

    const after = { hr: await connect(server.url, hrToken), region: await connect(server.url, regionToken) };
    sockets.push(after.hr, after.region);
    const resumed = async (socket: typeof after.hr, position: number) => {
      expect((await watch(socket, QUESTIONNAIRES.docRoom(id))).ok).toBe(true);
      const changes = collectEvents<ChangeMessage>(socket, 'change');
      const ack = await request(socket, 'resume', { position });
      return { ack, changes: changes.filter((c) => c.id === id) };
    };
    const hr = await resumed(after.hr, seen.hr);
    expect(hr.ack).toMatchObject({ ok: true, replayed: 1 });
    expect(hr.changes).toHaveLength(1);
    const whole = hr.changes[0]!.doc as unknown as Card;
    expect(whole.revision).toBe(now.revision);
    expect(whole.profile!.personal!.inn).toBe(now.profile!.personal!.inn);
    expect(whole.profile!.personal!.inn).toMatch(/^\d{12}$/);

    const region = await resumed(after.region, seen.region);
    expect(region.ack).toMatchObject({ ok: true, replayed: 1 });
    const masked = region.changes[0]!.doc as unknown as Card;
    expect(masked.revision).toBe(now.revision);
    expect(masked.profile!.personal!.inn).toBe(maskDigits(now.profile!.personal!.inn));
    expect(JSON.stringify(masked)).not.toContain(now.profile!.passport!.number);
  });
});
