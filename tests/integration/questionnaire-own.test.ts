import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import type { QuestionnaireDoc, QuestionnaireState } from '#events/questionnaire/events';
import { FILE_MESSAGES } from '#events/questionnaire/files';
import { OWN_MESSAGES } from '#events/questionnaire/own';
import { collectionIn } from '#projections/core/typed-read';
import {
  controlClock,
  demoVacancy,
  lastCode,
  submitQuestionnaire,
  lastCodeTo,
} from '../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../helpers/server';
import { failureOf } from '#client/public/pages/profile/ownPort';
import { formErrorOf } from '#client/shared/profile/port';

/**
 * The candidate's own entry to the extended profile (issue 14): the edit link (number and secret),
 * the phone gate, the own view, section saves, scans and the submit.
 */
let server: TestServer;
let admin: string;

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PASSPORT = {
  placeBirth: 'г. Тула',
  series: '7012',
  number: '864209',
  dateExtradition: '20.05.2019',
  placeExtradition: 'УМВД России по Тульской области',
  departmentNumber: '710-003',
};

interface Link {
  id: string;
  token: string;
}
interface Own extends Link {
  phoneToken: string;
}

const own = (path: string, body: unknown) => server.post(`/questionnaire/own${path}`, body);
const put = async (section: string, body: unknown) => {
  const res = await fetch(`${server.url}/api/v1/questionnaire/own/profile/${section}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const fileHeaders = (o: Own) => ({
  'x-edit-id': o.id,
  'x-edit-token': o.token,
  'x-phone-token': o.phoneToken,
});
const upload = async (o: Own, query: string, bytes: Buffer, contentType = 'application/octet-stream') => {
  const res = await fetch(`${server.url}/api/v1/questionnaire/own/files?${query}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...fileHeaders(o) },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
};
const download = (o: Own, fileId: string) =>
  fetch(`${server.url}/api/v1/questionnaire/own/files/${fileId}`, { headers: fileHeaders(o) });

/** A demo employment questionnaire in this state (the first one, or the n-th). */
async function demo(
  state: QuestionnaireState | readonly QuestionnaireState[],
  contractorType = 'Employee',
  n = 0,
): Promise<QuestionnaireDoc> {
  const docs = await collectionIn(server.services.read, QUESTIONNAIRES).find(
    { state: typeof state === 'string' ? state : { $in: [...state] }, contractorType },
    { sort: { seq: 1 } },
  );
  const doc = docs[n];
  if (!doc) throw new Error(`no demo questionnaire in ${String(state)}`);
  return doc;
}
/** Past the first look (the demo's profiles are complete there), still open to the candidate. */
const PAST_FIRST_LOOK: readonly QuestionnaireState[] = [
  'accepted',
  'waitingInterview',
  'resolved',
  'resolvedValid',
  'externalCheckPassed',
  'acceptedByALManager',
];
/**
 * A demo questionnaire past the first look whose profile is complete (the demo gives those a full
 * profile with scans), by military status (those liable need the family section too).
 */
async function demoComplete(
  contractorType: 'Employee' | 'Entrepreneur',
  military: 'Military' | 'NonMilitary',
  n = 0,
): Promise<QuestionnaireDoc> {
  const docs = await collectionIn(server.services.read, QUESTIONNAIRES).find(
    { state: { $in: [...PAST_FIRST_LOOK] }, contractorType },
    { sort: { seq: 1 } },
  );
  const complete = docs.filter(
    (doc) =>
      Boolean(doc.profile?.passport?.number) &&
      (contractorType === 'Entrepreneur' || Boolean(doc.profile?.personal?.hasEmploymentHistory)) &&
      (doc.files?.passport?.length ?? 0) > 0 &&
      doc.profile?.military?.status === military,
  );
  const doc = complete[n];
  if (!doc) throw new Error(`no complete demo questionnaire (${contractorType}, ${n})`);
  return doc;
}
/** The link the staff list copies for this questionnaire. */
async function staffLink(id: string): Promise<Link> {
  const res = await server.post(`/questionnaire/${id}/edit-link`, {}, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = new URL(res.body.editLink as string);
  expect(url.pathname).toBe(`/protected/feedback/edit/${id}/al`);
  return { id, token: url.searchParams.get('t') ?? '' };
}
/** Through the gate: the code texted to the questionnaire's phone, confirmed. */
async function confirm(link: Link, phone: string): Promise<Own> {
  const sent = await own('/send-code', link);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const confirmed = await own('/confirm-code', { ...link, code: lastCode(server, phone) });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { ...link, phoneToken: confirmed.body.phoneToken as string };
}
const entityOf = async (o: Own) => {
  const res = await own('', o);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entity;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
});
afterAll(() => server.stop());

