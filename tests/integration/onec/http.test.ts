import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpOneS } from '#server/adapters/onec/http';
import { OneSError, type OneSPort } from '#server/adapters/onec/port';
import { startStubHttp, type StubRequest, type StubServer } from '../../helpers/stub-http';
import { sampleHire } from './sandbox-fixture';

/**
 * Issue 26, item 2: the OData adapter against a stub 1C (node:http): the request shapes of 1C:ZUP's
 * standard OData interface (method, path, $filter, $format, Basic auth, If-Match, body fields), and
 * its failures in OneSError's terms (412, odata.error, rights, timeout, 5xx, no connection).
 */
let stub: StubServer;
let onec: OneSPort;
const REF = '0f6b6a52-1111-4c5e-9d6a-6f0d2c8b7a10';
const DOC = {
  Ref_Key: REF,
  Number: '0000-000017',
  Posted: false,
  DeletionMark: false,
  DataVersion: 'AAAAAgAAAAA=',
  ДатаПриема: '2025-03-17T00:00:00',
  Должность: 'Продавец-кассир',
  Подразделение: '10412',
  ВидЗанятости: 'ОсновноеМестоРаботы',
  КоличествоСтавок: 1,
  ДатаОкончанияДоговора: '0001-01-01T00:00:00',
  Комментарий: 'hire:h-1',
  ПечатныеФормы: [
    { LineNumber: '1', Наименование: 'Приказ о приеме на работу (Т-1)' },
    { LineNumber: '2', Наименование: 'Трудовой договор' },
  ],
};
const odataError = (value: string, code = '-1') => ({
  'odata.error': { code, message: { lang: 'ru', value } },
});

beforeAll(async () => {
  stub = await startStubHttp();
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.reset();
  onec = createHttpOneS({
    baseUrl: `${stub.url}/zup/odata/standard.odata`,
    user: 'Интеграция',
    password: 'p@ss',
    timeoutMs: 300,
  });
});

const pathOf = (request: StubRequest) => decodeURIComponent(request.path);
const last = () => stub.requests[stub.requests.length - 1]!;
async function failure(promise: Promise<unknown>): Promise<OneSError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OneSError);
  return err as OneSError;
}

