import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpShopData } from '#server/adapters/shop/http';
import { createDemoShopData } from '#server/adapters/shop/demo';
import { openShopData, ShopDataError } from '#server/adapters/shop/index';
import { storeDirectory } from '#server/access/stores';
import { openStoreDirectory } from '#server/access/live-stores';
import { startStubHttp, type StubServer } from '../../helpers/stub-http';

/** What the company's shop data service sends (spec part 1, section 3's store object). */
const CITIES = [
  { cityId: '7', name: 'Тула', countryId: 'RU' },
  { cityId: '1', name: 'Москва', countryId: 'RU' },
];
const STORES = [
  {
    IStoreId: '70001',
    name: 'Тульский',
    param: {
      cityId: '7',
      fullAddress: 'г. Тула, пр-т Ленина, д. 1',
      mall: 'Гостиный двор',
      regionAreaId: '71',
    },
    replenishmentWarehouseShippingDays: ['MONDAY'],
    extra: 'ignored',
  },
  {
    IStoreId: '10999',
    name: 'Арбат',
    param: {
      cityId: '1',
      fullAddress: 'г. Москва, ул. Арбат, д. 2',
      regionAreaId: '77',
      location: { lat: 55.7, lng: 37.6 },
    },
  },
];

describe('shop data over HTTP (SHOP_API_URL)', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubHttp();
  });
  afterEach(() => stub.reset());
  afterAll(() => stub.close());

  const serve = () => {
    stub.on('GET', '/shop/cities', { json: CITIES });
    stub.on('GET', '/shop/stores', { json: STORES });
  };

  it('loads cities and stores with the bearer token', async () => {
    serve();
    const shop = openShopData({ shopApiUrl: `${stub.url}/shop/`, shopApiToken: 'shop-token' });
    expect(shop.name).toBe('http');
    const snapshot = await shop.load();
    expect(snapshot.cities).toEqual([
      { cityId: '7', name: 'Тула' },
      { cityId: '1', name: 'Москва' },
    ]);
    expect(snapshot.stores[0]).toMatchObject({
      IStoreId: '70001',
      param: { cityId: '7', mall: 'Гостиный двор', regionAreaId: '71' },
      replenishmentWarehouseShippingDays: ['MONDAY'],
    });
    expect(snapshot.stores[0]).not.toHaveProperty('extra');
    expect(stub.requests.map((r) => r.path).sort()).toEqual(['/shop/cities', '/shop/stores']);
    for (const r of stub.requests) expect(r.headers.authorization).toBe('Bearer shop-token');
  });

  it('the directory over the service: lists, lookups and region access use its stores', async () => {
    serve();
    const stores = storeDirectory(await createHttpShopData({ url: `${stub.url}/shop` }).load());
    expect(stores.listCities().map((c) => c.name)).toEqual(['Москва', 'Тула']);
    expect(stores.listStores('7')).toEqual([
      {
        IStoreId: '70001',
        name: 'Тульский',
        mall: 'Гостиный двор',
        cityId: '7',
        label: 'ТЦ Гостиный двор, Тульский',
      },
    ]);
    // The fallback store still heads Moscow's list.
    expect(stores.listStores('1').map((s) => s.IStoreId)).toEqual(['11715', '10999']);
    expect(stores.findStore('70001')?.name).toBe('Тульский');
    expect(stores.findCity('7')?.name).toBe('Тула');
    expect(stores.storesOfRegion('71').map((s) => s.IStoreId)).toEqual(['70001']);
    const director = { scope: 'RegionDirector', allowedRegions: ['71'] };
    expect(stores.storeAccess(director)).toEqual({ all: false, storeIds: ['70001'] });
    expect(stores.accessibleCityIds(stores.storeAccess(director))).toEqual(['7']);
  });

  it('fails clearly on an error status, a wrong shape or no answer', async () => {
    const shop = createHttpShopData({ url: `${stub.url}/shop`, timeoutMs: 200 });
    stub.on('GET', '/shop/cities', { status: 503, json: { error: 'down' } });
    stub.on('GET', '/shop/stores', { json: STORES });
    await expect(shop.load()).rejects.toThrow(ShopDataError);
    await expect(shop.load()).rejects.toThrow(/503/);
    stub.reset();
    stub.on('GET', '/shop/cities', { json: CITIES });
    stub.on('GET', '/shop/stores', { json: [{ IStoreId: 70001, name: 'x' }] });
    await expect(shop.load()).rejects.toThrow(/unexpected \/stores/);
    stub.reset();
    stub.on('GET', '/shop/cities', { hang: true });
    stub.on('GET', '/shop/stores', { json: STORES });
    await expect(shop.load()).rejects.toThrow(/unreachable/);
  });

  it('the live directory keeps the last good stores when a refresh fails', async () => {
    serve();
    const lines: string[] = [];
    const live = await openStoreDirectory(createHttpShopData({ url: `${stub.url}/shop` }), {
      log: (line) => lines.push(line),
    });
    try {
      expect(live.findStore('70001')).toBeDefined();
      stub.reset();
      stub.on('GET', '/shop/cities', { status: 500 });
      await live.refresh();
      expect(live.findStore('70001')?.name).toBe('Тульский');
      expect(lines.join('\n')).toMatch(/refresh failed/);
      stub.reset();
      stub.on('GET', '/shop/cities', { json: CITIES });
      stub.on('GET', '/shop/stores', { json: STORES.slice(1) });
      await live.refresh();
      expect(live.findStore('70001')).toBeUndefined();
      expect(live.findStore('10999')).toBeDefined();
    } finally {
      live.stop();
    }
  });
});

describe('shop data built in (no SHOP_API_URL)', () => {
  it('is the demo reference data', async () => {
    expect(openShopData({}).name).toBe('demo');
    const stores = storeDirectory(await createDemoShopData().load());
    expect(stores.listCities().map((c) => c.name)).toContain('Москва');
    expect(stores.findStore('10412')?.param.mall).toBe('Авиапарк');
    expect(
      stores
        .storesOfRegion('78')
        .map((s) => s.IStoreId)
        .sort(),
    ).toEqual(['20118', '20301']);
  });
});