describe("the candidate's own profile, by the staff list's link", () => {
  it('gate: the masked phone and the profile form; a wrong secret answers like an unknown number', async () => {
    const doc = await demo('new');
    const link = await staffLink(doc.id);
    const gate = await own('/gate', link);
    expect(gate.status, JSON.stringify(gate.body)).toBe(200);
    expect(gate.body).toEqual({ phoneMasked: expect.stringMatching(/\*/), form: 'profile' });
    expect(JSON.stringify(gate.body)).not.toContain(doc.info.phone);
    const wrong = await own('/gate', { id: doc.id, token: 'A'.repeat(22) });
    const unknown = await own('/gate', { id: '999999', token: link.token });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
    // Another questionnaire's secret does not open this one.
    const other = await staffLink((await demo('new', 'Employee', 1)).id);
    expect((await own('/gate', { id: doc.id, token: other.token })).status).toBe(404);
    // A staff member of another store gets no link.
    const director = (await server.login('director')).token;
    const foreign = await collectionIn(server.services.read, QUESTIONNAIRES).find({ IStoreId: '10234' });
    const refused = await server.post(`/questionnaire/${foreign[0]!.id}/edit-link`, {}, director);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('/al?t=');
  });

  it('code: sent to the phone the questionnaire holds; a wrong code and a wrong token are refused', async () => {
    const doc = await demo('new', 'Employee', 2);
    const link = await staffLink(doc.id);
    const sent = await own('/send-code', link);
    expect(sent.status).toBe(200);
    expect(lastCodeTo(server)).toBe(doc.info.phone);
    const code = lastCode(server, doc.info.phone);
    const wrongCode = await own('/confirm-code', { ...link, code: code === '0000' ? '1111' : '0000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.details.field).toBe('code');
    const wrongLink = await own('/confirm-code', { id: doc.id, token: 'B'.repeat(22), code });
    expect(wrongLink.status).toBe(404);
    const ok = await own('/confirm-code', { ...link, code });
    expect(ok.status).toBe(200);
    const entity = await entityOf({ ...link, phoneToken: ok.body.phoneToken });
    expect(entity).toMatchObject({ id: doc.id, state: 'new', editable: true, contractorType: 'Employee' });
    expect(entity.profile.personal.lastname).toBe(doc.info.lastname);
    expect(entity).not.toHaveProperty('comments');
    expect(entity).not.toHaveProperty('lastChange');
    // A phone token of another phone opens nothing.
    const stranger = server.services.tokens.issuePhone('79990001122');
    const refused = await own('', { ...link, phoneToken: stranger });
    expect(refused.status).toBe(400);
    expect(refused.body.details.field).toBe('phoneToken');
    expect((await own('', { ...link, phoneToken: 'forged' })).status).toBe(400);
  });

  it('saves a section as the candidate, with the staff rules and conflicts; the phone stays locked', async () => {
    const doc = await demo('new', 'Employee', 3);
    const o = await confirm(await staffLink(doc.id), doc.info.phone);
    const { revision } = await entityOf(o);
    const bad = await put('passport', { ...o, data: { ...PASSPORT, series: '701' }, revision });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Должно быть минимум 4 цифры' } });
    expect(bad.body.details.field).toBe('passport.series');
    const saved = await put('passport', { ...o, data: PASSPORT, revision });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.entity.profile.passport).toEqual(PASSPORT);
    // Staff save the same section meanwhile: the candidate's older form is told who did.
    const staff = await fetch(`${server.url}/api/v1/questionnaire/${doc.id}/profile/passport`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({
        data: { ...PASSPORT, placeBirth: 'г. Алексин' },
        revision: saved.body.entity.revision,
      }),
    });
    expect(staff.status).toBe(200);
    const late = await put('passport', { ...o, data: PASSPORT, revision: saved.body.entity.revision });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('раздел «Паспорт»');
    // The candidate's form reads the other save's revision from this answer: its second save,
    // deliberate, goes through at that revision without a reload.
    const refused = formErrorOf(failureOf(late.status, late.body));
    expect(refused).toMatchObject({ status: 409, revision: saved.body.entity.revision + 1 });
    const overwrite = await put('passport', { ...o, data: PASSPORT, revision: refused.revision });
    expect(overwrite.status, JSON.stringify(overwrite.body)).toBe(200);
    expect(overwrite.body.entity.profile.passport.placeBirth).toBe(PASSPORT.placeBirth);
    // The history names the candidate.
    const history = await server.get(`/audit/questionnaire/${doc.id}`, admin);
    const mine = history.body.filter((e: any) => e.type === 'ProfilePassportSaved');
    expect(mine[0].actor).toMatchObject({ userId: 'candidate' });
    // The phone is the proof of identity: not changeable here.
    const current = await entityOf(o);
    const phone = await put('personal', {
      ...o,
      data: { ...current.profile.personal, phone: '79990001122' },
      revision: current.revision,
    });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toBe(OWN_MESSAGES.phoneLocked);
  });

  it('uploads scans: a PNG goes in, text and an oversized file are refused; only own files come back', async () => {
    const doc = await demo('new', 'Employee', 4);
    const o = await confirm(await staffLink(doc.id), doc.info.phone);
    const ok = await upload(o, 'fileKind=passport&name=passport.png', PNG_1X1);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const file = ok.body.entity.files.passport.at(-1);
    expect(file).toMatchObject({ name: 'passport.png', mime: 'image/png' });
    const got = await download(o, file.fileId);
    expect(got.status).toBe(200);
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    const text = await upload(o, 'fileKind=passport', Buffer.from('just some text'));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(FILE_MESSAGES.wrongType);
    const huge = await upload(o, 'fileKind=passport', Buffer.alloc(15 * 1024 * 1024 + 1, 0x20));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(FILE_MESSAGES.tooLarge);
    const json = await upload(o, 'fileKind=passport', Buffer.from('{}'), 'application/json');
    expect(json.status).toBe(400);
    // Without the headers, or with another link's secret: nothing.
    const bare = await fetch(`${server.url}/api/v1/questionnaire/own/files/${file.fileId}`);
    expect(bare.status).toBe(400);
    const other = await demo('new', 'Employee', 0);
    const otherLink = await staffLink(other.id);
    expect((await download({ ...otherLink, phoneToken: o.phoneToken }, file.fileId)).status).toBe(400);

    // Another questionnaire's file (a seeded scan of questionnaire 1), with this questionnaire's link.
    const card = await server.post('/get-questionnaire/1', {}, admin);
    const foreign = card.body.entity.files.passport[0].fileId as string;
    const stolen = await download(o, foreign);
    expect(stolen.status).toBe(404);
    expect(((await stolen.json()) as any).message).toBe(FILE_MESSAGES.notFound);

    // 'Удалить скан': another questionnaire's file is not found and stays; the own one goes.
    const remove = async (fileId: string) => {
      const res = await fetch(`${server.url}/api/v1/questionnaire/own/files/${fileId}/remove`, {
        method: 'POST',
        headers: fileHeaders(o),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    expect((await remove(foreign)).status).toBe(404);
    expect((await server.post('/get-questionnaire/1', {}, admin)).body.entity.files.passport[0].fileId).toBe(
      foreign,
    );
    const gone = await remove(file.fileId);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(JSON.stringify(gone.body.entity.files)).not.toContain(file.fileId);
    expect((await download(o, file.fileId)).status).toBe(404);
    const history = await server.get(`/audit/questionnaire/${o.id}`, admin);
    const removedEvent = history.body.find((e: any) => e.type === 'QuestionnaireFileRemoved');
    expect(removedEvent.actor).toMatchObject({ userId: 'candidate' });
  });

  it('submit: an incomplete profile is refused with the first problem; a complete one is recorded once', async () => {
    const incomplete = await demo('new', 'Employee', 6);
    const o1 = await confirm(await staffLink(incomplete.id), incomplete.info.phone);
    const head = await server.services.events.headPosition();
    const refused = await own('/submit', o1);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual(expect.stringMatching(/[а-яё]/i));
    expect(refused.body.details.field).toEqual(
      expect.stringMatching(/^(personal|passport|addresses|military|scans)\./),
    );
    expect(await server.recordsWrittenSince(head)).toEqual([]);

    // Past the first look the demo profile is complete, scans included.
    const complete = await demoComplete('Employee', 'NonMilitary');
    const o2 = await confirm(await staffLink(complete.id), complete.info.phone);
    const sent = await own('/submit', o2);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.entity.submittedAt).toEqual(expect.any(String));
    const history = await server.get(`/audit/questionnaire/${complete.id}`, admin);
    expect(history.body.at(-1)).toMatchObject({ type: 'ProfileSubmitted', actor: { userId: 'candidate' } });
    const card = await server.post(`/get-questionnaire/${complete.id}`, {}, admin);
    expect(card.body.entity).toMatchObject({ lastChange: { kind: 'submitted' } });
    // Again with nothing changed: the duplicate's 409.
    const again = await own('/submit', o2);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: OWN_MESSAGES.duplicate, details: { duplicate: true } });
  });

  it('the scans the submit needs follow the contractor type: a self-employed candidate needs no SNILS', async () => {
    const removeSnils = async (doc: QuestionnaireDoc) => {
      for (const file of doc.files?.snils ?? []) {
        const url = `/questionnaire/${doc.id}/files/${file.fileId}/remove`;
        expect((await server.post(url, {}, admin)).status).toBe(200);
      }
    };
    const employee = await demoComplete('Employee', 'NonMilitary', 1);
    await removeSnils(employee);
    const o1 = await confirm(await staffLink(employee.id), employee.info.phone);
    const refused = await own('/submit', o1);
    expect(refused.status).toBe(400);
    expect(refused.body.details.field).toBe('scans.snils');

    const selfEmployed = await demoComplete('Entrepreneur', 'Military');
    await removeSnils(selfEmployed);
    const o2 = await confirm(await staffLink(selfEmployed.id), selfEmployed.info.phone);
    // A man liable for military service: the family section and its scan come first.
    const martial = {
      martialStatus: 'Холост',
      martialStatusApprovedAt: '',
      relatives: [
        {
          relativeState: 'Мать',
          birthDate: '01.02.1970',
          lastName: 'Борисова',
          firstName: 'Анна',
          patronymicName: 'Ивановна',
        },
      ],
    };
    const { revision } = await entityOf(o2);
    const saved = await put('martial', { ...o2, data: martial, revision });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await upload(o2, 'fileKind=martial', PNG_1X1)).status).toBe(200);
    const sent = await own('/submit', o2);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });

  it('refuses changes (409) with the documents, in 1C, employed or rejected; the view stays readable', async () => {
    for (const state of ['waitingSigningDocuments', 'sendedTo1S', 'employed', 'rejected'] as const) {
      const doc = await demo(state);
      const o = await confirm(await staffLink(doc.id), doc.info.phone);
      const entity = await entityOf(o);
      expect(entity.editable).toBe(false);
      const head = await server.services.events.headPosition();
      const save = await put('passport', { ...o, data: PASSPORT, revision: entity.revision });
      expect(save.status, state).toBe(409);
      expect(save.body.message).toMatch(/изменить её нельзя/);
      expect((await upload(o, 'fileKind=passport', PNG_1X1)).status, state).toBe(409);
      expect((await own('/submit', o)).status, state).toBe(409);
      expect(await server.recordsWrittenSince(head)).toEqual([]);
    }
  });

  it("opens nothing once the candidate's personal data is erased", async () => {
    const doc = await demo('new', 'Employee', 7);
    const link = await staffLink(doc.id);
    expect((await own('/gate', link)).status).toBe(200);
    const erased = await server.post(
      '/admin/personal-data/erase',
      { record: 'questionnaire', id: doc.id },
      admin,
    );
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    let status = 0;
    for (let i = 0; i < 50 && status !== 404; i++) {
      status = (await own('/gate', link)).status;
      if (status !== 404) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(404);
    expect((await own('/send-code', link)).status).toBe(404);
  });
});

