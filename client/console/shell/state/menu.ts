import type { FluentIcon } from '@fluentui/react-icons';
import {
  BriefcaseRegular,
  CalendarLtrRegular,
  ClipboardTextLtrRegular,
  DocumentBulletListRegular,
  DocumentCopyRegular,
  PeopleTeamRegular,
  PersonRegular,
  QrCodeRegular,
  SettingsRegular,
} from '@fluentui/react-icons';
import type { Area } from '../../../../events/core/access';

export interface MenuLeaf {
  label: string;
  path: string;
  testId: string;
}

export type MenuEntry =
  | { kind: 'link'; area: Area; label: string; path: string; testId: string; icon: FluentIcon }
  | {
      kind: 'group';
      area: Area;
      label: string;
      value: string;
      testId: string;
      icon: FluentIcon;
      items: MenuLeaf[];
    };

/** The side menu (spec part 1, section 2, "Protected shell"). Each entry is hidden by its area rule. */
export const MENU: MenuEntry[] = [
  {
    kind: 'link',
    area: 'positions',
    label: 'Вакансии',
    path: '/protected/positions',
    testId: 'menu-item-positions',
    icon: BriefcaseRegular,
  },
  {
    kind: 'group',
    area: 'feedbacks',
    label: 'Анкеты',
    value: 'feedbacks',
    testId: 'menu-item-feedbacks',
    icon: ClipboardTextLtrRegular,
    items: [
      { label: 'Новые', path: '/protected/feedbacks/new', testId: 'menu-item-feedbacks-new' },
      { label: 'Трудоустроенные', path: '/protected/feedbacks/worked', testId: 'menu-item-feedbacks-worked' },
      { label: 'Отказ', path: '/protected/feedbacks/rejected', testId: 'menu-item-feedbacks-rejected' },
    ],
  },
  {
    kind: 'link',
    area: 'selfemployed',
    label: 'Самозанятые',
    path: '/protected/selfemployed/new',
    testId: 'menu-item-selfemployed',
    icon: PersonRegular,
  },
  {
    kind: 'group',
    area: 'questionnaireLight',
    label: 'Анкеты QR',
    value: 'questionnaireLight',
    testId: 'menu-item-questionnaireLight',
    icon: QrCodeRegular,
    items: [
      {
        label: 'Новые',
        path: '/protected/questionnaire-light-list/new',
        testId: 'menu-item-questionnaireLight-new',
      },
      {
        label: 'Согласованные',
        path: '/protected/questionnaire-light-list/accepted',
        testId: 'menu-item-questionnaireLight-accepted',
      },
      {
        label: 'Отказ',
        path: '/protected/questionnaire-light-list/rejected',
        testId: 'menu-item-questionnaireLight-rejected',
      },
    ],
  },
  {
    kind: 'link',
    area: 'calendar',
    label: 'Календарь',
    path: '/protected/calendar',
    testId: 'menu-item-calendar',
    icon: CalendarLtrRegular,
  },
  {
    kind: 'link',
    area: 'basicVacancy',
    label: 'Базовые шаблоны вакансий',
    path: '/protected/basic-vacancy',
    testId: 'menu-item-basicVacancy',
    icon: DocumentCopyRegular,
  },
  {
    kind: 'link',
    area: 'vacancyTemplates',
    label: 'Шаблоны вакансий',
    path: '/protected/vacancy',
    testId: 'menu-item-vacancyTemplates',
    icon: DocumentBulletListRegular,
  },
  {
    kind: 'link',
    area: 'dkmo',
    label: 'ДКМО',
    path: '/protected/dkmo',
    testId: 'menu-item-dkmo',
    icon: PeopleTeamRegular,
  },
  {
    kind: 'group',
    area: 'settings',
    label: 'Настройки',
    value: 'settings',
    testId: 'menu-item-settings',
    icon: SettingsRegular,
    items: [
      { label: 'Должности', path: '/protected/settings/positions', testId: 'menu-item-settings-positions' },
      { label: 'Роли', path: '/protected/settings/roles', testId: 'menu-item-settings-roles' },
    ],
  },
];

/** The menu entry (and its group) for a location: the longest path that prefixes it. */
export function activeMenuPath(location: string): { path?: string; group?: string } {
  let best: { path?: string; group?: string } = {};
  let bestLength = 0;
  const consider = (path: string, group?: string) => {
    const matches = location === path || location.startsWith(`${path}/`);
    if (matches && path.length > bestLength) {
      best = { path, group };
      bestLength = path.length;
    }
  };
  for (const entry of MENU) {
    if (entry.kind === 'link') consider(entry.path);
    else for (const item of entry.items) consider(item.path, entry.value);
  }
  return best;
}
