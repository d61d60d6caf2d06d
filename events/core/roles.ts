/** The five staff roles (spec part 1, section 3). The role id is also the JWT `scope`. */
export const ROLES = [
  { id: 'Admin', title: 'Администратор', description: 'Полный доступ ко всем разделам и настройкам' },
  {
    id: 'StoreDirector',
    title: 'Директор магазина',
    description: 'Вакансии и анкеты своего магазина, согласование найма',
  },
  {
    id: 'UnitDirector',
    title: 'Директор подразделения',
    description: 'Вакансии и анкеты магазинов подразделения',
  },
  {
    id: 'RegionDirector',
    title: 'Региональный директор',
    description: 'Вакансии и анкеты магазинов региона, согласование найма',
  },
  { id: 'HR', title: 'HR-специалист', description: 'Шаблоны вакансий, базовые шаблоны, публикация вакансий' },
] as const;

export type RoleId = (typeof ROLES)[number]['id'];
export const ROLE_IDS: RoleId[] = ROLES.map((r) => r.id);

/** Applicant exists as a front-end role id only. */
export const APPLICANT_ROLE = 'Applicant';

export const PERMISSIONS = ['MANAGE_QUESTIONNAIRE_AL', 'AllowedRegionsList', 'AllowedStoresList'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export function roleTitle(id: string): string {
  return ROLES.find((r) => r.id === id)?.title ?? id;
}
