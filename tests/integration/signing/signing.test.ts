import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_HASHES } from '#events/signing/collections';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { HIRES } from '#server/features/documents/load';
import { documentSha256 } from '#server/features/documents/pdf';
import { demoSignatures, encodePng } from '#server/features/signing';
import { startTestServer, type TestServer } from '../../helpers/server';
import { fixtureHire } from '../../unit/documents/fixture';
import { pdfText } from '../../unit/documents/pdf-text';

/**
 * POST /documents/signing/{id} end to end on a real server with the demo: Макаров waits for
 * signatures in 10587 (the demo director's store is 10412), Семёнов and Романова were signed by the
 * demo's stories. Signing binds the signatures to the blanks' SHA-256, moves the questionnaire to
 * employed, and the verification finds the blank and the signed copy by hash.
 */
let server: TestServer;
let waiting = '';
let employed = '';
const signature = demoSignatures('Макаров Роман Евгеньевич', Date.parse('2026-01-10T10:00:00Z'));
const directorSignature = demoSignatures('Директор', Date.parse('2026-01-10T10:00:20Z'));
const body = { candidateSign: signature.png, directorSign: directorSignature.png };

async function idOf(lastname: string): Promise<string> {
  const [doc] = await server.services.read.find('questionnaires', { 'info.lastname': lastname });
  if (!doc) throw new Error(`no demo questionnaire of ${lastname}`);
  return doc._id;
}
const contract0 = (data: any) => data.documents.find((d: any) => d.label === 'employmentContract');
const token = async (login: string) => (await server.login(login)).token;
const signingEvents = async (id: string) => server.services.events.readStream(`signing-${id}`);

