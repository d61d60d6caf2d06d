import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS, type NotificationDoc } from '#events/notifications/api';
import { collectionIn } from '#projections/core/typed-read';
import { questionnaireEditLink } from '#server/features/questionnaire/own-link';
import type { Services } from '#server/core/services';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 31: 'Отправить ссылку кандидату'. A walk-in (no message of its own at opening) is sent the
 * profile link from the card: ProfileLinkSent on the questionnaire's stream, a 'profileRequested'
 * notification per channel the candidate has, each sent through the sandbox with the link in it;
 * a second send within 10 minutes is refused in Russian and writes nothing.
 */

/** Daytime in Moscow for the outbox (quiet hours hold SMS): the real time, or 12:00 MSK next. */
function daytimeClock(): () => string {
  const real = Date.now();
  const d = new Date(real);
  const hour = d.getUTCHours(); // MSK = UTC + 3: 10:00–19:59 MSK is 07:00–16:59 UTC
  let offset = 0;
  if (hour < 7 || hour >= 17) {
    let target = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 9, 0);
    if (target < real) target += 86_400_000;
    offset = target - real;
  }
  return () => new Date(Date.now() + offset).toISOString();
}

let server: TestServer;
let s: Services;
let hr: string;

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not reached: ${what}`);
}

async function walkIn(phone: string, email: string): Promise<string> {
  const body = {
    IStoreId: '10412',
    positionId: '3',
    lastname: 'Ссылкина',
    firstname: 'Алёна',
    dateBirth: '1995-05-05',
    phone,
    email,
  };
  const made = await server.post('/questionnaire/walk-in', body, hr);
  expect(made.status).toBe(201);
  return made.body.id as string;
}

const linkSends = async (id: string) =>
  (await s.events.readStream(`questionnaire-${id}`)).filter((e) => e.type === 'ProfileLinkSent');

beforeAll(async () => {
  server = await startTestServer();
  s = server.services;
  s.clock = daytimeClock();
  hr = (await server.login('hr')).token;
}, 300_000);
afterAll(() => server?.stop());

describe("'Отправить ссылку кандидату'", () => {
  it('queues profileRequested on SMS and e-mail with the profile link, sends both, refuses a second within 10 minutes', async () => {
    const id = await walkIn('79995550101', 'alena.ssylkina@example.com');
    // A walk-in is registered with the candidate in front of staff: no message at opening.
    expect(await collectionIn(s.read, NOTIFICATIONS).find({ moment: 'profileRequested' })).toSatisfy(
      (docs: NotificationDoc[]) => docs.every((d) => !d.to.includes('79995550101')),
    );

    const sent = await server.post(`/questionnaire/${id}/send-link`, {}, hr);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.sentAt).toEqual(expect.any(String));
    const [event] = await linkSends(id);
    expect(event).toBeDefined();
    // Nothing personal in the event: the link is derived, the recipients are read when composing.
    expect(event!.data).toEqual({});

    const docs = await eventually(
      () => collectionIn(s.read, NOTIFICATIONS).find({ causeEventId: event!.id }),
      (found) => found.length === 2 && found.every((d) => d.status === 'sent'),
      'both channels sent',
    );
    const link = questionnaireEditLink(s, id);
    expect(docs.map((d) => d.channel).sort()).toEqual(['email', 'sms']);
    for (const doc of docs) {
      expect(doc.moment).toBe('profileRequested');
      expect(doc.text).toContain(link);
      expect(doc.text).toContain('Алёна');
    }
    // Through the sandbox ports: the SMS and the mail went out with the link.
    expect(s.sms.recent().some((m) => m.to === '79995550101' && m.text.includes(link))).toBe(true);
    expect(s.mail.recent().some((m) => m.to === 'alena.ssylkina@example.com' && m.text.includes(link))).toBe(
      true,
    );

    // Again at once: refused, naming the Moscow time of the first send, and nothing is written.
    const before = await s.events.headPosition();
    const again = await server.post(`/questionnaire/${id}/send-link`, {}, hr);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^Ссылка уже отправлена в \d\d:\d\d МСК\. Повторно можно через 10 минут после отправки \(с \d\d:\d\d МСК\)\.$/,
    );
    expect(await server.recordsWrittenSince(before)).toEqual([]);
    expect(await linkSends(id)).toHaveLength(1);

    // The card's history and the auditors' activity log name it.
    const history = await server.get(`/history/questionnaire/${id}`, hr);
    expect(JSON.stringify(history.body)).toContain('отправила кандидату ссылку на анкету');
    const admin = (await server.login('admin')).token;
    const log = await server.get('/activity?kind=questionnaire&pageSize=50', admin);
    const entry = (log.body.entries as { type: string; recordId: string; sentence: string }[]).find(
      (e) => e.type === 'ProfileLinkSent' && e.recordId === id,
    );
    expect(entry?.sentence).toBe('HR-специалист Кадрова Е. отправила кандидату ссылку на анкету');
  }, 60_000);

  it('refused for a candidate whose personal data was erased (no phone or e-mail left), recording nothing', async () => {
    const id = await walkIn('79995550104', 'erased.ssylkina@example.com');
    const admin = (await server.login('admin')).token;
    const erased = await server.post('/admin/personal-data/erase', { record: 'questionnaire', id }, admin);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const before = await s.events.headPosition();
    const refused = await server.post(`/questionnaire/${id}/send-link`, {}, hr);
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe('Персональные данные кандидата удалены: ссылку отправить некуда');
    expect(await server.recordsWrittenSince(before)).toEqual([]);
    expect(await linkSends(id)).toEqual([]);
  }, 60_000);

  it('a candidate with no e-mail gets the SMS only', async () => {
    const id = await walkIn('79995550102', '');
    expect((await server.post(`/questionnaire/${id}/send-link`, {}, hr)).status).toBe(200);
    const [event] = await linkSends(id);
    const docs = await eventually(
      () => collectionIn(s.read, NOTIFICATIONS).find({ causeEventId: event!.id }),
      (found) => found.length === 1 && found[0]!.status === 'sent',
      'the SMS sent',
    );
    expect(docs[0]!.channel).toBe('sms');
  }, 60_000);

  it('refused where the card menu is hidden (a refused candidate), recording nothing', async () => {
    const id = await walkIn('79995550103', '');
    const card = await server.post(`/get-questionnaire/${id}`, {}, hr);
    const rejected = await server.post(
      `/questionnaire/state/${id}`,
      { action: 'reject', revision: card.body.entity.revision },
      hr,
    );
    expect(rejected.status).toBe(200);
    const refused = await server.post(`/questionnaire/${id}/send-link`, {}, hr);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Отправить ссылку нельзя: анкета в состоянии «Отказ»');
    // (The refusal's own message to the candidate is queued meanwhile: the stream tells.)
    expect(await linkSends(id)).toHaveLength(0);
  }, 60_000);
});
