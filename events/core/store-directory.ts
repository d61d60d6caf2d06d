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

/** Region titles by regionAreaId (the shop data service's /cloud/dictionaries/region). */
export const DEMO_REGION_TITLES: Record<string, string> = {
  [DEMO_REGIONS.moscow]: 'Москва',
  [DEMO_REGIONS.spb]: 'Санкт-Петербург',
  [DEMO_REGIONS.sverdlovsk]: 'Свердловская область',
  [DEMO_REGIONS.tatarstan]: 'Республика Татарстан',
  [DEMO_REGIONS.novosibirsk]: 'Новосибирская область',
};

/**
 * Demo units (the shop data service's /cloud/dictionaries/unit): a unit is a group of stores of one
 * region under a unit director. The demo unit director (Смирнова О.) has 'Москва-Центр'.
 */
export const DEMO_UNITS: { unitId: string; title: string; regionAreaId: string }[] = [
  { unitId: 'U77-1', title: 'Москва-Центр', regionAreaId: DEMO_REGIONS.moscow },
  { unitId: 'U77-2', title: 'Москва-Юг', regionAreaId: DEMO_REGIONS.moscow },
  { unitId: 'U78-1', title: 'Санкт-Петербург', regionAreaId: DEMO_REGIONS.spb },
  { unitId: 'U66-1', title: 'Урал', regionAreaId: DEMO_REGIONS.sverdlovsk },
  { unitId: 'U16-1', title: 'Поволжье', regionAreaId: DEMO_REGIONS.tatarstan },
  { unitId: 'U54-1', title: 'Сибирь', regionAreaId: DEMO_REGIONS.novosibirsk },
];

const store = (
  IStoreId: string,
  name: string,
  cityId: string,
  mall: string | undefined,
  fullAddress: string,
  unitId: string,
): Store => ({
  IStoreId,
  name,
  param: { cityId, fullAddress, regionAreaId: REGION_OF_CITY[cityId], unitId, ...(mall ? { mall } : {}) },
});

export const DEMO_STORES: Store[] = [
  store('10234', 'Тверская', '1', undefined, 'г. Москва, ул. Тверская, д. 12', 'U77-1'),
  store('10412', 'Авиапарк', '1', 'Авиапарк', 'г. Москва, Ходынский б-р, д. 4', 'U77-1'),
  store(
    '10587',
    'Мега Белая Дача',
    '1',
    'Мега Белая Дача',
    'г. Котельники, 1-й Покровский пр-д, д. 5',
    'U77-2',
  ),
  store('20118', 'Невский', '2', 'Галерея', 'г. Санкт-Петербург, Лиговский пр-т, д. 30А', 'U78-1'),
  store('20301', 'Московский', '2', 'Питерлэнд', 'г. Санкт-Петербург, Приморский пр-т, д. 72', 'U78-1'),
  store('30044', 'Гринвич', '3', 'Гринвич', 'г. Екатеринбург, ул. 8 Марта, д. 46', 'U66-1'),
  store('40072', 'Кольцо', '4', 'Кольцо', 'г. Казань, ул. Петербургская, д. 1', 'U16-1'),
  store('50019', 'Аура', '5', 'Аура', 'г. Новосибирск, ул. Военная, д. 5', 'U54-1'),
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

/**
 * A store's staff as the shop data service's staff directory would give them: the employees who
 * have no console account (sellers, cashiers, administrators). Directors with an account come from
 * the staff accounts (the `users` read model), people hired through the product from their
 * questionnaires (server/features/dkmo/staff.ts joins the three). Demo data: a few stores only.
 */
export interface StoreStaffMember {
  id: string;
  fio: string;
  /** The employee's login in the company's systems ('' when they have none). */
  login: string;
  position: string;
}

const staff = (IStoreId: string, n: number, fio: string, position: string, login = ''): StoreStaffMember => ({
  id: `s-${IStoreId}-${String(n).padStart(2, '0')}`,
  fio,
  login,
  position,
});

export const DEMO_STORE_STAFF: Record<string, StoreStaffMember[]> = {
  // Авиапарк: its director has an account ('director', Петров Иван); the DKMO is partly signed.
  '10412': [
    staff('10412', 1, 'Кузнецова Ольга Игоревна', 'Администратор магазина', 'kuznetsova.o'),
    staff('10412', 2, 'Смирнов Павел Андреевич', 'Продавец-кассир'),
    staff('10412', 3, 'Белова Анастасия Сергеевна', 'Продавец-консультант'),
    staff('10412', 4, 'Гусев Артём Олегович', 'Кассир'),
    staff('10412', 5, 'Морозова Дарья Александровна', 'Продавец ювелирных изделий'),
    staff('10412', 6, 'Лебедев Никита Романович', 'Продавец-парттаймер'),
    staff('10412', 7, 'Зайцева Полина Игоревна', 'Продавец-парттаймер-кассир'),
    staff('10412', 8, 'Титов Егор Максимович', 'Продавец интернет-магазина'),
    staff('10412', 9, 'Фёдорова Вера Николаевна', 'Кладовщик'),
  ],
  // Невский: a new director since the agreement, and most of its first team gone: re-conclude.
  '20118': [
    staff('20118', 1, 'Соколова Марина Викторовна', 'Директор магазина', 'sokolova.m'),
    staff('20118', 3, 'Новикова Алина Дмитриевна', 'Продавец-кассир'),
    staff('20118', 4, 'Егоров Илья Сергеевич', 'Продавец-консультант'),
    staff('20118', 8, 'Киселёва Ксения Андреевна', 'Кассир'),
  ],
  // Тверская: staff, but no DKMO yet.
  '10234': [
    staff('10234', 1, 'Александрова Елена Петровна', 'Администратор магазина'),
    staff('10234', 2, 'Воробьёв Денис Игоревич', 'Продавец-кассир'),
  ],
};

export function storeStaff(IStoreId: string): StoreStaffMember[] {
  return DEMO_STORE_STAFF[IStoreId] ?? [];
}
