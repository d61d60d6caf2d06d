import { defineConsoleFeature } from '../../shell/feature';
import { BlacklistSettingsPage } from './BlacklistSettingsPage';
import { BLACKLIST_PATH } from './paths';

/**
 * 'Настройки' → 'Чёрный список' (issue 15): the company's own blacklist. The entry in the side menu
 * sits in the settings group (features/positions/feature.tsx).
 */
export const blacklistConsoleFeature = defineConsoleFeature({
  name: 'blacklist',
  routes: [{ path: BLACKLIST_PATH, area: 'settings', render: () => <BlacklistSettingsPage /> }],
});
