import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_STATUS_MESSAGES,
  WITHDRAWAL_REASON,
  candidateStatusRoom,
} from '#events/candidate-status/events';
import type { CandidateStatusView } from '#events/candidate-status/view';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import type { QuestionnaireDoc } from '#events/questionnaire/events';
import { collectionIn } from '#projections/core/typed-read';
import { statusToken } from '#server/features/notifications/links';
import {
  controlClock,
  demoVacancy,
  lastCode,
  submitQuestionnaire,
  lastCodeTo,
} from '../../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connected, disconnected, openSocket, pause, request, waitForEvent } from '../../helpers/socket';

/**
 * The candidate's status page (issue 31, item 2): the link, the SMS gate of the questionnaire's
 * phone, the masked view, 'Перенести', 'Отозвать заявку' and the live room.
 */
let server: TestServer;
let admin: string;
let vacancyId: string;
let clock: ReturnType<typeof controlClock>;
const sockets: Socket[] = [];

interface Link {
  ref: string;
  token: string;
}
interface Gated extends Link {
  phoneToken: string;
}

const call = (path: string, body: unknown) => server.post(`/candidate-status${path}`, body);
const linkOf = (ref: string): Link => ({ ref, token: statusToken(server.services, ref) });
const inDays = (days: number, hour = 9) => {
  const d = new Date(Date.now() + days * 24 * 3600_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

async function pass(link: Link, phone: string): Promise<Gated> {
  // The form's own code went to this phone a moment ago: the resend pause passes first.
  clock.advance(61);
  const sent = await call('/send-code', link);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(lastCodeTo(server)).toBe(phone);
  const ok = await call('/confirm-code', { ...link, code: lastCode(server, phone) });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  return { ...link, phoneToken: ok.body.phoneToken as string };
}
async function viewOf(g: Gated): Promise<CandidateStatusView> {
  const res = await call('/view', g);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entity as CandidateStatusView;
}
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await pause(50);
  }
}
async function publicSocket(): Promise<Socket> {
  const socket = openSocket(`${server.url}/public`);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

beforeAll(async () => {
  server = await startTestServer();
  clock = controlClock(server);
  admin = (await server.login('admin')).token;
  vacancyId = (await demoVacancy(server, '10412', 'Продавец-консультант')).id;
  // The demo server's start takes longer than the default hook timeout on a busy CI machine.
}, 120_000);
afterAll(async () => {
  await Promise.all(sockets.map((s) => disconnected(s)));
  await server.stop();
});

describe('status page: the link and the gate', () => {
  it('a forged token or an unknown ref answers "Ссылка недействительна"; the gate masks the phone', async () => {
    const { id, phone } = await submitQuestionnaire(server, vacancyId);
    const link = linkOf(`al${id}`);
    const gate = await call('/gate', link);
    expect(gate.status, JSON.stringify(gate.body)).toBe(200);
    expect(gate.body.phoneMasked).toMatch(/\*/);
    expect(JSON.stringify(gate.body)).not.toContain(phone.slice(-7));
    const forged = await call('/gate', { ref: link.ref, token: 'A'.repeat(22) });
    const unknown = await call('/gate', linkOf('al99999999'));
    const otherRefsToken = await call('/gate', { ref: link.ref, token: linkOf(`q${id}`).token });
    for (const res of [forged, unknown, otherRefsToken]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CANDIDATE_STATUS_MESSAGES.invalidLink);
    }
    // No code goes out for a forged link; a wrong code is refused naming the field.
    expect((await call('/send-code', { ref: link.ref, token: 'A'.repeat(22) })).status).toBe(404);
    clock.advance(61);
    await call('/send-code', link);
    const code = lastCode(server, phone);
    const wrong = await call('/confirm-code', { ...link, code: code === '0000' ? '1111' : '0000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.field).toBe('code');
    // Without the gate's token (or with another phone's) nothing is shown.
    const noGate = await call('/view', { ...link, phoneToken: 'x' });
    expect(noGate.status).toBe(400);
    expect(noGate.body.details.field).toBe('phoneToken');
    const other = await submitQuestionnaire(server, vacancyId);
    const otherGated = await pass(linkOf(`al${other.id}`), other.phone);
    expect((await call('/view', { ...link, phoneToken: otherGated.phoneToken })).status).toBe(400);
    const view = await viewOf(await pass(link, phone));
    expect(view).toMatchObject({ stage: 'received', stageTitle: 'Анкета получена', interview: null });
    expect(view.positionTitle).toBe('Продавец-консультант');
    expect(view.storeAddress).not.toBe('');
    expect(view.optOut.map((o) => o.channel)).toEqual(['sms', 'email']);
    expect(view.optOut[0]?.link).toContain(`/notifications/opt-out/al${id}/sms?t=`);
  });
});

describe('status page: no internal data', () => {
  it('a refused candidate with failed checks, staff comments and a reason sees none of them', async () => {
    const docs = await collectionIn(server.services.read, QUESTIONNAIRES).find({ state: 'resolved' });
    const doc = docs[0] as QuestionnaireDoc;
    const reason = 'Секретная причина: проверка ФССП не пройдена';
    const note = 'Служебный комментарий для директора';
    expect((await server.post(`/questionnaire/${doc.id}/comment`, { text: note }, admin)).status).toBe(200);
    const rejected = await server.post(
      `/questionnaire/state/${doc.id}`,
      { action: 'reject', causeReject: reason },
      admin,
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const ref = doc.lightQuestionnaireId ? `al${doc.lightQuestionnaireId}` : `q${doc.id}`;
    const fresh = (await collectionIn(server.services.read, QUESTIONNAIRES).get(doc.id)) as QuestionnaireDoc;
    const res = await call('/view', await pass(linkOf(ref), fresh.info.phone));
    expect(res.status).toBe(200);
    const json = JSON.stringify(res.body);
    expect(res.body.entity.stage).toBe('refused');
    expect(res.body.entity.stageTitle).toBe('К сожалению, мы не готовы предложить вам эту должность');
    for (const secret of [reason, note, 'ФССП', 'Администратор', fresh.lastChange.by.name ?? '###']) {
      expect(json).not.toContain(secret);
    }
    for (const c of fresh.comments) expect(json).not.toContain(c.by.name);
    expect(Object.keys(res.body.entity).sort()).toEqual(
      [
        'bring',
        'canWithdraw',
        'interview',
        'optOut',
        'positionTitle',
        'profileLink',
        'ref',
        'stage',
        'stageTitle',
        'storeAddress',
        'storeName',
      ].sort(),
    );
    expect(json).not.toMatch(/check|reason|comment|rejected/i);
  });
});

describe('status page: live, reschedule and withdrawal', () => {
  it('the room refuses a wrong token; staff invite, the page gets the interview; the request reaches the meeting', async () => {
    const { id, phone } = await submitQuestionnaire(server, vacancyId);
    const gated = await pass(linkOf(`al${id}`), phone);
    const room = candidateStatusRoom(gated.ref);
    const intruder = await publicSocket();
    for (const bad of [
      { room, token: gated.token, phoneToken: 'x' },
      { room, token: 'A'.repeat(22), phoneToken: gated.phoneToken },
      { room, token: gated.token },
      { room: candidateStatusRoom('al99999999'), token: gated.token, phoneToken: gated.phoneToken },
    ]) {
      const ack = await request(intruder, 'watch', bad);
      expect(ack.ok, JSON.stringify(bad)).toBe(false);
    }
    const socket = await publicSocket();
    const ack = await request(socket, 'watch', { room, token: gated.token, phoneToken: gated.phoneToken });
    expect(ack.ok).toBe(true);
    const intruderGot: unknown[] = [];
    intruder.on('status', (m) => intruderGot.push(m));

    // Nothing to move yet.
    const early = await call('/reschedule', { ...gated, comment: 'Можно позже?' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(CANDIDATE_STATUS_MESSAGES.noInterview);

    const pushed = waitForEvent<{ entity: CandidateStatusView }>(
      socket,
      'status',
      (m) => m.entity.interview !== null,
      3000,
    );
    const startsAt = inDays(5, 9);
    const scheduled = await server.post(
      '/meetings/schedule',
      { questionnaireId: id, startsAt, durationMinutes: 30, place: 'Торговый зал, касса 3' },
      admin,
    );
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const { entity } = await pushed;
    expect(entity.stage).toBe('invited');
    expect(entity.interview).toMatchObject({ time: '12:00', zone: 'МСК', place: 'Торговый зал, касса 3' });
    expect(entity.interview?.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(entity.bring).toContain('Паспорт');
    expect(JSON.stringify(entity)).not.toContain('Администратор');

    // 'Перенести': the meeting carries the request, staff see it; a second one is refused.
    const preferredTime = inDays(6, 12);
    const asked = await call('/reschedule', { ...gated, comment: 'Работаю в этот день', preferredTime });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.entity.interview.rescheduleRequested).toBe(true);
    const meetingId = scheduled.body.entity.id as string;
    const range = { from: inDays(4, 0), to: inDays(7, 0) };
    const meeting = (await server.post('/meetings/list', range, admin)).body.list.find(
      (m: any) => m.id === meetingId,
    );
    expect(meeting.rescheduleRequest).toMatchObject({ comment: 'Работаю в этот день', preferredTime });
    const again = await call('/reschedule', { ...gated, comment: 'ещё раз' });
    expect(again.status).toBe(409);
    // Staff move it: the request is answered, the page shows the new time.
    const moved = waitForEvent<{ entity: CandidateStatusView }>(
      socket,
      'status',
      (m) => m.entity.interview?.time === '15:00',
      3000,
    );
    const res = await server.post(
      '/meetings/reschedule',
      { id: meetingId, startsAt: preferredTime, revision: scheduled.body.entity.revision },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await moved).entity.interview?.rescheduleRequested).toBe(false);
    expect(res.body.entity.rescheduleRequest).toBeNull();
    expect(intruderGot).toEqual([]);
  });

  it('"Отозвать заявку" declines the light questionnaire with the fixed reason, as staff see it', async () => {
    const { id, phone } = await submitQuestionnaire(server, vacancyId);
    const gated = await pass(linkOf(`al${id}`), phone);
    const res = await call('/withdraw', gated);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity).toMatchObject({
      stage: 'withdrawn',
      stageTitle: 'Вы отозвали заявку',
      canWithdraw: false,
    });
    const staff = await until(
      async () => (await server.post('/get-questionnaire-light', { id }, admin)).body.entity,
      (e) => e.type === 'rejected',
    );
    expect(staff.type).toBe('rejected');
    expect(staff.action_data.comment).toBe(WITHDRAWAL_REASON);
    expect((await call('/withdraw', gated)).status).toBe(409);
    expect((await viewOf(gated)).stage).toBe('withdrawn');
  });

  it('"Отозвать заявку" rejects the employment questionnaire continuing an accepted light one', async () => {
    const { id, phone } = await submitQuestionnaire(server, vacancyId);
    const hrAl = (await server.login('hr-al')).token;
    expect((await server.post('/accept-questionnaire-light', { questionnaireId: id }, hrAl)).status).toBe(
      200,
    );
    const opened = await until(
      () => collectionIn(server.services.read, QUESTIONNAIRES).find({ lightQuestionnaireId: id }),
      (docs) => docs.length > 0,
    );
    const q = opened[0] as QuestionnaireDoc;
    const gated = await pass(linkOf(`al${id}`), phone);
    const before = await viewOf(gated);
    expect(before.stage).toBe('passedToStore');
    expect(before.profileLink).toContain(`/protected/feedback/edit/${q.id}/al?t=`);
    expect((await call('/withdraw', gated)).status).toBe(200);
    const after = await until(
      async () => (await collectionIn(server.services.read, QUESTIONNAIRES).get(q.id)) as QuestionnaireDoc,
      (d) => d.state === 'rejected',
    );
    expect(after.state).toBe('rejected');
    expect(after.rejectedReason).toBe(WITHDRAWAL_REASON);
    expect((await viewOf(gated)).stage).toBe('withdrawn');
  });
});
