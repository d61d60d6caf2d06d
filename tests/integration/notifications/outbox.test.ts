import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { NOTIFICATIONS, type NotificationDoc, type NotificationMoment } from '#events/notifications/api';
import { collectionIn } from '#projections/core/typed-read';
import { questionnaireCandidate } from '#server/features/notifications/candidate';
import { dispatchDue, dispatchOne } from '#server/features/notifications/dispatcher';
import { momentOf } from '#server/features/notifications/moments';
import { notificationsProcess } from '#server/features/notifications/process';
import { queueFor } from '#server/features/notifications/queue';
import type { Services } from '#server/core/services';
import { startTestServer, type TestServer } from '../../helpers/server';

/** Daytime in Moscow for the outbox (quiet hours are tested on their own): the real time, or 12:00 MSK next. */
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
let token: string;

const notifications = () => collectionIn(s.read, NOTIFICATIONS);
const settle = async () => s.bus.waitForProjections(await s.events.headPosition(), 60_000);
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not reached: ${what}`);
}

/** The log's first events of each moment whose candidate is still there. */
async function firstEventsOfEachMoment(): Promise<Map<NotificationMoment, EventEnvelope>> {
  const found = new Map<NotificationMoment, EventEnvelope>();
  let from = 0;
  for (;;) {
    const page = await s.events.readAll({ fromPosition: from, limit: 2000 });
    if (page.length === 0) return found;
    for (const event of page) {
      const m = momentOf(event);
      if (m && m.source.kind !== 'meeting' && !found.has(m.moment)) found.set(m.moment, event);
    }
    from = page.at(-1)!.position;
  }
}

beforeAll(async () => {
  server = await startTestServer();
  s = server.services;
  s.clock = daytimeClock();
  token = (await server.login('admin')).token;
}, 300_000);
afterAll(() => server?.stop());

describe('each moment through the outbox', () => {
  it('queues one message per channel with the right text, sends it, and a replay queues nothing', async () => {
    // A light questionnaire passed to a store opens the employment one: the profile is asked for.
    const list = await server.post('/get-questionnaire-light-list', { type: 'new' }, token);
    const light = list.body.list[0] as { id: string; revision: number };
    const accepted = await server.post(
      '/accept-questionnaire-light',
      { questionnaireId: String(light.id), comment: '', revision: light.revision },
      token,
    );
    expect(accepted.status).toBe(200);
    await eventually(
      () => firstEventsOfEachMoment(),
      (found) => found.has('profileRequested'),
      'opened',
    );
    const events = await firstEventsOfEachMoment();
    // Everything but the interview's moments is in the small demo's log (the interview's come below).
    expect([...events.keys()].sort()).toEqual(
      ['documentsReady', 'employed', 'passedToStore', 'profileRequested', 'received', 'refused'].sort(),
    );
    for (const [moment, event] of events) {
      // Queued here, or by the running outbox already (events after its start).
      await queueFor(s, event);
      await settle();
      const ids = (await notifications().find({ causeEventId: event.id })).map((d) => d.id);
      expect(ids.length, moment).toBeGreaterThan(0);
      for (const id of ids) {
        const doc = (await notifications().get(id))!;
        expect(doc.moment).toBe(moment);
        expect(doc.causeEventId).toBe(event.id);
        // Every placeholder filled: a name, never '{{…}}' (a refusal's and an employment's SMS carry no link).
        expect(doc.text).not.toContain('{{');
        expect(doc.text).toMatch(/^[А-ЯЁA-Z]/);
        if (doc.channel === 'email') expect(doc.text).toContain('/notifications/opt-out/');
        if (moment === 'refused') {
          const reason =
            (event.data as { reason?: string; comment?: string }).reason ??
            (event.data as { comment?: string }).comment;
          if (reason) expect(doc.text).not.toContain(reason);
          expect(doc.text).toMatch(/не готовы предложить/);
        }
        if (moment === 'profileRequested') expect(doc.text).toContain('/protected/feedback/edit/');
      }
      // The reactor's batch replayed after a crash: the same streams, nothing new.
      expect(await queueFor(s, event)).toEqual([]);
      for (const id of ids)
        await eventually(
          () => notifications().get(id),
          (d) => d?.status === 'sent',
          `${moment} sent`,
        );
    }
  }, 120_000);

  it('invited / moved / cancelled: SMS and e-mail, the e-mail with an .ics parsed back', async () => {
    const startsAt = new Date(Date.parse(s.clock()) + 3 * 86_400_000).toISOString().slice(0, 16) + ':00.000Z';
    const scheduled = await server.post(
      '/meetings/schedule',
      { questionnaireId: '5', startsAt, durationMinutes: 30, place: 'Зал 2' },
      token,
    );
    expect(scheduled.status).toBe(200);
    const meeting = scheduled.body.entity as { id: string; revision: number };
    const movedTo = new Date(Date.parse(startsAt) + 86_400_000).toISOString();
    const moved = await server.post(
      '/meetings/reschedule',
      { id: meeting.id, startsAt: movedTo, revision: meeting.revision },
      token,
    );
    expect(moved.status).toBe(200);
    const cancelled = await server.post(
      '/meetings/cancel',
      { id: meeting.id, reason: 'Директор заболел', revision: moved.body.entity.revision },
      token,
    );
    expect(cancelled.status).toBe(200);
    const ofMoment = async (moment: NotificationMoment) =>
      eventually(
        () => notifications().find({ ref: 'al5', moment }),
        (docs) => docs.length === 2 && docs.every((d) => d.status === 'sent'),
        `${moment} sent`,
      );
    const parse = (ics: string) =>
      Object.fromEntries(
        ics
          .replace(/\r\n[ \t]/g, '')
          .split(/\r?\n/)
          .filter((l) => l.includes(':'))
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)]),
      );
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const expectations: [NotificationMoment, string, string, string][] = [
      ['invited', 'REQUEST', '0', startsAt],
      ['interviewMoved', 'REQUEST', '1', movedTo],
      ['interviewCancelled', 'CANCEL', '2', movedTo],
    ];
    for (const [moment, method, sequence, at] of expectations) {
      const docs = await ofMoment(moment);
      const sms = docs.find((d) => d.channel === 'sms')!;
      expect(sms.calendar).toBeNull();
      expect(sms.text).not.toContain('Директор заболел');
      const mail = s.mail
        .recent()
        .find(
          (m) =>
            m.subject === docs.find((d) => d.channel === 'email')!.emailSubject &&
            m.to === docs.find((d) => d.channel === 'email')!.to,
        )!;
      const attachment = mail.attachments?.[0];
      expect(attachment?.contentType).toContain(`method=${method}`);
      const ics = parse(attachment!.content);
      expect(ics.METHOD).toBe(method);
      expect(ics.UID).toBe(`interview-${meeting.id}@localhost`);
      expect(ics.SEQUENCE).toBe(sequence);
      expect(ics.DTSTART).toBe(utc(at));
    }
  }, 120_000);
});

describe('faults', () => {
  /** A notification of its own: a replayed cause under a new id. */
  async function freshNotification(cause: string): Promise<NotificationDoc> {
    const events = await firstEventsOfEachMoment();
    const [id] = await queueFor(s, { ...events.get('received')!, id: cause });
    await settle();
    return (await notifications().get(id!))!;
  }

  it('a crash between the send and NotificationSent: after the restart the candidate got one message', async () => {
    await notificationsProcess.stop?.(s);
    const doc = await freshNotification('crash-cause-1');
    const sent = () => s.sms.recent().filter((m) => m.text === doc.text && m.to === doc.to).length;
    const before = sent();
    const append = s.bus.store.append.bind(s.bus.store);
    s.bus.store.append = async (stream, events, expected) => {
      if (events.some((e) => e.type === 'NotificationSent')) throw new Error('killed');
      return append(stream, events, expected);
    };
    try {
      await expect(dispatchOne(s, doc)).rejects.toThrow('killed');
    } finally {
      s.bus.store.append = append;
    }
    expect(sent()).toBe(before + 1);
    expect((await notifications().get(doc.id))!.status).toBe('queued');
    // The restart: the dispatcher resumes and sends it again with the same key; the port drops it.
    await notificationsProcess.resume?.(s);
    await eventually(
      () => notifications().get(doc.id),
      (d) => d?.status === 'sent',
      'sent after restart',
    );
    expect(sent()).toBe(before + 1);
    const stream = await s.events.readStream(`notification-${doc.id}`);
    expect(stream.filter((e) => e.type === 'NotificationSent')).toHaveLength(1);
  }, 60_000);

  it('SMS down: the notification waits (retrying, visible), and goes out once when the service is back', async () => {
    await notificationsProcess.stop?.(s);
    const doc = await freshNotification('down-cause-1');
    const sent = () => s.sms.recent().filter((m) => m.text === doc.text && m.to === doc.to).length;
    const before = sent();
    const sms = s.sms;
    s.sms = {
      ...sms,
      send: async () => {
        throw new Error('SMS gateway answered 503');
      },
    };
    const now = s.clock();
    try {
      await dispatchDue(s, now);
      await settle();
    } finally {
      s.sms = sms;
    }
    const waiting = (await notifications().get(doc.id))!;
    expect(waiting).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'SMS gateway answered 503' });
    expect(Date.parse(waiting.notBefore) - Date.parse(now)).toBe(30_000);
    // Not due yet: nothing is sent before its time.
    await dispatchDue(s, now);
    await settle();
    expect((await notifications().get(doc.id))!.status).toBe('retrying');
    // Back, and the retry's time has come.
    await dispatchDue(s, new Date(Date.parse(now) + 31_000).toISOString());
    await settle();
    expect((await notifications().get(doc.id))!).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent()).toBe(before + 1);
    await notificationsProcess.resume?.(s);
  }, 60_000);

  it('an opted-out channel: queued, then skipped, never sent', async () => {
    await notificationsProcess.stop?.(s);
    const doc = await freshNotification('optout-cause-1');
    await s.read.commit(
      'test:opt-outs',
      [
        {
          collection: 'notificationOptOuts',
          id: doc.ref,
          doc: { _id: doc.ref, id: doc.ref, sms: true, email: false, updatedAt: s.clock() },
        },
      ],
      0,
    );
    const before = s.sms.recent().length;
    await dispatchOne(s, doc);
    await settle();
    expect((await notifications().get(doc.id))!.status).toBe('optedOut');
    expect(s.sms.recent().length).toBe(before);
    await s.read.commit('test:opt-outs', [{ collection: 'notificationOptOuts', id: doc.ref, doc: null }], 0);
    await notificationsProcess.resume?.(s);
  }, 60_000);

  it('the card block follows (one document per candidate, with the store)', async () => {
    const q = await questionnaireCandidate(s.read, '1');
    const answer = await server.post(`/notifications/questionnaire/1`, {}, token);
    expect(answer.status).toBe(200);
    expect(answer.body.entity.id).toBe(q!.ref);
    expect(answer.body.entity.IStoreId).toBe(q!.IStoreId);
    // Unit directors see the statuses, not the texts or whole recipients.
    const unit = (await server.login('unitdirector')).token;
    const masked = await server.post(`/notifications/questionnaire/1`, {}, unit);
    for (const item of masked.body.entity.items as { text: string; to: string }[]) {
      expect(item.text).toBe('');
      expect(item.to).toMatch(/\*{3}/);
    }
  });
});
