import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HireDoc } from '#events/employment/events';
import { hireStatusText } from '#events/employment/hire-status';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { employableQuestionnaire, eventually, validForm } from '../../helpers/hire';
import { fakeOneS, notCreated, oneSDown, type FakeOneS } from '../../helpers/onec-fake';
import { startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let oneS: FakeOneS;
let hr: string;
beforeAll(async () => {
  server = await startTestServer();
  oneS = fakeOneS(server.services);
  hr = (await server.login('hr')).token;
});
afterAll(() => server?.stop());

const hireOf = async (id: string) => (await server.get(`/hires/${id}`, hr)).body as HireDoc;
const until = (id: string, check: (doc: HireDoc) => boolean) => eventually(() => hireOf(id), check);
const stateOf = async (id: string) => (await getQuestionnaire(server.services.read, id, null))?.state;

describe('POST /one_s/send/{id}: the hire through the outbox to 1C', () => {
  it('records the hire, moves the questionnaire, and the worker delivers it and follows the documents', async () => {
    const id = await employableQuestionnaire(server, { lastname: 'Наймова' });
    const sent = await server.post(`/one_s/send/${id}`, validForm(), hr);
    expect(sent.status).toBe(200);
    expect(sent.body.hire).toMatchObject({ id, IStoreId: '10412', requestedBy: { userId: '1002' } });
    const ready = await until(id, (h) => h.status === 'documentsReady');
    expect(ready.document).toMatchObject({ posted: 'posted' });
    expect(ready.documents.length).toBeGreaterThan(0);
    expect(oneS.documentsOf(ready.hireId)).toHaveLength(1);
    await eventually(
      () => stateOf(id),
      (state) => state === 'waitingSigningDocuments',
    );

    const again = await server.post(`/one_s/send/${id}`, validForm(), hr);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Анкета уже отправлена в 1С: .+, \d\d\.\d\d\.\d{4} \d\d:\d\d МСК$/);
  });

  it('while 1C is down the hire waits with its retry time, then is delivered', async () => {
    const id = await employableQuestionnaire(server, { lastname: 'Ожидаева' });
    oneS.failNext('findHireDocument', oneSDown(), 1);
    expect((await server.post(`/one_s/send/${id}`, validForm(), hr)).status).toBe(200);
    const waiting = await until(id, (h) => h.status === 'unavailable' || h.attempts > 1);
    if (waiting.status === 'unavailable') {
      expect(waiting.nextRetryAt).not.toBeNull();
      expect(hireStatusText(waiting)).toMatch(/^1С недоступна, повторим в \d\d:\d\d$/);
    }
    const delivered = await until(id, (h) => h.status === 'documentsReady');
    expect(delivered.attempts).toBe(2);
    expect(oneS.documentsOf(delivered.hireId)).toHaveLength(1);
  });

  it("'document not created': the check reports it, the rollback unwinds, a new send goes through", async () => {
    const id = await employableQuestionnaire(server, { lastname: 'Откатова' });
    oneS.failNext('createHireDocument', notCreated(), 1);
    expect((await server.post(`/one_s/send/${id}`, validForm(), hr)).status).toBe(200);
    const failed = await until(id, (h) => h.status === 'failed');
    expect(failed.lastError).toMatchObject({ kind: 'notCreated', message: 'Ошибка 1С: документ не создан' });

    const check = await server.post(`/one_s/check/${id}`, {}, hr);
    expect(check.status).toBe(202);
    const checked = await until(
      id,
      (h) => h.check?.checkId === check.body.checkId && h.check?.outcome !== null,
    );
    expect(checked.check).toMatchObject({ outcome: 'error', message: 'Ошибка 1С: документ не создан' });

    const rolled = await server.post(`/one_s/rollback/${id}`, {}, hr);
    expect(rolled.status).toBe(200);
    expect(rolled.body).toMatchObject({
      message: 'Откат анкеты успешно завершен',
      hire: { status: 'rolledBack' },
    });
    expect(await stateOf(id)).toBe('resolvedValid');
    expect((await server.post(`/one_s/rollback/${id}`, {}, hr)).status).toBe(422);

    expect((await server.post(`/one_s/send/${id}`, validForm(), hr)).status).toBe(200);
    await until(id, (h) => h.status === 'documentsReady');
  });

  it('checks the documents live, regenerates them, rolls back a delivered hire by unposting it', async () => {
    const id = await employableQuestionnaire(server, { lastname: 'Проверкова' });
    expect((await server.post(`/one_s/send/${id}`, validForm(), hr)).status).toBe(200);
    const { hireId } = await until(id, (h) => h.status === 'documentsReady');
    const check = await server.post(`/one_s/check/${id}`, {}, hr);
    expect(check.status).toBe(202);
    const checked = await until(id, (h) => h.check?.outcome === 'ok');
    expect(checked.check).toMatchObject({ step: 'ready', stepTitle: 'Ожидает подписания' });

    const regenerated = await server.post(`/documents/${id}/refreshDocs`, {}, hr);
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.message).toBe('Повторное формирование документов успешно завершено');

    expect((await server.post(`/one_s/rollback/${id}`, {}, hr)).status).toBe(200);
    expect(oneS.documentsOf(hireId)[0]).toMatchObject({ posted: false });
  });
});

describe('POST /one_s/send/{id}: refusals write nothing', () => {
  it('a wrong BIC is a 400 naming the field; a questionnaire without approval a 422', async () => {
    const id = await employableQuestionnaire(server, { lastname: 'Отказова' });
    const head = await server.services.events.headPosition();
    const form = validForm();
    const bad = await server.post(
      `/one_s/send/${id}`,
      {
        ...form,
        salaryProject: { ...form.salaryProject, ui: { ...form.salaryProject.ui, bic_cbrf: '1234' } },
      },
      hr,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('БИК');
    const early = await server.post(`/one_s/send/${id}`, validForm({ registrationDate: '01.01.2020' }), hr);
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('Дата трудоустройства');
    const stale = await server.post(`/one_s/send/${id}?revision=0`, validForm(), hr);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Анкету уже /);
    const notApproved = await server.post('/one_s/send/1', validForm(), hr);
    expect(notApproved.status).toBe(422);
    expect(await server.recordsWrittenSince(head)).toEqual([]);
  });
});
