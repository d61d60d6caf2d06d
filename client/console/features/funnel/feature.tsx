import { lazy, Suspense } from 'react';
import { Spinner } from '@fluentui/react-components';
import { DataFunnelRegular } from '@fluentui/react-icons';
import { FUNNEL_PATH } from '#events/funnel/api';
import { defineConsoleFeature } from '../../shell/feature';
import { StuckBadge } from './stuck/StuckBadge';

// The charts are big: the page and its chart library load when it is opened.
const FunnelPage = lazy(() => import('./FunnelPage').then((m) => ({ default: m.FunnelPage })));

/** 'Воронка найма' (issue 29): the live hiring funnel of the stores the viewer may see. */
export const funnelConsoleFeature = defineConsoleFeature({
  name: 'funnel',
  routes: [
    {
      path: FUNNEL_PATH,
      area: 'funnel',
      render: () => (
        <Suspense fallback={<Spinner label="Загрузка…" />}>
          <FunnelPage />
        </Suspense>
      ),
    },
  ],
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
