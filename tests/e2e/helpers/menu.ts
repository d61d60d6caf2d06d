/**
 * The side menu as each demo user must see it (spec part 1, section 6; rules in events/access.ts).
 * Kept as literal expectations on purpose: the test must not reuse the rule table it checks.
 */
export interface MenuEntryExpectation {
  testId: string;
  label: string;
  /** Where the entry (or the group's first sub-entry) leads. */
  path: string;
  /** Sub-entries of a collapsible group. */
  items?: { testId: string; label: string; path: string }[];
}

export const ENTRIES = {
  positions: { testId: 'menu-item-positions', label: 'Вакансии', path: '/protected/positions' },
  feedbacks: {
    testId: 'menu-item-feedbacks',
    label: 'Анкеты',
    path: '/protected/feedbacks/new',
    items: [
      { testId: 'menu-item-feedbacks-new', label: 'Новые', path: '/protected/feedbacks/new' },
      { testId: 'menu-item-feedbacks-worked', label: 'Трудоустроенные', path: '/protected/feedbacks/worked' },
      { testId: 'menu-item-feedbacks-rejected', label: 'Отказ', path: '/protected/feedbacks/rejected' },
    ],
  },
  approvals: { testId: 'menu-item-approvals', label: 'Согласования', path: '/protected/approvals' },
  candidateSearch: {
    testId: 'menu-item-candidateSearch',
    label: 'Поиск кандидата',
    path: '/protected/candidates',
  },
  selfemployed: {
    testId: 'menu-item-selfemployed',
    label: 'Самозанятые',
    path: '/protected/selfemployed/new',
  },
  questionnaireLight: {
    testId: 'menu-item-questionnaireLight',
    label: 'Анкеты QR',
    path: '/protected/questionnaire-light-list/new',
    items: [
      {
        testId: 'menu-item-questionnaireLight-new',
        label: 'Новые',
        path: '/protected/questionnaire-light-list/new',
      },
      {
        testId: 'menu-item-questionnaireLight-accepted',
        label: 'Согласованные',
        path: '/protected/questionnaire-light-list/accepted',
      },
      {
        testId: 'menu-item-questionnaireLight-rejected',
        label: 'Отказ',
        path: '/protected/questionnaire-light-list/rejected',
      },
    ],
  },
  calendar: { testId: 'menu-item-calendar', label: 'Календарь', path: '/protected/calendar' },
  basicVacancy: {
    testId: 'menu-item-basicVacancy',
    label: 'Базовые шаблоны вакансий',
    path: '/protected/basic-vacancy',
  },
  vacancyTemplates: {
    testId: 'menu-item-vacancyTemplates',
    label: 'Шаблоны вакансий',
    path: '/protected/vacancy',
  },
  dkmo: { testId: 'menu-item-dkmo', label: 'ДКМО', path: '/protected/dkmo' },
  // The verification of a signed document (issue 27, item 4): every staff member.
  verify: { testId: 'menu-item-verify', label: 'Проверка документа', path: '/protected/verify' },
  // The activity log (issue 28, item 3): the 'audit' area (Admin, HR).
  activity: { testId: 'menu-item-activity', label: 'Журнал действий', path: '/protected/audit' },
  // 'Воронка найма' (issue 29): every staff scope, directors seeing their stores only.
  funnel: { testId: 'menu-item-funnel', label: 'Воронка найма', path: '/protected/funnel' },
  settings: {
    testId: 'menu-item-settings',
    label: 'Настройки',
    path: '/protected/settings/positions',
    items: [
      { testId: 'menu-item-settings-positions', label: 'Должности', path: '/protected/settings/positions' },
      { testId: 'menu-item-settings-roles', label: 'Роли', path: '/protected/settings/roles' },
      {
        testId: 'menu-item-settings-dictionaries',
        label: 'Справочники',
        path: '/protected/settings/dictionaries',
      },
      {
        testId: 'menu-item-settings-blacklist',
        label: 'Чёрный список',
        path: '/protected/settings/blacklist',
      },
    ],
  },
} satisfies Record<string, MenuEntryExpectation>;

export type EntryName = keyof typeof ENTRIES;
export const ALL_ENTRIES = Object.keys(ENTRIES) as EntryName[];

export interface RoleCase {
  login: string;
  who: string;
  visible: EntryName[];
}

export const ROLE_CASES: RoleCase[] = [
  {
    login: 'admin',
    who: 'Admin, user 1001, MANAGE_QUESTIONNAIRE_AL',
    visible: ALL_ENTRIES,
  },
  {
    login: 'hr',
    who: 'HR, user 1002',
    visible: [
      'candidateSearch',
      'basicVacancy',
      'vacancyTemplates',
      'verify',
      'activity',
      'funnel',
      'settings',
    ],
  },
  {
    login: 'hr-al',
    who: 'HR, user 1006, MANAGE_QUESTIONNAIRE_AL',
    visible: [
      'questionnaireLight',
      'candidateSearch',
      'basicVacancy',
      'vacancyTemplates',
      'verify',
      'activity',
      'funnel',
    ],
  },
  {
    login: 'director',
    who: 'StoreDirector, store 10412',
    visible: ['positions', 'feedbacks', 'approvals', 'selfemployed', 'dkmo', 'verify', 'funnel'],
  },
  {
    login: 'unitdirector',
    who: 'UnitDirector',
    visible: ['positions', 'feedbacks', 'approvals', 'selfemployed', 'dkmo', 'verify', 'funnel'],
  },
  {
    login: 'regiondirector',
    who: 'RegionDirector',
    visible: ['positions', 'feedbacks', 'approvals', 'selfemployed', 'dkmo', 'verify', 'funnel'],
  },
];
