import { CheckmarkStarburstRegular } from '@fluentui/react-icons';
import { defineConsoleFeature } from '../../shell/feature';
import { PendingBadge } from './components/PendingBadge';
import { PendingApprovalsPage } from './pages/PendingApprovalsPage';

/**
 * The director's approval of hires (issue 15): the agreement block of the card (exported through
 * index.ts) and, for directors and Admin, the live list of requests waiting for them with a menu badge.
 */
export const approvalConsoleFeature = defineConsoleFeature({
  name: 'approval',
  routes: [{ path: '/protected/approvals', area: 'approvals', render: () => <PendingApprovalsPage /> }],
  menu: [
    {
      order: 25,
      entry: {
        kind: 'link',
        area: 'approvals',
        label: 'Согласования',
        path: '/protected/approvals',
        testId: 'menu-item-approvals',
        icon: CheckmarkStarburstRegular,
        badge: PendingBadge,
      },
    },
  ],
});