describe("the candidate's own profile, by the light questionnaire's e-mail link", () => {
  it('opens the light form until a reviewer accepts it, then the employment questionnaire opened from it', async () => {
    const clock = controlClock(server);
    const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
    const { id, phone, editToken } = await submitQuestionnaire(server, vacancy.id);
    const link = { id, token: editToken };
    clock.advance(61); // the code of the submission's own confirmation may be resent after 60 s
    expect((await own('/gate', link)).body.form).toBe('light');
    const o = await confirm(link, phone);
    // The light form's own routes take the same phone token.
    expect((await server.post('/questionnaire-light/own', o)).status).toBe(200);
    expect((await own('', o)).status).toBe(409);

    const reviewer = (await server.login('hr-al')).token;
    expect((await server.post('/accept-questionnaire-light', { questionnaireId: id }, reviewer)).status).toBe(
      200,
    );
    let form = '';
    for (let i = 0; i < 50 && form !== 'profile'; i++) {
      form = (await own('/gate', link)).body.form;
      if (form !== 'profile') await new Promise((r) => setTimeout(r, 50));
    }
    expect(form).toBe('profile');
    const entity = await entityOf(o);
    expect(entity.state).toBe('acceptedByALManager');
    const doc = await collectionIn(server.services.read, QUESTIONNAIRES).get(entity.id);
    expect(doc?.lightQuestionnaireId).toBe(id);
    const saved = await put('passport', { ...o, data: PASSPORT, revision: entity.revision });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
});
