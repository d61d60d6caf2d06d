import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CITIES, DEMO_STORES } from '#server/demo/reference';
import { startTestServer, type TestServer } from '../../helpers/server';
import { startStubHttp, type StubServer } from '../../helpers/stub-http';

/** The server with SHOP_API_URL: the public store pickers show what the company service sends. */
describe('the server reads stores from the shop data service', () => {
  let stub: StubServer;
  let server: TestServer;
  const TULA = {
    IStoreId: '70001',
    name: 'Тульский',
    param: {
      cityId: '7',
      fullAddress: 'г. Тула, пр-т Ленина, д. 1',
      mall: 'Гостиный двор',
      regionAreaId: '71',
    },
  };

  beforeAll(async () => {
    stub = await startStubHttp([
      { method: 'GET', path: '/cities', reply: { json: [...DEMO_CITIES, { cityId: '7', name: 'Тула' }] } },
      { method: 'GET', path: '/stores', reply: { json: [...DEMO_STORES, TULA] } },
    ]);
    server = await startTestServer({ SHOP_API_URL: stub.url, SHOP_API_TOKEN: 'shop-token' });
  });
  afterAll(async () => {
    await server?.stop();
    await stub?.close();
  });

  it('lists the cities and stores the service sends', async () => {
    const cities = await server.get('/cloud/eshop/cities');
    expect(cities.status).toBe(200);
    expect(cities.body).toContainEqual({ cityId: '7', name: 'Тула' });
    const stores = await server.get('/cloud/eshop/stores?cityId=7');
    expect(stores.status).toBe(200);
    expect(stores.body).toEqual([
      {
        IStoreId: '70001',
        name: 'Тульский',
        mall: 'Гостиный двор',
        cityId: '7',
        label: 'ТЦ Гостиный двор, Тульский',
      },
    ]);
    expect(stub.requests.every((r) => r.headers.authorization === 'Bearer shop-token')).toBe(true);
  });
});
