import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSha256 } from '#server/features/documents/pdf';
import { HIRES } from '#server/features/documents/load';
import { filesUnder } from '../../helpers/data-dir-scan';
import { startTestServer, type TestServer } from '../../helpers/server';
import { fixtureHire } from '../../unit/documents/fixture';
import { pdfText } from '../../unit/documents/pdf-text';

/**
 * GET /documents/links/{id} and GET /documents/{id}/{label}/{variant} on a real server with the
 * demo: Семёнов is employed in 10412 (the director's store), Макаров waits for signatures in 10587.
 * Семёнов's hire (issue 26's read model `hires`) is a fixture written into the read store.
 */
let server: TestServer;
const ids = { employed: '', waiting: '', fresh: '' };

async function idOf(lastname: string): Promise<string> {
  const [doc] = await server.services.read.find('questionnaires', { 'info.lastname': lastname });
  if (!doc) throw new Error(`no demo questionnaire of ${lastname}`);
  return doc._id;
}

async function pdf(path: string, login: string) {
  const { token } = await server.login(login);
  const res = await fetch(`${server.url}/api/v1/documents/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes };
}

beforeAll(async () => {
  server = await startTestServer();
  ids.employed = await idOf('Семёнов');
  ids.waiting = await idOf('Макаров');
  ids.fresh = await idOf('Соколова');
  const hire = { ...fixtureHire(), id: ids.employed, questionnaireState: 'employed' as const };
  const position = await server.services.events.headPosition();
  await server.services.read.commit(
    'test-hire-fixture',
    [{ collection: HIRES.name, id: ids.employed, doc: { _id: ids.employed, ...hire } }],
    position,
  );
});
afterAll(() => server.stop());

describe('documents of a questionnaire', () => {
  it('lists the set with each blank’s SHA-256 and variants, and serves the very bytes hashed', async () => {
    const hr = (await server.login('hr')).token;
    const res = await server.get(`/documents/links/${ids.employed}`, hr);
    expect(res.status).toBe(200);
    const docs = res.body.documents as { label: string; path: string; sha256: string; variants: string[] }[];
    expect(docs.map((d) => d.label)).toContain('employmentContract');
    const contract = docs.find((d) => d.label === 'employmentContract')!;
    expect(contract.path).toBe(`${ids.employed}/employmentContract/blank`);
    expect(contract.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The demo's story signed Семёнов's documents (issue 27, item 8): the signed copy is listed.
    expect(contract.variants).toEqual(['blank', 'print', 'signed']);
    const file = await pdf(contract.path, 'hr');
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(documentSha256(file.bytes)).toBe(contract.sha256);
    // The hire's form (the fixture HireDoc) and the candidate's data are in it, in Cyrillic.
    const text = (await pdfText(file.bytes)).text;
    expect(text).toContain('Семёнов Кирилл Александрович');
    expect(text).toContain('10.03.2025');
    expect(text).toContain('40817810938000012345');
    // Asked again: the same bytes (cached, and deterministic anyway).
    expect((await pdf(contract.path, 'admin')).bytes.equals(file.bytes)).toBe(true);
  });

  it('serves the variants the list names; a signed copy only once signed', async () => {
    const links = await server.get(`/documents/links/${ids.employed}`, (await server.login('hr')).token);
    const liability = (links.body.documents as { label: string; variants: string[] }[]).find((d) =>
      ['dkmo', 'dimo'].includes(d.label),
    )!;
    expect(liability.variants).toEqual(['blank', 'print', 'kmo', 'kmoPrint', 'signed']);
    for (const variant of ['print', 'kmo', 'kmoPrint']) {
      const file = await pdf(`${ids.employed}/${liability.label}/${variant}`, 'director');
      expect(file.status, variant).toBe(200);
      expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const signed = await pdf(`${ids.employed}/${liability.label}/signed`, 'hr');
    expect(signed.status).toBe(200);
    const unsigned = await pdf(`${ids.waiting}/${liability.label}/signed`, 'hr');
    expect(unsigned.status).toBe(404);
  });

  it('the same document asked for at once is made once and answered to all', async () => {
    const path = `${ids.waiting}/personalDataConsent/print`;
    const answers = await Promise.all([pdf(path, 'hr'), pdf(path, 'admin'), pdf(path, 'hr-al')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[1]!.bytes.equals(answers[0]!.bytes)).toBe(true);
    expect(answers[2]!.bytes.equals(answers[0]!.bytes)).toBe(true);
  });

  it('a path outside the questionnaire’s own documents is 404', async () => {
    const links = await server.get(`/documents/links/${ids.employed}`, (await server.login('hr')).token);
    const labels = (links.body.documents as { label: string }[]).map((d) => d.label);
    const absent = ['dimo', 'dkmo', 'electronicWorkBook', 'paperWorkBook'].find((l) => !labels.includes(l))!;
    for (const path of [
      `${ids.employed}/${absent}/blank`,
      `${ids.employed}/passport/blank`,
      `${ids.employed}/employmentContract/draft`,
      `${ids.employed}/employmentContract/kmo`,
      `${ids.employed}/..%2F..%2Fetc/blank`,
    ]) {
      const res = await pdf(path, 'hr');
      expect(res.status, path).toBe(404);
    }
  });

  it('a questionnaire not yet at signing has no documents (422), a waiting one has', async () => {
    const hr = (await server.login('hr')).token;
    const fresh = await server.get(`/documents/links/${ids.fresh}`, hr);
    expect(fresh.status).toBe(422);
    expect(fresh.body.message).toContain('Документы ещё не сформированы');
    expect((await pdf(`${ids.fresh}/employmentContract/blank`, 'hr')).status).toBe(422);
    const waiting = await server.get(`/documents/links/${ids.waiting}`, hr);
    expect(waiting.status).toBe(200);
    // Without a hire (issue 26) the employment lines stay blank; the candidate is there.
    const blank = await pdf(`${ids.waiting}/employmentApplication/blank`, 'hr');
    expect((await pdfText(blank.bytes)).text).toContain('Макаров');
  });

  it('another store’s documents are refused; unit and region directors get the list but not the PDFs', async () => {
    const director = (await server.login('director')).token;
    expect((await server.get(`/documents/links/${ids.waiting}`, director)).status).toBe(403);
    expect((await pdf(`${ids.waiting}/employmentContract/blank`, 'director')).status).toBe(403);
    expect((await server.get(`/documents/links/${ids.employed}`, director)).status).toBe(200);
    const unit = (await server.login('unitdirector')).token;
    expect((await server.get(`/documents/links/${ids.employed}`, unit)).status).toBe(200);
    expect((await pdf(`${ids.employed}/employmentContract/blank`, 'unitdirector')).status).toBe(403);
    const anonymous = await fetch(`${server.url}/api/v1/documents/${ids.employed}/employmentContract/blank`);
    expect(anonymous.status).toBe(401);
    expect((await server.get(`/documents/links/${ids.employed}`)).status).toBe(401);
    expect((await server.get(`/documents/links/999999`, (await server.login('hr')).token)).status).toBe(404);
  });

  it('cached PDFs are sealed: no file under DATA_DIR is a PDF in clear', async () => {
    const files = filesUnder(`${server.dataDir}/files`);
    expect(files.length).toBeGreaterThan(0);
    const clear = files.filter((f) => readFileSync(f).subarray(0, 5).toString() === '%PDF-');
    expect(clear).toEqual([]);
  });
});
