import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { FAST_CHECKS, questionnaireIdOf, settledChecks, waitFor } from './helpers';

let server: TestServer;
let hr: string;

beforeAll(async () => {
  server = await startTestServer(FAST_CHECKS);
  hr = (await server.login('hr')).token;
});
afterAll(async () => server.stop());

const stateOf = async (id: string) =>
  (await server.post(`/get-questionnaire/${id}`, {}, hr)).body.entity.state;

describe('the demo checks, run by the process on the sandboxes', () => {
  it('a clean candidate passes all five checks: resolvedValid', async () => {
    const id = await questionnaireIdOf(server, 'Белова', hr);
    const checks = await settledChecks(server, id, hr);
    for (const kind of ['blacklist', 'fssp', 'selfEmployment', 'criminalRecord', 'storeVacancy'])
      expect(checks.checks[kind].status, kind).toBe('passed');
    expect(checks.checks.fssp.fsspStatus).toBe('CheckedSuccess');
    expect(checks.checks.selfEmployment.result.selfEmployment.status).toBe('ContractorNotFound');
    await waitFor(async () => (await stateOf(id)) === 'resolvedValid');
    const steps = checks.history.filter((h: any) => h.check === 'fssp').map((h: any) => h.step);
    expect(steps).toContain('requested');
    expect(steps).toContain('reply');
    expect(steps[0]).toBe('completed');
  });

  it('the blacklisted candidate is refused by the check and cannot be restored', async () => {
    const id = await questionnaireIdOf(server, 'Чернов', hr);
    const checks = await settledChecks(server, id, hr);
    expect(checks.checks.blacklist.status).toBe('failed');
    expect(checks.checks.blacklist.result.blacklist).toEqual({ has: true, info: expect.any(String) });
    await waitFor(async () => (await stateOf(id)) === 'rejectedAuth');
    const restore = await server.post(`/questionnaire/state/${id}`, { action: 'reestablish' }, hr);
    expect(restore.status).toBe(422);
    expect(restore.body.message).toBe('Отказ по результатам проверки: восстановить анкету нельзя');
  });

  it.each([
    ['Долгов', 'fssp', 'failed'],
    ['Должикова', 'fssp', 'passed'],
    ['Счетова', 'selfEmployment', 'failed'],
    ['Исполнителев', 'selfEmployment', 'passed'],
    ['Странных', 'selfEmployment', 'failed'],
    ['Судимов', 'criminalRecord', 'failed'],
    ['Пустова', 'storeVacancy', 'failed'],
    ['Сбоев', 'fssp', 'error'],
    ['Кривых', 'criminalRecord', 'error'],
    ['Тормозов', 'criminalRecord', 'error'],
  ])('%s: %s %s', async (lastname, kind, status) => {
    const id = await questionnaireIdOf(server, lastname, hr);
    const checks = await settledChecks(server, id, hr);
    expect(checks.checks[kind].status).toBe(status);
    if (status !== 'passed') await waitFor(async () => (await stateOf(id)) === 'resolved');
  });

  it('FSSP over the limit keeps the four debt fields; an error is CheckWithError', async () => {
    const debtor = await settledChecks(server, await questionnaireIdOf(server, 'Долгов', hr), hr);
    const fssp = debtor.checks.fssp.result.fssp;
    expect(fssp.status).toBe('CheckedSuccess');
    expect(
      fssp.debtBalanceEp + fssp.debtBalanceDuty + fssp.debtBalanceOther + fssp.debtBalanceFine,
    ).toBeGreaterThan(100_000);
    const failing = await settledChecks(server, await questionnaireIdOf(server, 'Сбоев', hr), hr);
    expect(failing.checks.fssp.fsspStatus).toBe('CheckWithError');
    expect(failing.checks.fssp.error).toBe('Сервис проверки ответил ошибкой');
    const slow = await settledChecks(server, await questionnaireIdOf(server, 'Тормозов', hr), hr);
    expect(slow.checks.fssp.error).toBe('Сервис проверки не ответил вовремя');
  });

  it('the store vacancy check answers isDone and value with the server text', async () => {
    const id = await questionnaireIdOf(server, 'Пустова', hr);
    const res = await server.post('/checkStoreVacancy', { questionnaireId: id }, hr);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isDone: true, value: false });
    expect(res.body.message).toMatch(/нет открытых вакансий/);
  });
});

describe('starting, re-running and skipping', () => {
  it('HR starts the checks of an unchecked candidate; a second start while running is refused', async () => {
    const id = await questionnaireIdOf(server, 'Жданова', hr);
    const first = await server.post(`/candidateChecks/${id}/start`, {}, hr);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Проверка на благонадёжность успешно отправлена',
      repeat: false,
    });
    expect(first.body.entity.checks.blacklist.requestedBy.role).toBe('HR');
    const busy = await server.post(`/sendToFsspRecordCheck/${id}`, {}, hr);
    expect(busy.status).toBe(422);
    expect(busy.body.message).toBe('Проверка недоступна: дождитесь окончания запущенных проверок');
    const skip = await server.post('/skipCandidateCheck', { questionnaireId: id }, hr);
    expect(skip.status).toBe(422);
    expect(skip.body.message).toBe('Проверка недоступна: дождитесь окончания запущенных проверок');
    await settledChecks(server, id, hr);
    const again = await server.post(`/checkCriminalRecord/${id}/_refresh`, {}, hr);
    expect(again.body).toMatchObject({
      message: 'Проверка на благонадёжность успешно отправлена',
      repeat: true,
    });
    const done = await settledChecks(server, id, hr);
    expect(
      done.history.filter((h: any) => h.check === 'criminalRecord' && h.step === 'completed'),
    ).toHaveLength(2);
  });

  it('FSSP status through checkFsspRecord; self-employment answers a fresh result unless asked again', async () => {
    const id = await questionnaireIdOf(server, 'Должикова', hr);
    await settledChecks(server, id, hr);
    const fssp = await server.post(`/checkFsspRecord/${id}`, {}, hr);
    expect(fssp.body).toMatchObject({
      status: 'CheckedSuccess',
      debtBalanceEp: 10_000,
      debtBalanceFine: 2_500,
    });
    const cached = await server.post('/checkSelfEmployed', { questionnaireId: id }, hr);
    expect(cached.body.cached).toBe(true);
    const fresh = await server.post(
      '/checkSelfEmployed',
      { questionnaireId: id, updateFromNaimix: true },
      hr,
    );
    expect(fresh.body.message).toBe('Проверка на благонадёжность успешно отправлена');
    await settledChecks(server, id, hr);
  });

  it('skipping accepts the failed external checks and moves the questionnaire on', async () => {
    const id = await questionnaireIdOf(server, 'Сбоев', hr);
    await settledChecks(server, id, hr);
    const skip = await server.post('/skipCandidateCheck', { questionnaireId: id }, hr);
    expect(skip.status).toBe(200);
    // Issue 24, item 7: the skip says what it did (it gave no message before).
    expect(skip.body.message).toBe('Внешние проверки кандидата пропущены');
    for (const kind of ['fssp', 'selfEmployment', 'criminalRecord'])
      expect(skip.body.entity.checks[kind].status).toBe('skipped');
    await waitFor(async () => (await stateOf(id)) === 'resolvedValid');
  });
});
