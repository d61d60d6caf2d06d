import { OBSOLETE_POSITION_TITLE, SELF_EMPLOYED_POSITION_TITLE } from '#events/positions/events';

/** Demo reference data: cities and stores live in events/core/store-directory.ts (read models name them). */
import { DEMO_REGIONS } from '#events/core/store-directory';

export { DEMO_CITIES, DEMO_REGIONS, DEMO_STORES } from '#events/core/store-directory';

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
    // The work phone the director's approval codes go to (demo numbers).
    phone: '79990001003',
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
    // The work phone the director's approval codes go to (demo numbers).
    phone: '79990001004',
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
    // The work phone the director's approval codes go to (demo numbers).
    phone: '79990001005',
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
  {
    // Issue 28: reads every record of every store, changes nothing.
    userId: '1007',
    login: 'auditor',
    scope: 'Auditor',
    surname: 'Ревизорова',
    name: 'Анна',
    positionName: 'Аудитор',
    storeId: null,
    permissions: [],
  },
] as const;

/** Every demo user's password. */
export const DEMO_PASSWORD = 'demo';
