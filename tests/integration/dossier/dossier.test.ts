import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED } from '#events/core/personal';
import type { DossierEventLine, DossierHeader } from '#events/dossier/api';
import { describeEvent } from '#events/history/describe';
import { pdfSafe } from '#server/features/dossier/pdf-parts';
import { demoVacancy, submitQuestionnaire } from '../../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../../helpers/server';
import { pdfText } from '../../unit/documents/pdf-text';
import { getHire } from '#projections/employment/queries';
import { employableQuestionnaire, eventually, validForm } from '../../helpers/hire';
import { fakeOneS } from '../../helpers/onec-fake';

/**
 * GET /questionnaires/{id}/dossier.pdf and .jsonl (issue 28, item 4) on a real server with the demo:
 * Семёнов and Романова went all the way (checks, the director's approval, 1C, signatures) in 10412,
 * Макаров waits for signatures in 10587, a store the demo's store director does not see.
 */
let server: TestServer;
const ids = { semenov: '', romanova: '', makarov: '', fromLight: '', lightId: '' };

async function idOf(lastname: string): Promise<string> {
  const [doc] = await server.services.read.find('questionnaires', { 'info.lastname': lastname });
  if (!doc) throw new Error(`no demo questionnaire of ${lastname}`);
  return doc._id;
}

