import type { City, Store } from '../../events/core/stores';
import { OBSOLETE_POSITION_TITLE, SELF_EMPLOYED_POSITION_TITLE } from '../../events/positions/events';

/** Demo reference data: real Russian cities, plausible stores in real malls. */
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

export const DEMO_POSITIONS: { title: string; pick: boolean; feed: boolean }[] = [
  { title: 'Директор магазина', pick: true, feed: true },
  { title: 'Заместитель директора магазина', pick: true, feed: true },
  { title: 'Продавец-консультант', pick: true, feed: true },
  { title: 'Продавец-кассир', pick: true, feed: true },
  { title: 'Кассир', pick: true, feed: true },
  { title: 'Продавец ювелирных изделий', pick: true, feed: true },
  { title: 'Мерчендайзер', pick: true, feed: true },
  { title: 'Совместитель', pick: true, feed: false },
  { title: 'Менеджер по персоналу', pick: false, feed: false },
  { title: 'Программист 1С', pick: false, feed: false },
  { title: SELF_EMPLOYED_POSITION_TITLE, pick: true, feed: false },
  { title: OBSOLETE_POSITION_TITLE, pick: false, feed: false },
];

export const DEMO_USERS = [
  {
    userId: '1001',
    login: 'admin',
    scope: 'Admin',
    surname: 'Админова',
    name: 'Анна',
    positionName: 'Администратор системы',
    storeId: null,
    permissions: ['MANAGE_QUESTIONNAIRE_AL'],
  },
  {
    userId: '1002',
    login: 'hr',
    scope: 'HR',
    surname: 'Кадрова',
    name: 'Елена',
    positionName: 'Менеджер по персоналу',
    storeId: null,
    permissions: [],
  },
  {
    userId: '1003',
    login: 'director',
    scope: 'StoreDirector',
    surname: 'Петров',
    name: 'Иван',
    positionName: 'Директор магазина',
    storeId: '10412',
    permissions: [],
  },
  {
    userId: '1004',
    login: 'unitdirector',
    scope: 'UnitDirector',
    surname: 'Смирнова',
    name: 'Ольга',
    positionName: 'Директор подразделения',
    storeId: null,
    permissions: [],
    // Two Moscow stores: Тверская and Авиапарк (not Мега Белая Дача).
    allowedStores: ['10234', '10412'],
  },
  {
    userId: '1005',
    login: 'regiondirector',
    scope: 'RegionDirector',
    surname: 'Волков',
    name: 'Сергей',
    positionName: 'Региональный директор',
    storeId: null,
    permissions: [],
    // Moscow and Saint Petersburg: every store of those regions.
    allowedRegions: [DEMO_REGIONS.moscow, DEMO_REGIONS.spb],
  },
  {
    userId: '1006',
    login: 'hr-al',
    scope: 'HR',
    surname: 'Лёгкая',
    name: 'Мария',
    positionName: 'HR-специалист (анкеты QR)',
    storeId: null,
    permissions: ['MANAGE_QUESTIONNAIRE_AL'],
  },
] as const;

/** Every demo user's password. */
export const DEMO_PASSWORD = 'demo';
