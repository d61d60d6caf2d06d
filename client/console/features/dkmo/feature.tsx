import { PeopleTeamRegular } from '@fluentui/react-icons';
import { defineConsoleFeature } from '../../shell/feature';
import { PlaceholderPage } from '../../shell/PlaceholderPage';

/** The store's collective liability agreement (spec part 2); a later issue builds it. */
export const dkmoConsoleFeature = defineConsoleFeature({
  name: 'dkmo',
  routes: [
    { path: '/protected/dkmo/*?', area: 'dkmo', render: () => <PlaceholderPage title="ДКМО" area="ДКМО" /> },
  ],
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
