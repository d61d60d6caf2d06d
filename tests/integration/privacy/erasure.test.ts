import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERASED } from '#events/core/personal';
import { demoVacancy, submitQuestionnaire } from '../../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../../helpers/server';
import { log } from '#server/core/logger';

/**
 * Issue 11, item 6: a candidate's personal data is sealed in the event log with their own key and
 * can be erased by an administrator; afterwards none of their values is in any file or log line,
 * history shows 'удалено', and a rebuild from the events still works.
 */
let server: TestServer;
const logs: string[] = [];
const candidate = {
  surname: 'Шредингерова',
  firstName: 'Эрика',
  patronymicName: 'Вальтеровна',
  birthDate: '03.07.1991',
  email: 'erika.erasable.41@example.com',
  addressFact: 'г. Тула, ул. Неповторимая, д. 77',
};
let phone = '';
let lightId = '';

const values = () => [...Object.values(candidate), phone];
const filesOf = (dir: string, name: string) =>
  [name, `${name}-wal`].map((f) => join(dir, f)).filter((f) => existsSync(f));
/** Which of the candidate's values stand in the file (as UTF-8, the way SQLite keeps text). */
function found(files: string[]): string[] {
  const bytes = Buffer.concat(files.map((f) => readFileSync(f)));
  return values().filter((value) => bytes.includes(Buffer.from(value, 'utf8')));
}
const eventually = async <T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> => {
  for (let i = 0; i < 60; i++) {
    const v = await probe();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  return probe();
};

beforeAll(async () => {
  for (const method of ['debug', 'info', 'warn', 'error'] as const) {
    vi.spyOn(log, method).mockImplementation((...args: unknown[]) => {
      logs.push(args.map(String).join(' '));
    });
  }
  server = await startTestServer();
  const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
  const submitted = await submitQuestionnaire(server, vacancy.id, undefined, candidate);
  lightId = submitted.id;
  phone = submitted.phone;
});
afterAll(async () => {
  await server?.stop();
  vi.restoreAllMocks();
});

describe("a candidate's personal data in the event log", () => {
  it('is sealed: neither the event store file nor the read store file holds it, readers get it back', async () => {
    await server.services.read.shred?.(); // the read store's log written into its main file
    expect(found(filesOf(server.dataDir, 'events.sqlite'))).toEqual([]);
    expect(found(filesOf(server.dataDir, 'read.sqlite'))).toEqual([]);
    const doc = await server.services.read.get('questionnairesLight', lightId);
    expect(doc).toMatchObject({ info: { surname: candidate.surname, phone } });
    // Readers get the values back.
    const [submitted] = await server.services.events.readStream(`questionnaireLight-${lightId}`);
    expect(submitted?.data).toMatchObject({ info: { surname: candidate.surname, phone } });
    expect(submitted?.meta).not.toHaveProperty('sealed');
  });

  it('is erased by an administrator only, with validated input', async () => {
    const hr = (await server.login('hr-al')).token;
    const admin = (await server.login('admin')).token;
    const erase = (body: unknown, token = admin) => server.post('/admin/personal-data/erase', body, token);
    expect((await erase({ record: 'questionnaireLight', id: lightId }, hr)).status).toBe(403);
    expect(
      (await server.post('/admin/personal-data/erase', { record: 'questionnaireLight', id: lightId })).status,
    ).toBe(401);
    const bad = await erase({ record: 'user', id: lightId });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('вид записи');
    expect((await erase({ record: 'questionnaireLight', id: '99999999' })).status).toBe(404);
  });

  it('erases every record of the candidate: history reads удалено, files and logs hold nothing', async () => {
    const reviewer = (await server.login('hr-al')).token;
    const admin = (await server.login('admin')).token;
    expect(
      (await server.post('/accept-questionnaire-light', { questionnaireId: lightId }, reviewer)).status,
    ).toBe(200);
    const opened = await eventually(
      async () =>
        (
          await server.post(
            '/get-questionnaire',
            { type: 'new', limit: 50, where: { search: candidate.surname } },
            admin,
          )
        ).body.list as { id: string; lightQuestionnaireId?: string }[],
      (list) => list.some((q) => q.lightQuestionnaireId === lightId),
    );
    const questionnaireId = opened.find((q) => q.lightQuestionnaireId === lightId)!.id;
    const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const meeting = await server.post(
      '/meetings/schedule',
      { questionnaireId: lightId, startsAt, durationMinutes: 45, place: 'Офис HR' },
      admin,
    );
    expect(meeting.status, JSON.stringify(meeting.body)).toBe(200);
    expect(meeting.body.entity.candidateName).toContain(candidate.surname);

    // As after a while in service: the read store's log was written into its main file, so the
    // candidate's documents stand in its pages, not only in the write-ahead log.
    await server.services.read.shred?.();
    expect(found(filesOf(server.dataDir, 'read.sqlite'))).toEqual([]); // sealed documents
    expect(await server.services.read.get('questionnairesLight', lightId)).toMatchObject({
      info: { surname: candidate.surname },
    });
    const res = await server.post(
      '/admin/personal-data/erase',
      { record: 'questionnaire', id: questionnaireId },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subject).toBe(`questionnaireLight-${lightId}`);
    expect(res.body.streams).toEqual(
      expect.arrayContaining([
        `questionnaireLight-${lightId}`,
        `questionnaire-${questionnaireId}`,
        `meeting-${meeting.body.entity.id}`,
      ]),
    );

    // Read models: purged.
    const light = await server.post('/get-questionnaire-light', { id: lightId }, reviewer);
    expect(light.body.entity.info).toMatchObject({ surname: ERASED, phone: ERASED, email: ERASED });
    const card = await server.post(`/get-questionnaire/${questionnaireId}`, {}, admin);
    expect(card.body.entity?.info ?? card.body.info).toMatchObject({ lastname: ERASED, phone: ERASED });
    const meetings = await server.post(
      '/meetings/list',
      { from: new Date().toISOString(), to: new Date(Date.now() + 7 * 86_400_000).toISOString() },
      admin,
    );
    expect(
      meetings.body.list.find((m: { id: string }) => m.id === meeting.body.entity.id).candidateName,
    ).toBe(ERASED);

    // History and time travel: the events happened, their personal fields read удалено.
    const history = await server.get(`/audit/questionnaireLight/${lightId}`, admin);
    expect(history.status).toBe(200);
    expect(history.body.at(-1).type).toBe('PersonalDataErased');
    expect(history.body[0].data.info).toMatchObject({
      surname: ERASED,
      birthDate: ERASED,
      subwayStation: 'Тверская',
    });
    const asOfSubmission = await server.get(`/audit/questionnaireLight/${lightId}?revision=0`, admin);
    expect(asOfSubmission.body.state.info).toMatchObject({ surname: ERASED, phone: ERASED });

    // Outboxes and every file of the data directory.
    expect(server.services.sms.recent().some((m) => m.to === phone)).toBe(false);
    for (const file of ['events.sqlite', 'read.sqlite', 'keys.sqlite']) {
      expect(found(filesOf(server.dataDir, file)), file).toEqual([]);
    }
    expect(logs.filter((line) => values().some((v) => line.includes(v)))).toEqual([]);
    expect(logs.some((line) => line.includes(`Personal data erased: questionnaireLight-${lightId}`))).toBe(
      true,
    );
  });

  it('survives a rebuild of every read model from the events', async () => {
    const dataDir = server.dataDir;
    await server.close();
    for (const file of filesOf(dataDir, 'read.sqlite')) rmSync(file);
    server = await startTestServer({}, dataDir);
    const reviewer = (await server.login('hr-al')).token;
    const light = await eventually(
      () => server.post('/get-questionnaire-light', { id: lightId }, reviewer),
      (res) => res.status === 200,
    );
    expect(light.body.entity.info).toMatchObject({ surname: ERASED, firstName: ERASED, addressFact: ERASED });
    expect(light.body.entity.vacancy.IStoreId).toBe('10412');
    expect(found(filesOf(dataDir, 'read.sqlite'))).toEqual([]);
    // Other candidates' data is untouched and still readable.
    const list = await server.post('/get-questionnaire-light-list', { type: 'new' }, reviewer);
    expect(list.body.list.some((q: { info: { surname: string } }) => q.info.surname !== ERASED)).toBe(true);
  });
});