describe('OData request shapes', () => {
  it('finds the person by INN, then by SNILS, with $filter, $format=json and the service user', async () => {
    stub.on('GET', /.*/, (req) =>
      req.query.get('$filter')?.startsWith('ИНН')
        ? { json: { value: [] } }
        : { json: { value: [{ Ref_Key: REF }] } },
    );
    expect(await onec.findPerson('500100732259', '112-233-445 95')).toBe(REF);
    const [byInn, bySnils] = stub.requests;
    expect(byInn!.method).toBe('GET');
    expect(pathOf(byInn!)).toBe('/zup/odata/standard.odata/Catalog_ФизическиеЛица');
    expect(byInn!.query.get('$filter')).toBe("ИНН eq '500100732259'");
    expect(byInn!.query.get('$format')).toBe('json');
    expect(byInn!.headers.authorization).toBe(`Basic ${Buffer.from('Интеграция:p@ss').toString('base64')}`);
    expect(byInn!.headers.accept).toBe('application/json');
    expect(bySnils!.query.get('$filter')).toBe("СтраховойНомерПФР eq '112-233-445 95'");
  });

  it('skips a person marked for deletion and answers null when none is found', async () => {
    stub.on('GET', /.*/, { json: { value: [{ Ref_Key: REF, DeletionMark: true }] } });
    expect(await onec.findPerson('500100732259', '')).toBeNull();
    expect(stub.requests).toHaveLength(1);
  });

  it('creates the person with the fields 1C:ZUP has', async () => {
    stub.on('POST', /.*/, { status: 201, json: { Ref_Key: REF } });
    expect(await onec.createPerson(sampleHire('h-1').person)).toBe(REF);
    expect(last().method).toBe('POST');
    expect(pathOf(last())).toBe('/zup/odata/standard.odata/Catalog_ФизическиеЛица');
    expect(last().query.get('$format')).toBe('json');
    expect(last().headers['content-type']).toContain('application/json');
    expect(last().json).toEqual({
      Description: 'Соколова Анна Викторовна',
      Фамилия: 'Соколова',
      Имя: 'Анна',
      Отчество: 'Викторовна',
      ДатаРождения: '1994-05-17T00:00:00',
      Пол: 'Женский',
      ИНН: '500100732259',
      СтраховойНомерПФР: '112-233-445 95',
    });
  });

  it("records the passport under the kind 'Паспорт гражданина РФ', looked up once", async () => {
    const KIND = '6f1e8a3c-0b5d-11e4-80c3-00155d0a2b01';
    stub.on('GET', /.*/, { json: { value: [{ Ref_Key: KIND }] } });
    stub.on('POST', /.*/, { status: 201, json: {} });
    const { passport } = sampleHire('h-1');
    await onec.recordPassport(REF, passport);
    await onec.recordPassport(REF, passport);
    const [kinds, post, again] = stub.requests;
    expect(pathOf(kinds!)).toBe('/zup/odata/standard.odata/Catalog_ВидыДокументовФизическихЛиц');
    expect(kinds!.query.get('$filter')).toBe("Description eq 'Паспорт гражданина РФ'");
    expect(pathOf(post!)).toBe('/zup/odata/standard.odata/InformationRegister_ДокументыФизическихЛиц');
    expect(post!.json).toMatchObject({
      Period: '2014-06-20T00:00:00',
      Физлицо_Key: REF,
      ВидДокумента_Key: KIND,
      Серия: '4509',
      Номер: '123456',
      ДатаВыдачи: '2014-06-20T00:00:00',
      КемВыдан: 'ОУФМС России по г. Москве',
      КодПодразделения: '770-001',
    });
    expect(again!.method).toBe('POST');
  });

  it('finds the document by our hire id in its comment (substringof), exact comments only', async () => {
    stub.on('GET', /.*/, { json: { value: [{ ...DOC, Комментарий: 'hire:h-10' }, DOC] } });
    const found = await onec.findHireDocument('h-1');
    expect(pathOf(last())).toBe('/zup/odata/standard.odata/Document_ПриемНаРаботу');
    expect(last().query.get('$filter')).toBe("substringof('hire:h-1', Комментарий)");
    expect(found).toEqual({
      ref: REF,
      number: '0000-000017',
      posted: false,
      deletionMark: false,
      dataVersion: 'AAAAAgAAAAA=',
      fields: {
        ДатаПриема: '2025-03-17',
        Должность: 'Продавец-кассир',
        Подразделение: '10412',
        ВидЗанятости: 'ОсновноеМестоРаботы',
        КоличествоСтавок: '1',
        ДатаОкончанияДоговора: '',
      },
      documents: ['Приказ о приеме на работу (Т-1)', 'Трудовой договор'],
    });
  });

  it("doubles quotes inside a filter's string", async () => {
    stub.on('GET', /.*/, { json: { value: [] } });
    expect(await onec.findHireDocument("o'x")).toBeNull();
    expect(last().query.get('$filter')).toBe("substringof('hire:o''x', Комментарий)");
  });

  it('creates Document_ПриемНаРаботу with the person, date, position, store and our comment', async () => {
    stub.on('POST', /.*/, { status: 201, json: DOC });
    const hire = sampleHire('h-1');
    hire.employment.termEnd = '2025-05-01';
    hire.employment.parttimeHours = '80';
    const doc = await onec.createHireDocument(REF, hire);
    expect(doc.ref).toBe(REF);
    expect(pathOf(last())).toBe('/zup/odata/standard.odata/Document_ПриемНаРаботу');
    expect(last().json).toMatchObject({
      ФизическоеЛицо_Key: REF,
      ДатаПриема: '2025-03-17T00:00:00',
      Должность: 'Продавец-кассир',
      Подразделение: '10412',
      ВидЗанятости: 'ВнешнееСовместительство',
      КоличествоСтавок: 0.5,
      СрочныйДоговор: true,
      ДатаОкончанияДоговора: '2025-05-01T00:00:00',
      БанкБИК: '044525225',
      НомерЛицевогоСчета: '40817810938160012345',
      Комментарий: 'hire:h-1',
    });
    expect((last().json as { Date: string }).Date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('posts and unposts with If-Match: DataVersion, then reads the document', async () => {
    stub.on('POST', /.*/, { status: 200 });
    stub.on('GET', /.*/, { json: { ...DOC, Posted: true } });
    const posted = await onec.postDocument(REF, 'AAAAAgAAAAA=');
    expect(posted.posted).toBe(true);
    const [post, read] = stub.requests;
    expect(post!.method).toBe('POST');
    expect(pathOf(post!)).toBe(`/zup/odata/standard.odata/Document_ПриемНаРаботу(guid'${REF}')/Post`);
    expect(post!.query.get('PostingModeOperational')).toBe('false');
    expect(post!.headers['if-match']).toBe('AAAAAgAAAAA=');
    expect(pathOf(read!)).toBe(`/zup/odata/standard.odata/Document_ПриемНаРаботу(guid'${REF}')`);
    await onec.unpostDocument(REF, 'AAAAAwAAAAA=');
    expect(pathOf(stub.requests[2]!)).toMatch(/\/Unpost$/);
    expect(stub.requests[2]!.headers['if-match']).toBe('AAAAAwAAAAA=');
  });

  it('marks for deletion with PATCH {DeletionMark: true} and If-Match', async () => {
    stub.on('PATCH', /.*/, { json: { ...DOC, DeletionMark: true } });
    expect((await onec.markForDeletion(REF, 'AAAAAgAAAAA=')).deletionMark).toBe(true);
    expect(last().method).toBe('PATCH');
    expect(pathOf(last())).toBe(`/zup/odata/standard.odata/Document_ПриемНаРаботу(guid'${REF}')`);
    expect(last().json).toEqual({ DeletionMark: true });
    expect(last().headers['if-match']).toBe('AAAAAgAAAAA=');
  });

  it('asks the print-form service to rebuild the set; a deleted document reads as null', async () => {
    stub.on('POST', /.*/, { status: 200 });
    stub.on('GET', /.*/, { json: DOC }, 1);
    stub.on('GET', /.*/, { status: 404, json: odataError('Объект не найден') });
    await onec.regenerateDocuments(REF);
    expect(pathOf(stub.requests[0]!)).toMatch(/\(guid'[^']+'\)\/RebuildPrintForms$/);
    expect(await onec.getDocument(REF)).toBeNull();
  });
});

describe("1C's failures as OneSError", () => {
  it('412 is stale', async () => {
    stub.on('POST', /.*/, { status: 412, json: odataError('Объект изменен другим пользователем') });
    expect(await failure(onec.postDocument(REF, 'old'))).toMatchObject({
      kind: 'stale',
      unknownOutcome: false,
    });
  });

  it("an odata.error saying 'Документ не создан' is notCreated, whatever the status, with 1C's text", async () => {
    stub.on('POST', /.*/, { status: 500, json: odataError('Документ не создан: ошибка проведения', '14') });
    const err = await failure(onec.postDocument(REF, 'v'));
    expect(err).toMatchObject({
      kind: 'notCreated',
      code: '14',
      message: 'Документ не создан: ошибка проведения',
    });
    stub.reset();
    stub.on('POST', /.*/, { status: 400, json: odataError('ДОКУМЕНТ НЕ СОЗДАН') });
    expect((await failure(onec.postDocument(REF, 'v'))).kind).toBe('notCreated');
  });

  it('401 and 403 are rights', async () => {
    stub.on('POST', /.*/, { status: 401 }, 1);
    stub.on('POST', /.*/, { status: 403, json: odataError('Нарушение прав доступа!') });
    expect((await failure(onec.createHireDocument(REF, sampleHire('h')))).kind).toBe('rights');
    const err = await failure(onec.createHireDocument(REF, sampleHire('h')));
    expect(err.kind).toBe('rights');
    expect(err.message).toContain('Нарушение прав доступа!');
  });

  it('other 4xx are rejected with the message; 5xx pages are unavailable', async () => {
    stub.on('POST', /.*/, { status: 400, json: odataError('Не заполнено поле «Должность»') }, 1);
    stub.on('POST', /.*/, {
      status: 503,
      body: '<html>Service Unavailable</html>',
      headers: { 'content-type': 'text/html' },
    });
    const rejected = await failure(onec.createHireDocument(REF, sampleHire('h')));
    expect(rejected).toMatchObject({ kind: 'rejected' });
    expect(rejected.message).toContain('Не заполнено поле «Должность»');
    expect((await failure(onec.createHireDocument(REF, sampleHire('h')))).kind).toBe('unavailable');
  });

  it('no answer in time is a timeout: unknown outcome for a write, known for a read', async () => {
    stub.on('POST', /.*/, { hang: true });
    stub.on('GET', /.*/, { hang: true });
    const write = await failure(onec.createHireDocument(REF, sampleHire('h')));
    expect(write).toMatchObject({ kind: 'timeout', unknownOutcome: true });
    const read = await failure(onec.getDocument(REF));
    expect(read).toMatchObject({ kind: 'timeout', unknownOutcome: false });
  });

  it('a refused connection is unavailable', async () => {
    const closed = createHttpOneS({
      baseUrl: 'http://127.0.0.1:1/odata/standard.odata/',
      user: 'u',
      password: 'p',
      timeoutMs: 1000,
    });
    expect((await failure(closed.findPerson('500100732259', ''))).kind).toBe('unavailable');
  });

  it("masks numbers 1C quotes from the candidate's data in its message", async () => {
    stub.on('POST', /.*/, {
      status: 400,
      json: odataError('ИНН 500100732259 уже указан у другого физического лица'),
    });
    const err = await failure(onec.createPerson(sampleHire('h').person));
    expect(err.message).not.toContain('500100732259');
  });
});
