/**
 * The staff roles (spec part 1, section 3; the auditor: issue 28, item 5). The role id is also the
 * JWT `scope`.
 */
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
  {
    id: 'Auditor',
    title: 'Аудитор',
    description: 'Просмотр всех записей, их истории и журнала действий без права изменения',
  },
] as const;

export type RoleId = (typeof ROLES)[number]['id'];
export const ROLE_IDS: RoleId[] = ROLES.map((r) => r.id);

/** The read-only role (issue 28, item 5): opens every record, changes nothing. */
export const AUDITOR_ROLE = 'Auditor' satisfies RoleId;

export const isAuditor = (scope: string | null | undefined): boolean => scope === AUDITOR_ROLE;

/** Admin and the auditor read every record of every store, with Admin's filters and lists. */
export const readsLikeAdmin = (scope: string | null | undefined): boolean =>
  scope === 'Admin' || scope === AUDITOR_ROLE;

/** The server's refusal of any change by an auditor. */
export const AUDITOR_READ_ONLY_MESSAGE = 'Аудитор не может изменять данные';

/** Applicant exists as a front-end role id only. */
export const APPLICANT_ROLE = 'Applicant';

export const PERMISSIONS = ['MANAGE_QUESTIONNAIRE_AL', 'AllowedRegionsList', 'AllowedStoresList'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Who else acts in the product's history: the system's processes and the candidate. */
const OTHER_ACTORS: Record<string, string> = { System: 'Система', [APPLICANT_ROLE]: 'Кандидат' };

/** The role's Russian title; an unknown id is shown as it is. */
export function roleTitle(id: string): string {
  return ROLES.find((r) => r.id === id)?.title ?? OTHER_ACTORS[id] ?? id;
}

/**
 * 'Кадрова Елена (HR-специалист)': who did something, in Russian only. The system and the candidate
 * are named once ('Система', 'Кандидат'), not 'Система (System)'.
 */
export function actorText(by: { name?: string | null; userId?: string; role?: string | null }): string {
  const title = by.role ? roleTitle(by.role) : '';
  const name = by.name?.trim() || (by.role && by.role in OTHER_ACTORS ? '' : (by.userId ?? ''));
  if (!name) return title;
  return title && title !== name ? `${name} (${title})` : name;
}
