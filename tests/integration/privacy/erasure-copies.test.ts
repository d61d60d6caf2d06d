import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readStoreKey } from '#server/readstore/doc-codec';
import { samplePdf } from '#server/features/questionnaire/sample-scan';
import { personalValuesIn } from '../../helpers/data-dir-scan';
import { demoVacancy, newPhone, submitQuestionnaire } from '../../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../../helpers/server';
import { log } from '#server/core/logger';

/**
 * Issue 23, item 4: an erasure reaches every copy under DATA_DIR. A healed read store kept its
 * damaged file aside (`read.sqlite.broken-*`), sealed with the read store's key (derived from the
 * master key), so the erased candidate's card still opened there with the server's keys. Now the
 * kept copies are shredded at an erasure: nothing under DATA_DIR, opened with every key the server
 * has, yields the candidate's name, phone or passport.
 */
const dir = mkdtempSync(join(tmpdir(), 'hc-erase-copies-'));
let server: TestServer;
const phone = newPhone();
const candidate = {
  surname: 'Копиеудалова',
  firstName: 'Феоктиста',
  patronymicName: 'Осциповна',
  birthDate: '03.07.1991',
  email: 'feoktista.copies.23@example.com',
};
const PASSPORT = {
  placeBirth: 'г. Тула',
  series: '7013',
  number: '582746',
  dateExtradition: '20.05.2016',
  placeExtradition: 'УМВД России по Тульской области',
  departmentNumber: '710-003',
};
// Quoted where the digits alone could stand inside a timestamp.
const values = [candidate.surname, candidate.firstName, candidate.email, phone, '"582746"', '"7013"'];
let questionnaireId = '';
let lightId = '';

const keysOf = (s: TestServer) => ({
  readStore: readStoreKey(s.services.config.piiMasterKey),
  subjects: s.services.personalKeys,
});
const brokenCopies = () => readdirSync(dir).filter((f) => /^read\.sqlite\.broken-[\dT-]+Z$/.test(f));
const eventually = async <T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const v = await probe();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  return probe();
};

beforeAll(async () => {
  vi.spyOn(log, 'error').mockImplementation(() => {});
  server = await startTestServer({}, dir);
  const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
  lightId = (await submitQuestionnaire(server, vacancy.id, phone, candidate)).id;
  const reviewer = (await server.login('hr-al')).token;
  const admin = (await server.login('admin')).token;
  const accepted = await server.post('/accept-questionnaire-light', { questionnaireId: lightId }, reviewer);
  expect(accepted.status).toBe(200);
  const list = await eventually(
    async () =>
      (
        await server.post(
          '/get-questionnaire',
          { type: 'new', limit: 50, where: { search: candidate.surname } },
          admin,
        )
      ).body.list as { id: string; lightQuestionnaireId?: string }[],
    (found) => found.some((q) => q.lightQuestionnaireId === lightId),
  );
  questionnaireId = list.find((q) => q.lightQuestionnaireId === lightId)!.id;
  const card = await server.post(`/get-questionnaire/${questionnaireId}`, {}, admin);
  const saved = await fetch(`${server.url}/api/v1/questionnaire/${questionnaireId}/profile/passport`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ data: PASSPORT, revision: card.body.entity.revision }),
  });
  expect(saved.status).toBe(200);
  const scan = await fetch(`${server.url}/api/v1/questionnaire/${questionnaireId}/files?fileKind=passport`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${admin}` },
    body: new Uint8Array(samplePdf(['Passport', candidate.surname])),
  });
  expect(scan.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('an erasure after the read store was healed', () => {
  it('leaves no copy under DATA_DIR that opens to the candidate', async () => {
    // Damage found while running (a corrupt page under a read): the next start moves the file aside.
    await server.stop();
    writeFileSync(join(dir, 'read.sqlite.damaged'), new Date().toISOString());
    server = await startTestServer({}, dir);
    expect(brokenCopies()).toHaveLength(1);
    // The kept copy is a whole read store: with the server's keys it opens to the candidate's card.
    const before = personalValuesIn(dir, values, keysOf(server));
    expect(before.some((hit) => hit.includes('.broken-') && hit.includes(candidate.surname))).toBe(true);
    expect(before.some((hit) => hit.includes('.broken-') && hit.includes('"582746"'))).toBe(true);

    const admin = (await server.login('admin')).token;
    const erased = await server.post(
      '/admin/personal-data/erase',
      { record: 'questionnaire', id: questionnaireId },
      admin,
    );
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const owner = erased.body.subject as string;
    expect(owner).toBe(`questionnaireLight-${lightId}`);

    expect(personalValuesIn(dir, values, keysOf(server))).toEqual([]);
    expect(server.services.personalKeys.existingKey(owner)).toBeNull();
    const ownerDir = createHash('sha256').update(owner).digest('hex').slice(0, 40);
    expect(existsSync(join(dir, 'files', ownerDir))).toBe(false);
  }, 60_000);

  it('and after a restart (the read models rebuilt from the events) nothing comes back', async () => {
    await server.stop();
    server = await startTestServer({}, dir);
    expect(personalValuesIn(dir, values, keysOf(server))).toEqual([]);
  }, 60_000);
});
