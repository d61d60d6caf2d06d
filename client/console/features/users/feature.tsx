import { defineConsoleFeature } from '../../shell/feature';
import { USERS_PATH } from './paths';
import { UsersSettingsPage } from './UsersSettingsPage';

/**
 * 'Настройки' → 'Сотрудники' (issue 23, item 5): staff accounts, Admin only. The entry in the side
 * menu sits in the settings group (features/positions/feature.tsx), shown to Admin only.
 */
export const usersConsoleFeature = defineConsoleFeature({
  name: 'users',
  routes: [{ path: USERS_PATH, area: 'staff', render: () => <UsersSettingsPage /> }],
});
