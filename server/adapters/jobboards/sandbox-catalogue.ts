import type { ProfessionalRoleCategory } from './port';
import type { AreaNode } from './mapping';

/**
 * Reference data of the sandbox boards: a small professional-role catalogue in Russian grouped by
 * category, and the demo cities with hh's area ids (Москва 1, Санкт-Петербург 2, Екатеринбург 3,
 * Новосибирск 4, Казань 88). Role ids follow the demo data (97 'Продавец-консультант, продавец-
 * кассир' is hh's real id; the others are the sandbox's own).
 */
export const SANDBOX_PROFESSIONAL_ROLES: ProfessionalRoleCategory[] = [
  {
    id: '22',
    name: 'Розничная торговля',
    roles: [
      { id: '97', name: 'Продавец-консультант, продавец-кассир' },
      { id: '17', name: 'Кассир' },
      { id: '26', name: 'Директор магазина, директор сети магазинов' },
      { id: '71', name: 'Мерчандайзер' },
      { id: '7', name: 'Администратор магазина, администратор торгового зала' },
      { id: '145', name: 'Товаровед' },
    ],
  },
  {
    id: '13',
    name: 'Управление персоналом, тренинги',
    roles: [
      { id: '69', name: 'Менеджер по персоналу' },
      { id: '153', name: 'Специалист по подбору персонала' },
      { id: '118', name: 'Специалист по кадрам' },
      { id: '40', name: 'Бизнес-тренер' },
    ],
  },
  {
    id: '21',
    name: 'Транспорт, логистика, перевозки',
    roles: [
      { id: '52', name: 'Кладовщик' },
      { id: '31', name: 'Грузчик' },
    ],
  },
  {
    id: '11',
    name: 'Информационные технологии',
    roles: [
      { id: '96', name: 'Программист, разработчик' },
      { id: '121', name: 'Специалист технической поддержки' },
    ],
  },
];

/** A tiny area tree shaped like hh's /areas/113: regions hold the cities. */
export const SANDBOX_AREAS: AreaNode[] = [
  {
    id: '113',
    name: 'Россия',
    areas: [
      { id: '1', name: 'Москва', areas: [] },
      { id: '2', name: 'Санкт-Петербург', areas: [] },
      { id: '1261', name: 'Свердловская область', areas: [{ id: '3', name: 'Екатеринбург', areas: [] }] },
      { id: '1202', name: 'Новосибирская область', areas: [{ id: '4', name: 'Новосибирск', areas: [] }] },
      { id: '1624', name: 'Республика Татарстан', areas: [{ id: '88', name: 'Казань', areas: [] }] },
    ],
  },
];

/** The names of leaf areas by id, for the vacancy pages. */
export function sandboxAreaName(id: string): string | undefined {
  const stack = [...SANDBOX_AREAS];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.id === id) return node.name;
    stack.push(...(node.areas ?? []));
  }
  return undefined;
}
