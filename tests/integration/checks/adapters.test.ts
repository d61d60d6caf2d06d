import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckServiceError, type CheckPerson } from '#server/adapters/checks/port';
import { createHttpCriminalRecord } from '#server/adapters/criminal-record/http';
import { createSandboxCriminalRecord } from '#server/adapters/criminal-record/sandbox';
import { createHttpFssp } from '#server/adapters/fssp/http';
import { createSandboxFssp } from '#server/adapters/fssp/sandbox';
import { createHttpSelfEmployed } from '#server/adapters/selfemployed/http';
import { createSandboxSelfEmployed } from '#server/adapters/selfemployed/sandbox';
import { startStubHttp, type StubServer } from '../../helpers/stub-http';

const person: CheckPerson = {
  lastname: 'Иванов',
  firstname: 'Иван',
  secondname: 'Иванович',
  dateBirth: '01.02.1990',
  passportSeries: '4519',
  passportNumber: '123456',
  inn: '500100732259',
};
const signal = () => AbortSignal.timeout(2000);
const fault = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CheckServiceError);
  return (err as CheckServiceError).reason;
};

let stub: StubServer;
beforeAll(async () => {
  stub = await startStubHttp();
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

describe('bailiff service (FSSP) over HTTP', () => {
  const fssp = () => createHttpFssp({ url: `${stub.url}/api/v1.0/`, token: 'fssp-token' });
  const proceeding = (ep: number) => ({
    exe_production: '12345/24/77001-ИП',
    subject: 'Кредитные платежи',
    debtBalanceEp: ep,
    debtBalanceDuty: 100,
    debtBalanceOther: 0,
    debtBalanceFine: 50,
  });

  it('searches a physical person, asks the task status, reads the result: in the service shapes', async () => {
    stub.on('GET', '/api/v1.0/search/physical', { json: { status: 'success', response: { task: 't-1' } } });
    stub.on('GET', '/api/v1.0/status', { json: { status: 'success', response: { status: 2 } } }, 1);
    stub.on('GET', '/api/v1.0/status', { json: { status: 'success', response: { status: 0 } } });
    stub.on('GET', '/api/v1.0/result', {
      json: {
        status: 'success',
        response: { status: 0, result: [{ result: [proceeding(1000), proceeding(2000)] }] },
      },
    });
    const port = fssp();
    const { task } = await port.searchPhysical(person, signal());
    expect(task).toBe('t-1');
    expect(await port.status(task, signal())).toBe('pending');
    expect(await port.status(task, signal())).toBe('done');
    expect(await port.result(task, signal())).toEqual({
      debtBalanceEp: 3000,
      debtBalanceDuty: 200,
      debtBalanceOther: 0,
      debtBalanceFine: 100,
      proceedings: ['12345/24/77001-ИП: Кредитные платежи', '12345/24/77001-ИП: Кредитные платежи'],
    });
    const [search, status] = stub.requests;
    expect(search?.query.get('token')).toBe('fssp-token');
    expect(Object.fromEntries(search!.query)).toMatchObject({
      lastname: 'Иванов',
      firstname: 'Иван',
      secondname: 'Иванович',
      birthdate: '01.02.1990',
      region: '-1',
    });
    expect(status?.query.get('task')).toBe('t-1');
  });

  it('an error status, an error envelope and an unreadable answer are faults, never thrown raw', async () => {
    stub.on('GET', '/api/v1.0/search/physical', { status: 503, body: 'down' }, 1);
    expect(await fault(fssp().searchPhysical(person, signal()))).toBe('failure');
    stub.on('GET', '/api/v1.0/search/physical', { json: { status: 'error', message: 'bad token' } }, 1);
    expect(await fault(fssp().searchPhysical(person, signal()))).toBe('failure');
    stub.on('GET', '/api/v1.0/search/physical', { json: { status: 'success', response: { nope: 1 } } }, 1);
    expect(await fault(fssp().searchPhysical(person, signal()))).toBe('malformed');
    stub.on('GET', '/api/v1.0/result', {
      json: { status: 'success', response: { status: 0, result: [{ result: [{ exe_production: 'x' }] }] } },
    });
    expect(await fault(fssp().result('t', signal()))).toBe('malformed');
  });

  it('a service that does not answer in time is a timeout', async () => {
    stub.on('GET', '/api/v1.0/status', { hang: true });
    expect(await fault(fssp().status('t', AbortSignal.timeout(100)))).toBe('timeout');
  });
});

describe('self-employed contractor payment service over HTTP', () => {
  const service = () => createHttpSelfEmployed({ url: stub.url, login: 'hiring', password: 'secret' });

  it('signs in, then asks the payments with the bearer token; signs in again on a 401', async () => {
    let logins = 0;
    stub.on('POST', '/auth/login', () => ({ json: { accessToken: `tok-${++logins}` } }));
    stub.on('POST', '/contractors/payments', { status: 401, json: {} }, 1);
    stub.on('POST', '/contractors/payments', {
      json: { payments: [{ paymentId: 'p1', status: 'PROCESSING', amount: 1200 }] },
    });
    const port = service();
    expect(await port.payments('500100732259', signal())).toEqual({
      found: true,
      payments: [{ id: 'p1', status: 'PROCESSING', amount: 1200 }],
    });
    const [login, first, , second] = stub.requests;
    expect(login?.json).toEqual({ login: 'hiring', password: 'secret' });
    expect(first?.headers.authorization).toBe('Bearer tok-1');
    expect(second?.headers.authorization).toBe('Bearer tok-2');
    expect(second?.json).toEqual({ inn: '500100732259' });
  });

  it('CONTRACTOR_NOT_FOUND is an answer; INCORRECT_INPUT_ERROR and odd bodies are faults', async () => {
    stub.on('POST', '/auth/login', { json: { accessToken: 't' } });
    stub.on('POST', '/contractors/payments', { status: 404, json: { errorCode: 'CONTRACTOR_NOT_FOUND' } }, 1);
    stub.on(
      'POST',
      '/contractors/payments',
      { status: 400, json: { errorCode: 'INCORRECT_INPUT_ERROR' } },
      1,
    );
    stub.on('POST', '/contractors/payments', { json: { payments: 'none' } }, 1);
    const port = service();
    expect(await port.payments('1', signal())).toEqual({ found: false });
    expect(await fault(port.payments('1', signal()))).toBe('failure');
    expect(await fault(port.payments('1', signal()))).toBe('malformed');
  });

  it('a refused sign-in is a fault', async () => {
    stub.on('POST', '/auth/login', { status: 403, json: {} });
    expect(await fault(service().payments('1', signal()))).toBe('failure');
  });
});

describe('criminal record service over HTTP', () => {
  const service = () => createHttpCriminalRecord({ url: `${stub.url}/v2`, token: 'cr-token' });

  it('posts the person with the bearer token and reads has/info', async () => {
    stub.on('POST', '/v2/checks', { json: { has: true, info: 'ст. 158' } });
    expect(await service().check(person, signal())).toEqual({ has: true, info: 'ст. 158' });
    const [request] = stub.requests;
    expect(request?.headers.authorization).toBe('Bearer cr-token');
    expect(request?.json).toEqual({
      lastname: 'Иванов',
      firstname: 'Иван',
      secondname: 'Иванович',
      birthDate: '01.02.1990',
      passport: { series: '4519', number: '123456' },
    });
  });

  it('malformed, failed and silent answers are faults', async () => {
    stub.on('POST', '/v2/checks', { json: { has: 'maybe' } }, 1);
    expect(await fault(service().check(person, signal()))).toBe('malformed');
    stub.on('POST', '/v2/checks', { status: 500, body: 'oops' }, 1);
    expect(await fault(service().check(person, signal()))).toBe('failure');
    stub.on('POST', '/v2/checks', { hang: true });
    expect(await fault(service().check(person, AbortSignal.timeout(100)))).toBe('timeout');
  });
});

describe('the sandboxes answer by the documented surname triggers', () => {
  const as = (lastname: string): CheckPerson => ({ ...person, lastname });

  it('FSSP: a task that survives a restart, pending until its time, then the debts', async () => {
    let now = 1_000;
    const sandbox = createSandboxFssp({ delayMs: 30, clock: () => now });
    const { task } = await sandbox.searchPhysical(as('Долгов'), signal());
    expect(await sandbox.status(task, signal())).toBe('pending');
    now += 30;
    const again = createSandboxFssp({ delayMs: 30, clock: () => now }); // a new server process
    expect(await again.status(task, signal())).toBe('done');
    const found = await again.result(task, signal());
    expect(
      found.debtBalanceEp + found.debtBalanceDuty + found.debtBalanceOther + found.debtBalanceFine,
    ).toBeGreaterThan(100_000);
    expect(await fault(sandbox.searchPhysical(as('Сбоев'), signal()))).toBe('failure');
    expect(await fault(sandbox.searchPhysical(as('Тормозов'), AbortSignal.timeout(80)))).toBe('timeout');
  });

  it('self-employment and criminal record', async () => {
    const se = createSandboxSelfEmployed({ delayMs: 1 });
    expect((await se.forPerson(as('Счетова')).payments('', signal())).found).toBe(true);
    expect(await se.forPerson(as('Петров')).payments('', signal())).toEqual({ found: false });
    expect(await fault(se.forPerson(as('Кривых')).payments('', signal()))).toBe('malformed');
    const cr = createSandboxCriminalRecord({ delayMs: 1 });
    expect((await cr.check(as('Судимов'), signal())).has).toBe(true);
    expect(await cr.check(as('Петров'), signal())).toEqual({ has: false });
  });
});
