import { defineConsoleFeature } from '../../shell/feature';
import { DictionariesSettingsPage } from './DictionariesSettingsPage';
import { DICTIONARIES_PATH } from './paths';

/**
 * 'Настройки' → 'Справочники': the profile form's dictionaries (issue 14, item 2). The entry in the
 * side menu sits in the settings group beside 'Должности' and 'Роли' (features/positions/feature.tsx).
 */
export const dictionariesConsoleFeature = defineConsoleFeature({
  name: 'dictionaries',
  routes: [
    {
      path: DICTIONARIES_PATH,
      area: 'settings',
      render: () => <DictionariesSettingsPage />,
    },
  ],
});
