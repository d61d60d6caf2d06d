import { FALLBACK_STORE, type City, type Store } from './stores';

/**
 * The store and city directory as the shop data service would give it (spec part 1, sections 3
 * and 7): built-in demo data for now. Pure lookups, so read models that show a store (the staff
 * vacancy list) can name it when they project; server/access/stores.ts builds the API's lists on it.
 */

/** Real Russian cities, plausible stores in real malls. */
export const DEMO_CITIES: City[] = [
  { cityId: '1', name: 'Москва' },
  { cityId: '2', name: 'Санкт-Петербург' },
  { cityId: '3', name: 'Екатеринбург' },
  { cityId: '4', name: 'Казань' },
  { cityId: '5', name: 'Новосибирск' },
];

/**
 * Demo regions (a store's param.regionAreaId, read by AllowedRegionsList): the Russian region codes
 * of the cities (77 Москва, 78 Санкт-Петербург, 66 Свердловская обл., 16 Татарстан, 54 Новосибирская обл.).
 */
export const DEMO_REGIONS = { moscow: '77', spb: '78', sverdlovsk: '66', tatarstan: '16', novosibirsk: '54' };
const REGION_OF_CITY: Record<string, string> = {
  '1': DEMO_REGIONS.moscow,
  '2': DEMO_REGIONS.spb,
  '3': DEMO_REGIONS.sverdlovsk,
  '4': DEMO_REGIONS.tatarstan,
  '5': DEMO_REGIONS.novosibirsk,
};

const store = (
  IStoreId: string,
  name: string,
  cityId: string,
  mall: string | undefined,
  fullAddress: string,
): Store => ({
  IStoreId,
  name,
  param: { cityId, fullAddress, regionAreaId: REGION_OF_CITY[cityId], ...(mall ? { mall } : {}) },
});

export const DEMO_STORES: Store[] = [
  store('10234', 'Тверская', '1', undefined, 'г. Москва, ул. Тверская, д. 12'),
  store('10412', 'Авиапарк', '1', 'Авиапарк', 'г. Москва, Ходынский б-р, д. 4'),
  store('10587', 'Мега Белая Дача', '1', 'Мега Белая Дача', 'г. Котельники, 1-й Покровский пр-д, д. 5'),
  store('20118', 'Невский', '2', 'Галерея', 'г. Санкт-Петербург, Лиговский пр-т, д. 30А'),
  store('20301', 'Московский', '2', 'Питерлэнд', 'г. Санкт-Петербург, Приморский пр-т, д. 72'),
  store('30044', 'Гринвич', '3', 'Гринвич', 'г. Екатеринбург, ул. 8 Марта, д. 46'),
  store('40072', 'Кольцо', '4', 'Кольцо', 'г. Казань, ул. Петербургская, д. 1'),
  store('50019', 'Аура', '5', 'Аура', 'г. Новосибирск, ул. Военная, д. 5'),
];

/** Every store, the fallback store first (spec: it is placed at the head of store lists). */
export const ALL_STORES: Store[] = [
  FALLBACK_STORE,
  ...DEMO_STORES.filter((s) => s.IStoreId !== FALLBACK_STORE.IStoreId),
];
const STORE_BY_ID = new Map(ALL_STORES.map((s) => [s.IStoreId, s]));
const CITY_BY_ID = new Map(DEMO_CITIES.map((c) => [c.cityId, c]));

export function findStore(IStoreId: string): Store | undefined {
  return STORE_BY_ID.get(IStoreId);
}

export function findCity(cityId: string): City | undefined {
  return CITY_BY_ID.get(cityId);
}
