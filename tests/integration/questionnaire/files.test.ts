import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED } from '#events/core/personal';
import { FILE_MESSAGES } from '#events/questionnaire/files';
import { samplePdf } from '#server/features/questionnaire/sample-scan';
import { startTestServer, type TestServer } from '../../helpers/server';

/** Scans on a questionnaire (issue 14 items 4-5): typed from the bytes, sealed, scoped, erasable. */
let server: TestServer;
const tokens: Record<string, string> = {};
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const MARKER = 'PASSPORT 4510 987654 SECRET';

const upload = async (
  id: string,
  bytes: Buffer,
  query: string,
  token = tokens.admin!,
  type = 'application/octet-stream',
) => {
  const res = await fetch(`${server.url}/api/v1/questionnaire/${id}/files?${query}`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${token}` },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const download = (id: string, fileId: string, token = tokens.admin!) =>
  fetch(`${server.url}/api/v1/questionnaire/${id}/files/${fileId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
const inDataDir = (text: string) =>
  filesUnder(server.dataDir).filter((f) => readFileSync(f).includes(Buffer.from(text, 'utf8')));

let ownId = '';
let otherStoreId = '';
beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['admin', 'director']) tokens[login] = (await server.login(login)).token;
  const mine = await server.post('/get-questionnaire', { type: 'new', limit: 50 }, tokens.director);
  ownId = mine.body.list[0].id;
  const all = await server.post('/get-questionnaire', { type: 'new', limit: 50 }, tokens.admin);
  const ownStore = mine.body.list[0].IStoreId;
  otherStoreId = all.body.list.find((q: { IStoreId: string }) => q.IStoreId !== ownStore).id;
});
afterAll(() => server.stop());

describe('scans on a questionnaire', () => {
  it('attaches a PDF judged from its bytes, sealed on disk, served back as it was', async () => {
    const pdf = samplePdf(['Passport scan', MARKER]);
    const res = await upload(
      ownId,
      pdf,
      `fileKind=passport&name=${encodeURIComponent('Паспорт Скановой.pdf')}`,
      tokens.director,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [file] = res.body.entity.files.passport.slice(-1);
    expect(file).toMatchObject({ name: 'Паспорт Скановой.pdf', size: pdf.length, mime: 'application/pdf' });
    const served = await download(ownId, file.fileId, tokens.director);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    // Nothing of the scan, not even its name, stands in plain text anywhere under DATA_DIR (the
    // event log, the file store and the read store are sealed).
    await server.services.read.shred?.();
    expect(inDataDir(MARKER)).toEqual([]);
    expect(inDataDir('Паспорт Скановой')).toEqual([]);
  });

  it('accepts PNG; refuses other types, empty and oversized files, and writes nothing', async () => {
    expect((await upload(ownId, PNG_1X1, 'fileKind=inn')).status).toBe(200);
    const head = await server.services.events.headPosition();
    const text = await upload(
      ownId,
      Buffer.from('just text, named like a picture'),
      'fileKind=inn&name=scan.jpg',
    );
    expect(text).toMatchObject({ status: 415, body: { message: FILE_MESSAGES.wrongType } });
    const exe = await upload(
      ownId,
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      'fileKind=inn',
    );
    expect(exe.status).toBe(415);
    const big = await upload(ownId, Buffer.alloc(15 * 1024 * 1024 + 1, 1), 'fileKind=inn');
    expect(big).toMatchObject({ status: 413, body: { message: FILE_MESSAGES.tooLarge } });
    const json = await upload(ownId, Buffer.from('{}'), 'fileKind=inn', tokens.admin, 'application/json');
    expect(json.status).toBe(400);
    const kind = await upload(ownId, PNG_1X1, 'fileKind=selfie');
    expect(kind.status).toBe(400);
    expect(kind.body.message).toContain('вид файла');
    expect(await server.recordsWrittenSince(head)).toEqual([]);
  });

  it('never uses a name as a path, and refuses ids that are not its own', async () => {
    const res = await upload(
      ownId,
      PNG_1X1,
      `fileKind=snils&name=${encodeURIComponent('../../events.sqlite')}`,
    );
    expect(res.status).toBe(200);
    const [file] = res.body.entity.files.snils.slice(-1);
    expect(file.name).toBe('../../events.sqlite');
    expect(file.fileId).toMatch(/^[0-9a-f]{32}$/);
    expect((await download(ownId, '..%2F..%2Fevents.sqlite')).status).toBe(400);
    // Another questionnaire's file id through this questionnaire: not found.
    const other = await upload(otherStoreId, PNG_1X1, 'fileKind=passport');
    const [foreign] = other.body.entity.files.passport.slice(-1);
    expect((await download(ownId, foreign.fileId)).status).toBe(404);
  });

  it("keeps another store's questionnaire away from a store director", async () => {
    expect((await upload(otherStoreId, PNG_1X1, 'fileKind=passport', tokens.director)).status).toBe(403);
    const all = await server.post(`/get-questionnaire/${otherStoreId}`, {}, tokens.admin);
    const [file] = all.body.entity.files.passport;
    expect((await download(otherStoreId, file.fileId, tokens.director)).status).toBe(403);
    expect((await download(otherStoreId, file.fileId)).status).toBe(200);
  });

  it('removes a scan from the list; after an erasure every scan is gone for good', async () => {
    const res = await upload(ownId, PNG_1X1, 'fileKind=education');
    const [file] = res.body.entity.files.education;
    const removed = await server.post(
      `/questionnaire/${ownId}/files/${file.fileId}/remove`,
      {},
      tokens.admin,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.entity.files.education).toEqual([]);
    expect((await download(ownId, file.fileId)).status).toBe(404);

    const card = await server.post(`/get-questionnaire/${ownId}`, {}, tokens.admin);
    const [passport] = card.body.entity.files.passport;
    const erased = await server.post(
      '/admin/personal-data/erase',
      { record: 'questionnaire', id: ownId },
      tokens.admin,
    );
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const after = await server.post(`/get-questionnaire/${ownId}`, {}, tokens.admin);
    expect(after.body.entity.info.lastname).toBe(ERASED);
    expect(after.body.entity.files).toEqual({});
    const served = await download(ownId, passport.fileId);
    expect(served.status).toBe(404);
    expect(filesUnder(join(server.dataDir, 'files')).length).toBeGreaterThan(0); // others' scans stay
  });
});
