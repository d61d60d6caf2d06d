import { PeopleTeamRegular } from '@fluentui/react-icons';
import { defineConsoleFeature } from '../../shell/feature';
import { DkmoPage } from './DkmoPage';

/** The store's collective material liability agreement, signed live (spec part 2; issue 27). */
export const dkmoConsoleFeature = defineConsoleFeature({
  name: 'dkmo',
  routes: [{ path: '/protected/dkmo/*?', area: 'dkmo', render: () => <DkmoPage /> }],
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