async function fetchDossier(id: string, format: 'pdf' | 'jsonl', login?: string) {
  const headers: Record<string, string> = login
    ? { authorization: `Bearer ${(await server.login(login)).token}` }
    : {};
  const res = await fetch(`${server.url}/api/v1/questionnaires/${id}/dossier.${format}`, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

async function jsonl(id: string, login: string) {
  const res = await fetchDossier(id, 'jsonl', login);
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  const [first, ...rest] = res.text.split('\n');
  expect(rest.at(-1)).toBe(''); // every line ends in '\n'
  const header = JSON.parse(first!) as DossierHeader;
  const lines = rest.slice(0, -1).map((l) => JSON.parse(l) as DossierEventLine);
  const body = res.text.slice(first!.length + 1);
  return { res, header, lines, body };
}

const ofType = (lines: DossierEventLine[], type: string) => lines.filter((l) => l.type === type);
const dataOf = (line: DossierEventLine | undefined) => line?.data as Record<string, any>;

beforeAll(async () => {
  server = await startTestServer();
  ids.semenov = await idOf('Семёнов');
  ids.romanova = await idOf('Романова');
  ids.makarov = await idOf('Макаров');
  // A candidate who came through the public site: the light questionnaire, passed to the store.
  const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
  const submitted = await submitQuestionnaire(server, vacancy.id, undefined, { surname: 'Досьева' });
  ids.lightId = submitted.id;
  const reviewer = (await server.login('hr-al')).token;
  await server.post('/accept-questionnaire-light', { questionnaireId: ids.lightId }, reviewer);
  for (let i = 0; i < 100 && !ids.fromLight; i++) {
    const [doc] = await server.services.read.find('questionnaires', { lightQuestionnaireId: ids.lightId });
    if (doc) ids.fromLight = doc._id;
    else await new Promise((r) => setTimeout(r, 50));
  }
}, 120_000);
afterAll(() => server.stop());

describe("a hire's dossier as JSON Lines", () => {
  it('has a header whose SHA-256 and count are those of the event lines, then the whole story in order', async () => {
    const { res, header, lines, body } = await jsonl(ids.semenov, 'hr');
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="dossier-${ids.semenov}.jsonl"`,
    );
    expect(header).toMatchObject({
      dossier: 'questionnaire',
      questionnaireId: ids.semenov,
      count: lines.length,
      generatedBy: { userId: '1002', role: 'HR' },
    });
    expect(Date.parse(header.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(header.sha256).toBe(createHash('sha256').update(body, 'utf8').digest('hex'));

    const positions = lines.map((l) => l.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const streams = new Set(lines.map((l) => l.stream));
    for (const kind of ['questionnaire', 'checks', 'approval', 'hire', 'signing'])
      expect(streams, kind).toContain(`${kind}-${ids.semenov}`);
    for (const type of [
      'QuestionnaireOpened',
      'CheckRequested',
      'CheckReplyReceived',
      'CheckCompleted',
      'ApprovalConfirmed',
      'HireRequested',
      'DocumentsSigned',
    ])
      expect(ofType(lines, type).length, type).toBeGreaterThan(0);
  });

  it('gives each line its event as stored: sentence, actor, correlation id; secrets redacted', async () => {
    const { lines } = await jsonl(ids.semenov, 'admin');
    const stored = await server.services.events.readStream(`checks-${ids.semenov}`);
    for (const e of stored) {
      const line = lines.find((l) => l.position === e.position)!;
      expect(line).toMatchObject({
        stream: e.streamId,
        revision: e.revision,
        type: e.type,
        eventId: e.id,
        occurredAt: e.meta.occurredAt,
        actor: e.meta.actor,
        correlationId: e.meta.correlationId,
        sentence: describeEvent(e),
      });
    }
    const reply = ofType(lines, 'CheckReplyReceived')[0];
    expect(typeof dataOf(reply).answer).toBe('string');
    expect(dataOf(ofType(lines, 'ApprovalCodeSent')[0])?.codeHash ?? '***').toBe('***');
    const signed = dataOf(ofType(lines, 'DocumentsSigned')[0]);
    expect(signed.documents.length).toBeGreaterThan(3);
    for (const doc of signed.documents) expect(doc.blankSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.candidate.png).toMatch(/^data:image\/png;base64,/);
  });

  it('starts with the light questionnaire the candidate sent from the public site', async () => {
    expect(ids.fromLight).not.toBe('');
    const { lines } = await jsonl(ids.fromLight, 'hr');
    expect(lines[0]).toMatchObject({ stream: `questionnaireLight-${ids.lightId}` });
    expect(lines.some((l) => l.stream === `questionnaire-${ids.fromLight}`)).toBe(true);
  });

  it('masks identity numbers and signatures for a viewer who may not see them whole', async () => {
    const whole = await jsonl(ids.semenov, 'hr');
    const masked = await jsonl(ids.semenov, 'unitdirector');
    const passport = (r: typeof whole) => dataOf(ofType(r.lines, 'ProfilePassportSaved')[0]).passport;
    const personal = (r: typeof whole) => dataOf(ofType(r.lines, 'ProfilePersonalSaved')[0]).personal;
    expect(passport(whole).number).toMatch(/^\d{6}$/);
    expect(passport(masked).number).not.toBe(passport(whole).number);
    expect(passport(masked).number).toMatch(/^•+\d{4}$/);
    expect(personal(masked).inn).toMatch(/^•+\d{4}$/);
    const signed = dataOf(ofType(masked.lines, 'DocumentsSigned')[0]);
    expect(signed.candidate.png).toBe('скрыто');
    expect(signed.documents).toEqual(dataOf(ofType(whole.lines, 'DocumentsSigned')[0]).documents);
    expect(masked.header.sha256).not.toBe(whole.header.sha256);
    expect(masked.res.text).not.toContain(passport(whole).number);
  });
});

describe("a hire's dossier as PDF", () => {
  it('has the title page, every section, the signatures’ hashes and the JSON Lines’ SHA-256', async () => {
    const { header, lines } = await jsonl(ids.romanova, 'hr');
    const res = await fetchDossier(ids.romanova, 'pdf', 'hr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(res.bytes);
    expect(pages).toBeGreaterThan(5);
    for (const part of [
      'Досье кандидата',
      'Романова Ева Витальевна',
      `№ ${ids.romanova}`,
      'Авиапарк',
      'Кадрова Елена (HR-специалист)',
      'Анкета',
      'Проверки',
      'Согласование',
      'Трудоустройство и 1С',
      'Документы и подписи',
      'Полная история',
      `стр. 1 из ${pages}`,
      header.sha256,
    ])
      expect(text, part).toContain(part);
    expect(text).toMatch(/Сформировано \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(МСК\)/);
    for (const doc of dataOf(ofType(lines, 'DocumentsSigned')[0]).documents) {
      expect(text).toContain(doc.blankSha256);
      expect(text).toContain(doc.signedSha256);
    }
    for (const reply of ofType(lines, 'CheckReplyReceived')) expect(text).toContain(dataOf(reply).answer);
    // Long sentences wrap inside their table cell: compare with the line breaks as spaces.
    const flat = text.replace(/\s+/g, ' ');
    expect(text, 'a glyph the font lacks prints as an empty box').not.toContain('\u0000');
    for (const line of lines) expect(flat).toContain(pdfSafe(line.sentence).replace(/\s+/g, ' '));
  });

  it('shows the 1C posting with its document number; the salary account masked for those who do not employ', async () => {
    fakeOneS(server.services);
    const id = await employableQuestionnaire(server, { lastname: 'Проведенова' });
    const admin = (await server.login('admin')).token;
    expect((await server.post(`/one_s/send/${id}`, validForm(), admin)).status).toBe(200);
    const hire = await eventually(
      () => getHire(server.services.read, id),
      (h) => h?.status === 'documentsReady',
    );
    const number = hire!.document!.number;
    const { lines } = await jsonl(id, 'hr');
    expect(dataOf(ofType(lines, 'HireDelivered')[0]).document.number).toBe(number);
    expect(ofType(lines, 'HireDocumentsReady')).toHaveLength(1);
    const { text } = await pdfText((await fetchDossier(id, 'pdf', 'hr')).bytes);
    expect(text).toContain(`Документ 1С (приём на работу) № ${number}`);
    const account = validForm().salaryProject.ui.account;
    expect(dataOf(ofType(lines, 'HireRequested')[0]).form.salaryProject.ui.account).toBe(account);
    const masked = await jsonl(id, 'unitdirector');
    const seen = dataOf(ofType(masked.lines, 'HireRequested')[0]).form.salaryProject.ui.account;
    expect(seen).toBe(`${'•'.repeat(account.length - 4)}${account.slice(-4)}`);
  });

  it("shows the person's DKMO membership: only their own lines of the store's ledger, with the agreement's hash", async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const director = (await server.login('director')).token;
    const joined = await server.post(
      '/dkmo/sign?storeId=10412',
      { id: `q-${ids.semenov}`, sign: png },
      director,
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const { lines } = await jsonl(ids.semenov, 'admin');
    const dkmo = lines.filter((l) => l.stream === 'dkmo-10412');
    expect(dkmo.map((l) => l.type)).toEqual(['DkmoMemberJoined', 'DkmoMemberSigned']);
    for (const line of dkmo) expect(dataOf(line).employee.questionnaireId).toBe(ids.semenov);
    const sha = dataOf(dkmo[1]).documentSha256 as string;
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    const { text } = await pdfText((await fetchDossier(ids.semenov, 'pdf', 'admin')).bytes);
    expect(text).toContain('ДКМО: членство в коллективе');
    expect(text).toContain(sha);
  });

  it('says so when numbers are hidden from the viewer', async () => {
    const res = await fetchDossier(ids.romanova, 'pdf', 'regiondirector');
    expect(res.status).toBe(200);
    const { text } = await pdfText(res.bytes);
    expect(text).toContain('Номера документов и подписи скрыты');
  });
});

describe('who may take a dossier, and bad requests', () => {
  it('401 without a token, 403 for a director of another store, 404 for an unknown questionnaire', async () => {
    for (const format of ['pdf', 'jsonl'] as const) {
      expect((await fetchDossier(ids.semenov, format)).status).toBe(401);
      const other = await fetchDossier(ids.makarov, format, 'director');
      expect(other.status).toBe(403);
      expect(JSON.parse(other.text).message).toMatch(/другого магазина/);
      expect((await fetchDossier(ids.makarov, format, 'hr')).status).toBe(200);
      const unknown = await fetchDossier('99999999', format, 'admin');
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.text).message).toBe('Анкета не найдена');
    }
  });

  it('400 naming the id for a malformed one', async () => {
    for (const id of ['abc', '1.5', `${'9'.repeat(21)}`]) {
      const res = await fetchDossier(id, 'jsonl', 'admin');
      expect(res.status, id).toBe(400);
      const body = JSON.parse(res.text);
      expect(body.details?.field).toBe('id');
      expect(body.message).toMatch(/[а-яё]/i);
    }
  });

  it('reads удалено after the candidate’s erasure', async () => {
    const admin = (await server.login('admin')).token;
    const erased = await server.post(
      '/admin/personal-data/erase',
      { record: 'questionnaire', id: ids.fromLight },
      admin,
    );
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const { lines, res } = await jsonl(ids.fromLight, 'hr');
    expect(dataOf(lines[0]).info.surname).toBe(ERASED);
    expect(res.text).not.toContain('Досьева');
    const pdf = await fetchDossier(ids.fromLight, 'pdf', 'hr');
    expect(pdf.status).toBe(200);
    expect((await pdfText(pdf.bytes)).text).not.toContain('Досьева');
  });
});