async function raw(path: string, login: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${await token(login)}`, ...(init.headers ?? {}) },
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}
async function verifyUpload(bytes: Buffer, login: string) {
  const res = await fetch(`${server.url}/api/v1/documents/verify`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token(login)}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  server = await startTestServer();
  waiting = await idOf('Макаров');
  employed = await idOf('Семёнов');
}, 120_000);
afterAll(() => server.stop());

describe('signing the documents', () => {
  it('refuses bad signatures with 400 naming the field, writing nothing', async () => {
    const hr = await token('hr');
    const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQE=';
    const fakePng = `data:image/png;base64,${Buffer.from('not a png at all, only text').toString('base64')}`;
    const noise = randomBytes(700 * 700 * 4);
    const huge = `data:image/png;base64,${encodePng(700, 700, noise).toString('base64')}`;
    expect(huge.length).toBeGreaterThan(1.4 * 1024 * 1024);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...body, candidateSign: '' }, 'candidateSign', /Подпись кандидата: обязательное поле/],
      [{ ...body, directorSign: 'data:image/png;base64,' }, 'directorSign', /Подпись директора/],
      [{ ...body, candidateSign: jpeg }, 'candidateSign', /PNG/],
      [{ ...body, directorSign: fakePng }, 'directorSign', /PNG/],
      [{ ...body, candidateSign: huge }, 'candidateSign', /больше 1 МБ/],
    ];
    for (const [input, field, message] of cases) {
      const res = await server.post(`/documents/signing/${waiting}`, input, hr);
      expect(res.status, field).toBe(400);
      expect(res.body.details?.field, field).toBe(field);
      expect(res.body.message).toMatch(message);
    }
    expect(await signingEvents(waiting)).toHaveLength(0);
  });

  it('refuses another store’s director and a questionnaire not waiting for signatures', async () => {
    const other = await server.post(`/documents/signing/${waiting}`, body, await token('director'));
    expect(other.status).toBe(403);
    const fresh = await server.post(`/documents/signing/${await idOf('Соколова')}`, body, await token('hr'));
    expect(fresh.status).toBe(422);
    expect(await signingEvents(waiting)).toHaveLength(0);
  });

  it('signs: employed, the blanks’ hashes recorded and sealed, the signed copy with images and evidence', async () => {
    const hr = await token('hr');
    const links = await server.get(`/documents/links/${waiting}`, hr);
    const shown = links.body.documents as { label: string; sha256: string }[];
    const res = await server.post(
      `/documents/signing/${waiting}`,
      { ...body, candidateStrokes: signature.strokes, directorStrokes: directorSignature.strokes },
      hr,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('employed');
    const card = await getQuestionnaire(server.services.read, waiting, null);
    expect(card?.state).toBe('employed');
    // One event, its documents the very blanks the page listed, the strokes kept as drawn.
    const [event] = await signingEvents(waiting);
    const data = event!.data as any;
    expect(data.documents.map((d: any) => [d.label, d.blankSha256])).toEqual(
      shown.map((d) => [d.label, d.sha256]),
    );
    expect(data.candidate.strokes[0].length).toBe(signature.strokes[0]!.length);
    expect(data.candidate.name).toBe('Макаров Роман Евгеньевич');
    // Sealed in the event log: the signatures, strokes and the name never lie there in plain text.
    const db = new Database(join(server.dataDir, 'events.sqlite'), { readonly: true });
    const rows = db.prepare("SELECT data FROM events WHERE type = 'DocumentsSigned'").all() as {
      data: string;
    }[];
    db.close();
    const stored = rows.map((r) => r.data).find((d) => JSON.parse(d).questionnaireId === waiting)!;
    expect(stored).toBeDefined();
    expect(stored).not.toContain('Макаров');
    expect(stored).not.toContain(signature.png.slice(30, 80));
    expect(stored).toContain(contract0(data).blankSha256);
    const hashes = await server.services.read.find(DOCUMENT_HASHES.name, { questionnaireId: waiting });
    expect(hashes.length).toBe(shown.length * 3);
    // The signed copy: the images, the evidence page with the event id and the blank's hash.
    const contract = data.documents.find((d: any) => d.label === 'employmentContract');
    const signed = await raw(`/documents/${waiting}/employmentContract/signed`, 'hr');
    expect(signed.status).toBe(200);
    expect(documentSha256(signed.bytes)).toBe(contract.signedSha256);
    expect(signed.bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(
      1,
    );
    const text = (await pdfText(signed.bytes)).text;
    expect(text).toContain('ЛИСТ УДОСТОВЕРЕНИЯ ПОДПИСЕЙ');
    expect(text.replace(/ /g, '')).toContain(event!.id);
    expect(text.replace(/ /g, '')).toContain(contract.blankSha256);
    expect(text).toContain('Макаров Роман Евгеньевич');
    const status = await server.get(`/documents/signing/${waiting}`, hr);
    expect(status.body.signed.eventId).toBe(event!.id);
    expect(status.body.documents.every((d: { matches: boolean }) => d.matches)).toBe(true);
  });

  it('signing twice is refused (409) naming who signed', async () => {
    const res = await server.post(`/documents/signing/${waiting}`, body, await token('admin'));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Документы уже подписаны: Макаров Роман Евгеньевич');
    expect(await signingEvents(waiting)).toHaveLength(1);
  });

  it('verification finds the signed copy, the blank, and hides the candidate from another store', async () => {
    const signed = await raw(`/documents/${waiting}/employmentContract/signed`, 'hr');
    const found = await verifyUpload(signed.bytes, 'hr');
    expect(found.status).toBe(200);
    expect(found.body.found).toBe(true);
    expect(found.body.match.kind).toBe('signed');
    expect(found.body.match.candidate).toBe('Макаров Роман Евгеньевич');
    expect(found.body.match.title).toBe('Трудовой договор');
    const blank = await raw(`/documents/${waiting}/employmentContract/blank`, 'hr');
    const byHash = await server.post(
      '/documents/verify',
      { sha256: documentSha256(blank.bytes) },
      await token('admin'),
    );
    expect(byHash.body.match.kind).toBe('blank');
    const stranger = await verifyUpload(signed.bytes, 'director');
    expect(stranger.body.found).toBe(true);
    expect(stranger.body.match.candidate).toBeNull();
    expect(stranger.body.message).toBe('документ найден, но у вас нет доступа к анкете');
  });

  it('a document changed after signing no longer matches, and verification says so', async () => {
    const hire = { ...fixtureHire(), id: waiting, questionnaireState: 'employed' as const };
    const position = await server.services.events.headPosition();
    await server.services.read.commit(
      'test-hire-fixture',
      [{ collection: HIRES.name, id: waiting, doc: { _id: waiting, ...hire } }],
      position,
    );
    const hr = await token('hr');
    const status = await server.get(`/documents/signing/${waiting}`, hr);
    const contract = status.body.documents.find((d: { label: string }) => d.label === 'employmentContract');
    expect(contract.matches).toBe(false);
    expect(contract.currentSha256).not.toBe(contract.blankSha256);
    const blank = await raw(`/documents/${waiting}/employmentContract/blank`, 'hr');
    const answer = await verifyUpload(blank.bytes, 'hr');
    expect(answer.body.found).toBe(false);
    expect(answer.body.message).toMatch(/не найден среди подписанных/);
  });

  it('the demo’s employed candidates were signed by their stories', async () => {
    const [event] = await signingEvents(employed);
    expect(event?.type).toBe('DocumentsSigned');
    expect((event!.data as any).demo).toBe(true);
  });

  it('a verification upload that is not a PDF, or a malformed hash, is 400', async () => {
    const png = Buffer.from(signature.png.split(',')[1]!, 'base64');
    const notPdf = await verifyUpload(png, 'hr');
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.message).toBe('Файл: ожидается документ PDF');
    const bad = await server.post('/documents/verify', { sha256: 'abc' }, await token('hr'));
    expect(bad.status).toBe(400);
    const none = await server.post('/documents/verify', {}, await token('hr'));
    expect(none.status).toBe(400);
    expect(none.body.details?.field).toBe('sha256');
  });
});
