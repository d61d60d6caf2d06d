import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { defineConsoleFeature } from '../../shell/feature';
import { VerifyPage } from './pages/VerifyPage';

/**
 * Signing the hire's documents (issue 27, items 2-4): the signing block of the subscribe page
 * (exported through index.ts) and the verification page for every staff member.
 */
export const signingConsoleFeature = defineConsoleFeature({
  name: 'signing',
  routes: [{ path: '/protected/verify', area: 'questionnaire', render: () => <VerifyPage /> }],
  menu: [
    {
      order: 95,
      entry: {
        kind: 'link',
        area: 'questionnaire',
        label: 'Проверка документа',
        path: '/protected/verify',
        testId: 'menu-item-verify',
        icon: ShieldCheckmarkRegular,
      },
    },
  ],
});
