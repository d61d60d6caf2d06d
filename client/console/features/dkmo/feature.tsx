import { PeopleTeamRegular } from '@fluentui/react-icons';
import { Router } from 'wouter';
import { defineConsoleFeature } from '../../shell/feature';
import { DkmoPage } from './DkmoPage';

/** The store's collective material liability agreement, signed live (spec part 2; issue 27). */
export const dkmoConsoleFeature = defineConsoleFeature({
  name: 'dkmo',
  routes: [{ path: '/protected/dkmo/*?', area: 'dkmo', render: () => <DkmoPage /> }],
  // A store's DKMO is its stream's id: the page takes the store from `?storeId=`.
  snapshots: {
    dkmo: (id) => (
      <Router searchHook={() => `storeId=${encodeURIComponent(id)}`}>
        <DkmoPage />
      </Router>
    ),
  },
  menu: [
    {
      order: 80,
      entry: {
        kind: 'link',
        area: 'dkmo',
        label: 'ДКМО',
        path: '/protected/dkmo',
        testId: 'menu-item-dkmo',
        icon: PeopleTeamRegular,
      },
    },
  ],
});
