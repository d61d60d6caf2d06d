import { SettingsRegular } from '@fluentui/react-icons';
import { Redirect } from 'wouter';
import { defineConsoleFeature } from '../../shell/feature';
import { BLACKLIST_PATH } from '../blacklist';
import { DICTIONARIES_PATH } from '../dictionaries';
import { NOTIFICATION_TEMPLATES_PATH } from '../notification-templates';
import { USERS_PATH } from '../users';
import { PositionsSettingsPage } from './PositionsSettingsPage';
import { RolesPage } from './RolesPage';

/** 'Настройки': positions and roles (spec part 1, section 8); the group also links the dictionaries. */
export const positionsConsoleFeature = defineConsoleFeature({
  name: 'positions',
  routes: [
    {
      path: '/protected/settings',
      area: 'settings',
      render: () => <Redirect to="/protected/settings/positions" replace />,
    },
    { path: '/protected/settings/positions', area: 'settings', render: () => <PositionsSettingsPage /> },
    { path: '/protected/settings/roles', area: 'settings', render: () => <RolesPage /> },
  ],
  snapshots: { position: () => <PositionsSettingsPage /> },
  menu: [
    {
      order: 90,
      entry: {
        kind: 'group',
        area: 'settings',
        label: 'Настройки',
        value: 'settings',
        testId: 'menu-item-settings',
        icon: SettingsRegular,
        items: [
          {
            label: 'Должности',
            path: '/protected/settings/positions',
            testId: 'menu-item-settings-positions',
          },
          { label: 'Роли', path: '/protected/settings/roles', testId: 'menu-item-settings-roles' },
          { label: 'Справочники', path: DICTIONARIES_PATH, testId: 'menu-item-settings-dictionaries' },
          { label: 'Чёрный список', path: BLACKLIST_PATH, testId: 'menu-item-settings-blacklist' },
          {
            label: 'Уведомления кандидатам',
            path: NOTIFICATION_TEMPLATES_PATH,
            testId: 'menu-item-settings-notifications',
            area: 'notificationTemplates',
          },
          { label: 'Сотрудники', path: USERS_PATH, testId: 'menu-item-settings-users', area: 'staff' },
        ],
      },
    },
  ],
});
