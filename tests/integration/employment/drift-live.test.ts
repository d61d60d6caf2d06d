import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIRES } from '#events/employment/collections';
import type { HireDoc } from '#events/employment/events';
import { useHireSettings } from '#server/features/employment/ports';
import { resolvedValidQuestionnaire } from '../../helpers/approval';
import { employableQuestionnaire, eventually, validForm } from '../../helpers/hire';
import { fakeOneS, type FakeOneS } from '../../helpers/onec-fake';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connect, waitForEvent, watch, type ChangeMessage } from '../../helpers/socket';

let server: TestServer;
let oneS: FakeOneS;
let hr: string;
const sockets: { close(): void }[] = [];
beforeAll(async () => {
  server = await startTestServer();
  oneS = fakeOneS(server.services);
  useHireSettings(server.services, { reconcileMs: 50 });
  hr = (await server.login('hr')).token;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.stop();
});
const socketOf = async (login: string) => {
  const socket = await connect(server.url, (await server.login(login)).token);
  sockets.push(socket);
  return socket;
};
const hireOf = async (id: string) => (await server.get(`/hires/${id}`, hr)).body as HireDoc;
const until = (id: string, check: (doc: HireDoc) => boolean) => eventually(() => hireOf(id), check);
type HireChange = ChangeMessage & { doc: HireDoc | null };

describe('reconciliation with 1C: a change made in 1C after our push', () => {
  it('is recorded once as a drift with what changed; accept takes 1C version, resend replaces the document', async () => {
    const id = await employableQuestionnaire(server, { lastname: 'Сверкина' });
    await server.post(`/one_s/send/${id}`, validForm(), hr);
    const { hireId } = await until(id, (h) => h.status === 'documentsReady');

    oneS.editInOneS(hireId, { fields: { Должность: 'Старший кассир' } });
    const drifted = await until(id, (h) => h.drift !== null);
    expect(drifted.drift).toMatchObject({
      kind: 'changed',
      changes: [{ field: 'Должность', before: 'Продавец-консультант', after: 'Старший кассир' }],
    });
    const accepted = await server.post(`/one_s/drift/${id}`, { decision: 'accept' }, hr);
    expect(accepted.status).toBe(200);
    expect(accepted.body.hire.drift).toBeNull();
    await new Promise((r) => setTimeout(r, 300)); // several reconciliations: the accepted version is no drift
    expect((await hireOf(id)).drift).toBeNull();

    oneS.editInOneS(hireId, { posted: false });
    expect((await until(id, (h) => h.drift !== null)).drift).toMatchObject({ kind: 'unposted' });
    const resent = await server.post(
      `/one_s/drift/${id}`,
      { decision: 'resend', comment: 'Вернуть наши данные' },
      hr,
    );
    expect(resent.status).toBe(200);
    const again = await until(id, (h) => h.status === 'documentsReady' && h.attempts === 2);
    expect(again.document).toMatchObject({ posted: 'posted' });
    expect(oneS.documentsOf(hireId).filter((d) => d.posted && !d.deletionMark)).toHaveLength(1);
  });
});

describe('live: the hire reaches every open card of its store', () => {
  it('the send, its delivery and documents arrive on the card room; unit directors get the account masked', async () => {
    const id = await employableQuestionnaire(server, { lastname: 'Живонаймова' });
    const director = await socketOf('director');
    const unit = await socketOf('unitdirector');
    // No hire yet: the questionnaire's store decides who may watch (like the approval's first request).
    expect((await watch(director, HIRES.docRoom(id))).ok).toBe(true);
    expect((await watch(unit, HIRES.docRoom(id))).ok).toBe(true);
    const forId = (status: string) => (m: HireChange) =>
      m.collection === HIRES.name && m.id === id && m.doc?.status === status;
    const queued = [director, unit].map((s) => waitForEvent<HireChange>(s, 'change', forId('queued'), 2000));
    const ready = waitForEvent<HireChange>(director, 'change', forId('documentsReady'), 5000);
    expect((await server.post(`/one_s/send/${id}`, validForm(), hr)).status).toBe(200);
    const [toDirector, toUnit] = await Promise.all(queued);
    expect(toDirector?.doc?.form.salaryProject.ui.account).toBe('40817810099910004312');
    expect(toUnit?.doc?.form.salaryProject.ui.account).toMatch(/^•+4312$/);
    expect((await ready).doc?.documents.length).toBeGreaterThan(0);
    // The card's own load answers the same: whole to those who employ, masked to the others.
    const loaded = async (login: 'director' | 'unitdirector') =>
      (await server.get(`/hires/${id}`, (await server.login(login)).token)).body.form.salaryProject.ui
        .account;
    expect(await loaded('director')).toBe('40817810099910004312');
    expect(await loaded('unitdirector')).toMatch(/^•+4312$/);
    // Another store's director may not watch it.
    const other = await resolvedValidQuestionnaire(server, { lastname: 'Чужакова', IStoreId: '40072' });
    expect((await watch(director, HIRES.docRoom(other))).ok).toBe(false);
  });
});
