import { DataFunnelRegular } from '@fluentui/react-icons';
import { FUNNEL_PATH } from '../../../../events/funnel/api';
import { defineConsoleFeature } from '../../shell/feature';
import { FunnelPage } from './FunnelPage';
import { StuckBadge } from './stuck/StuckBadge';

/** 'Воронка найма' (issue 29): the live hiring funnel of the stores the viewer may see. */
export const funnelConsoleFeature = defineConsoleFeature({
  name: 'funnel',
  routes: [{ path: FUNNEL_PATH, area: 'funnel', render: () => <FunnelPage /> }],
  menu: [
    {
      order: 82,
      entry: {
        kind: 'link',
        area: 'funnel',
        label: 'Воронка найма',
        path: FUNNEL_PATH,
        testId: 'menu-item-funnel',
        icon: DataFunnelRegular,
        badge: StuckBadge,
      },
    },
  ],
});
