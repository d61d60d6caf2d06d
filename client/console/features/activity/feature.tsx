import { TextBulletListSquareClockRegular } from '@fluentui/react-icons';
import { defineConsoleFeature } from '../../shell/feature';
import { ActivityPage } from './ActivityPage';
import { ACTIVITY_PATH } from './api';

/** 'Журнал действий' (issue 28, item 3): the log of every event, for the audit area. */
export const activityConsoleFeature = defineConsoleFeature({
  name: 'activity',
  routes: [{ path: ACTIVITY_PATH, area: 'audit', render: () => <ActivityPage /> }],
  menu: [
    {
      order: 85,
      entry: {
        kind: 'link',
        area: 'audit',
        label: 'Журнал действий',
        path: ACTIVITY_PATH,
        testId: 'menu-item-activity',
        icon: TextBulletListSquareClockRegular,
      },
    },
  ],
});
