import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import type { QuestionnaireDoc } from '#events/questionnaire/events';
import { collectionIn } from '#projections/core/typed-read';
import { questionnaireEditLink } from '#server/features/questionnaire/own-link';
import { maskPhone } from '#events/questionnaire-light/events';
import { confirmPhone, controlClock, lastCodeTo } from '../../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 23, item 1: the attack chain of the second outside run, walked by every staff role on a
 * questionnaire of a store each of them may open (10412 'Авиапарк'):
 *   1. take the candidate's edit link;
 *   2. change the candidate's phone to one's own;
 *   3. pass the candidate's SMS gate with that phone;
 *   4. read the passport, INN and SNILS whole and download the passport scan;
 *   5. save the identity sections.
 * Each step says what the role may do; the test fails at the first step that gives more. Those who
 * see identity data masked (unit and region directors) stop at step 1; even with a leaked link, the
 * gate texts the phone left at creation, so no member of staff passes it with a phone they typed.
 */
const ROLES = [
  { login: 'admin', whole: true, phone: '79990091001' },
  { login: 'hr', whole: true, phone: '79990091002' },
  { login: 'hr-al', whole: true, phone: '79990091006' },
  { login: 'director', whole: true, phone: '79990001003' },
  { login: 'unitdirector', whole: false, phone: '79990001004' },
  { login: 'regiondirector', whole: false, phone: '79990001005' },
] as const;

let server: TestServer;
let clock: ReturnType<typeof controlClock>;
const victims: QuestionnaireDoc[] = [];

const call = async (method: 'PUT' | 'GET' | 'POST', path: string, token: string | null, body?: unknown) => {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
};
const linkOf = (editLink: string) => {
  const url = new URL(editLink);
  const id = /\/edit\/(\d+)\/al$/.exec(url.pathname)?.[1] ?? '';
  return { id, token: url.searchParams.get('t') ?? '' };
};

beforeAll(async () => {
  server = await startTestServer();
  clock = controlClock(server);
  // Demo questionnaires with a complete profile and a passport scan, in the store every role opens.
  const docs = await collectionIn(server.services.read, QUESTIONNAIRES).find({ IStoreId: '10412' });
  const open = ['new', 'accepted', 'waitingInterview', 'resolved', 'resolvedValid', 'acceptedByALManager'];
  for (const doc of docs) {
    if (doc.profile?.passport?.number && doc.files?.passport?.length && open.includes(doc.state))
      victims.push(doc);
  }
});
afterAll(() => server?.stop());

describe('masked identity data stays masked on every path: the chain per role (issue 23)', () => {
  it('has a complete demo questionnaire per role', () => {
    expect(victims.length).toBeGreaterThanOrEqual(2);
  });

  for (const [index, role] of ROLES.entries()) {
    it(`${role.login}: ${role.whole ? 'sees it whole, never passes the gate' : 'stops at the first step'}`, async () => {
      // Two roles a questionnaire: each step reads the record as it is now.
      const victim = victims[index % 2]!;
      clock.advance(120); // past the last code's resend wait
      const { token } = await server.login(role.login);
      const creation = victim.info.phone;

      // 1. The candidate's link: only for those who see identity data whole.
      const taken = await call('POST', `/questionnaire/${victim.id}/edit-link`, token, {});
      if (role.whole) expect(taken.status, 'step 1').toBe(200);
      else {
        expect(taken.status, 'step 1: a masked viewer took the link').toBe(403);
        expect(JSON.stringify(taken.body)).not.toContain('/al?t=');
      }
      // Past here, the link as if it leaked some other way.
      const link = linkOf(
        role.whole ? taken.body.editLink : questionnaireEditLink(server.services, victim.id),
      );

      // 2. The contact phone on the card: staff may change it.
      const card = await server.post(`/get-questionnaire/${victim.id}`, {}, token);
      expect(card.status).toBe(200);
      const changed = await call('PUT', `/questionnaire/${victim.id}/info`, token, {
        changes: { phone: role.phone },
        revision: card.body.entity.revision,
      });
      expect(changed.status, `step 2: ${JSON.stringify(changed.body)}`).toBe(200);
      expect(changed.body.entity.info.phone).toBe(role.phone);

      // 3. The gate still texts the phone left at creation, and a token for the staff phone opens nothing.
      const gate = await server.post('/questionnaire/own/gate', link);
      expect(gate.status).toBe(200);
      expect(gate.body.phoneMasked, 'step 3: the gate moved to the new phone').toBe(maskPhone(creation));
      const sent = await server.post('/questionnaire/own/send-code', link);
      expect(sent.status).toBe(200);
      expect(lastCodeTo(server), 'step 3: the code went to the staff phone').toBe(creation);
      const staffPhoneToken = await confirmPhone(server, role.phone);
      const own = await server.post('/questionnaire/own', { ...link, phoneToken: staffPhoneToken });
      expect(own.status, 'step 3: the gate let a staff phone in').toBe(400);
      expect(own.body.details.field).toBe('phoneToken');
      expect(JSON.stringify(own.body)).not.toContain(victim.profile!.passport!.number);

      // 4. Identity numbers and scans: whole only for those who hire.
      const entity = (await server.post(`/get-questionnaire/${victim.id}`, {}, token)).body.entity;
      const passport = victim.profile!.passport!;
      const scan = victim.files!.passport![0]!;
      const download = await fetch(`${server.url}/api/v1/questionnaire/${victim.id}/files/${scan.fileId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await download.arrayBuffer();
      if (role.whole) {
        expect(entity.profile.passport.number).toBe(passport.number);
        expect(download.status).toBe(200);
      } else {
        expect(entity.profile.passport.number, 'step 4: the passport number whole').not.toBe(passport.number);
        expect(entity.profile.personal.inn, 'step 4: the INN whole').not.toBe(victim.profile!.personal!.inn);
        expect(entity.profile.personal.snils, 'step 4: the SNILS whole').not.toBe(
          victim.profile!.personal!.snils,
        );
        expect(download.status, 'step 4: the passport scan').toBe(403);
      }
      const ownScan = await fetch(`${server.url}/api/v1/questionnaire/own/files/${scan.fileId}`, {
        headers: { 'x-edit-id': link.id, 'x-edit-token': link.token, 'x-phone-token': staffPhoneToken },
      });
      await ownScan.arrayBuffer();
      expect(ownScan.status, "step 4: the scan through the candidate's route").toBe(400);

      // 5. The identity sections: saved only by those who see them whole, never through the link.
      const fresh = (await server.post(`/get-questionnaire/${victim.id}`, {}, token)).body.entity;
      const staffSave = await call('PUT', `/questionnaire/${victim.id}/profile/passport`, token, {
        data: { ...passport, placeBirth: `${passport.placeBirth} ` },
        revision: fresh.revision,
      });
      expect(staffSave.status, 'step 5: the staff route').toBe(role.whole ? 200 : 403);
      const ownSave = await call('PUT', '/questionnaire/own/profile/passport', null, {
        ...link,
        phoneToken: staffPhoneToken,
        data: passport,
        revision: fresh.revision + 1,
      });
      expect(ownSave.status, "step 5: the candidate's route").toBe(400);
    });
  }
});
