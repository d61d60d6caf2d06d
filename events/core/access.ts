import type { RoleId } from './roles';

/**
 * Who may open which area (spec part 1, section 6). The client hides menu entries and routes with
 * it; the server guards every API call with the same table, so hiding is never the only barrier.
 */
export interface AreaRule {
  deniedScopes?: RoleId[];
  permission?: string;
  /** Only these user ids (the 'Настройки' area); resolved from configuration. */
  allowedUserIdsKey?: 'settings';
  /**
   * Scopes that open the area to read although they lack its permission or are not on its user list:
   * the auditor (issue 28, item 5), whom the server lets change nothing anywhere.
   */
  readers?: RoleId[];
}

export const AREAS = {
  positions: { deniedScopes: ['HR'] },
  feedbacks: { deniedScopes: ['HR'] },
  selfemployed: { deniedScopes: ['HR'] },
  questionnaireLight: { permission: 'MANAGE_QUESTIONNAIRE_AL', readers: ['Auditor'] },
  // The candidate card: HR, store, unit and region directors work on it together (issue 12).
  questionnaire: {},
  // 'Поиск кандидата' (issue 24): HR reaches cards there, the spec hiding the lists from them; Admin
  // has it too. Directors search inside their lists (the search call itself is the card's area).
  candidateSearch: { deniedScopes: ['StoreDirector', 'UnitDirector', 'RegionDirector'] },
  calendar: { deniedScopes: ['HR', 'StoreDirector', 'UnitDirector', 'RegionDirector'] },
  basicVacancy: { deniedScopes: ['StoreDirector', 'UnitDirector', 'RegionDirector'] },
  vacancyTemplates: { deniedScopes: ['StoreDirector', 'UnitDirector', 'RegionDirector'] },
  dkmo: { deniedScopes: ['HR'] },
  // 'Настройки' (positions, roles, blacklist, dictionaries): the auditor reads them too, a position
  // being a record with a history (issue 28); staff accounts below stay Admin's.
  settings: { allowedUserIdsKey: 'settings', readers: ['Auditor'] },
  audit: { deniedScopes: ['StoreDirector', 'UnitDirector', 'RegionDirector'] },
  // Pending director approvals (issue 15): the directors they go to, and Admin.
  approvals: { deniedScopes: ['HR'] },
  // 'Настройки' → 'Уведомления кандидатам' (issue 31): Admin's (with the settings user list), read by the auditor.
  notificationTemplates: {
    deniedScopes: ['HR', 'StoreDirector', 'UnitDirector', 'RegionDirector'],
    allowedUserIdsKey: 'settings',
    readers: ['Auditor'],
  },
  // 'Настройки' → 'Сотрудники' (issue 23, item 5): staff accounts are Admin's only.
  staff: { deniedScopes: ['HR', 'StoreDirector', 'UnitDirector', 'RegionDirector', 'Auditor'] },
  // 'Воронка найма' (issue 29): every staff scope; directors see only their stores (server/features/funnel).
  funnel: {},
} satisfies Record<string, AreaRule>;

export type Area = keyof typeof AREAS;

export interface AccessSubject {
  userId: string;
  scope: string;
  permissions: string[];
}

export interface AccessConfig {
  settingsUserIds: string[];
}

export function canAccess(area: Area, who: AccessSubject, config: AccessConfig): boolean {
  const rule: AreaRule = AREAS[area];
  if (rule.deniedScopes?.includes(who.scope as RoleId)) return false;
  if (rule.readers?.includes(who.scope as RoleId)) return true;
  if (rule.permission && !who.permissions.includes(rule.permission)) return false;
  if (rule.allowedUserIdsKey === 'settings' && !config.settingsUserIds.includes(who.userId)) return false;
  return true;
}

/** HR lands on vacancy templates, everyone else on positions (spec part 1, section 2); the auditor too. */
export function landingRoute(scope: string): string {
  return scope === 'HR' ? '/protected/vacancy' : '/protected/positions';
}
