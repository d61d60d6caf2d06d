import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedSuggestions } from '#server/adapters/suggestions/embedded';
import { createHttpSuggestions } from '#server/adapters/suggestions/http';
import { SuggestionsUnavailable } from '#server/adapters/suggestions/port';
import { startStubHttp, type StubServer } from '../../helpers/stub-http';
import { startTestServer, type TestServer } from '../../helpers/server';

/** Issue 14 item 3: address, subway and bank suggestions behind a port (embedded and HTTP). */
describe('the embedded suggestions (offline sample)', () => {
  const port = createEmbeddedSuggestions();

  it('completes an address with its postcode, house and flat; a street named with a number stays a street', async () => {
    const [first] = await port.address('Москва Тверская 7 12', 10);
    expect(first).toMatchObject({
      value: 'г Москва, ул Тверская, д 7, кв 12',
      data: {
        postal_code: '125009',
        city: 'Москва',
        street: 'Тверская',
        house: '7',
        flat: '12',
        country: 'Россия',
      },
    });
    const [march] = await port.address('екатеринбург 8 марта 1', 10);
    expect(march?.data).toMatchObject({ street: '8 Марта', house: '1', postal_code: '620014' });
    expect(await port.address('ул', 10)).toEqual([]);
    expect((await port.address('ле', 3)).length).toBeLessThanOrEqual(3);
  });

  it('suggests metro stations of a city and banks by name or BIC', async () => {
    expect((await port.metro('пуш', 'Москва', 10)).map((s) => s.value)).toEqual(['Пушкинская']);
    expect((await port.metro('пуш', 'Санкт-Петербург', 10))[0]?.data.line_name).toBe('Кировско-Выборгская');
    const [sber] = await port.bank('0445252', 1);
    expect(sber?.data.bic).toMatch(/^0445252/);
    expect((await port.bank('сбер', 10))[0]?.data).toMatchObject({
      bic: '044525225',
      correspondent_account: '30101810400000000225',
    });
  });
});

describe('the HTTP adapter against a DaData-compatible stub', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubHttp();
  });
  afterAll(() => stub.close());

  it('posts the query with the token and passes the suggestions through', async () => {
    stub.reset();
    const suggestion = {
      value: 'г Москва, ул Арбат, д 1',
      unrestricted_value: '119019, г Москва, ул Арбат, д 1',
      data: { postal_code: '119019', city: 'Москва', street: 'Арбат', house: '1', fias_id: 'x' },
    };
    stub.on('POST', '/suggestions/api/4_1/rs/suggest/address', { json: { suggestions: [suggestion] } });
    const port = createHttpSuggestions({ url: `${stub.url}/`, token: 'secret' });
    expect(await port.address('арбат 1', 10)).toEqual([suggestion]);
    const [request] = stub.requests;
    expect(request?.headers.authorization).toBe('Token secret');
    expect(request?.json).toEqual({ query: 'арбат 1', count: 10 });
    stub.on('POST', '/suggestions/api/4_1/rs/suggest/metro', { json: { suggestions: [] } });
    await port.metro('тв', 'Москва', 5);
    expect(stub.requests.at(-1)?.json).toEqual({ query: 'тв', count: 5, filters: [{ city: 'Москва' }] });
  });

  it('a timeout, an error status or an odd answer is SuggestionsUnavailable', async () => {
    stub.reset();
    stub.on('POST', '/suggestions/api/4_1/rs/suggest/address', { hang: true });
    stub.on('POST', '/suggestions/api/4_1/rs/suggest/bank', { status: 500, json: { error: 'boom' } });
    stub.on('POST', '/suggestions/api/4_1/rs/suggest/metro', { json: { nope: true } });
    const port = createHttpSuggestions({ url: stub.url, timeoutMs: 200 });
    await expect(port.address('x', 1)).rejects.toBeInstanceOf(SuggestionsUnavailable);
    await expect(port.bank('x', 1)).rejects.toBeInstanceOf(SuggestionsUnavailable);
    await expect(port.metro('x', undefined, 1)).rejects.toBeInstanceOf(SuggestionsUnavailable);
  });
});

describe('POST /suggestions/{address,metro,bank}', () => {
  let server: TestServer;
  let failing: TestServer;
  let stub: StubServer;
  beforeAll(async () => {
    server = await startTestServer();
    stub = await startStubHttp([{ method: 'POST', path: /suggest/, reply: { status: 503, json: {} } }]);
    failing = await startTestServer({ SUGGESTIONS_URL: stub.url });
  });
  afterAll(async () => {
    await server.stop();
    await failing.stop();
    await stub.close();
  });

  it('answers without an account, at most `count`, nothing for an empty query', async () => {
    const res = await server.post('/suggestions/address', { query: 'Санкт-Петербург Невский 28', count: 3 });
    expect(res.status).toBe(200);
    expect(res.body.suggestions[0]).toMatchObject({ data: { postal_code: '191025', house: '28' } });
    expect((await server.post('/suggestions/bank', { query: 'втб' })).body.suggestions[0].data.bic).toBe(
      '044525187',
    );
    expect((await server.post('/suggestions/metro', { query: '' })).body).toEqual({ suggestions: [] });
  });

  it("refuses bad input naming the field, and answers the service's failure with a Russian 502", async () => {
    const bad = await server.post('/suggestions/address', { query: 'x', count: 50 });
    expect(bad.status).toBe(400);
    const down = await failing.post('/suggestions/address', { query: 'Москва' });
    expect(down).toMatchObject({
      status: 502,
      body: { message: 'Сервис подсказок недоступен, заполните поля вручную' },
    });
  });
});
