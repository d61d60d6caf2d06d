import { CalendarLtrRegular } from '@fluentui/react-icons';
import { defineConsoleFeature } from '../../shell/feature';
import { CalendarPage } from './pages/CalendarPage';

/** The calendar of interviews and meetings (spec part 1, section 6). */
export const meetingsConsoleFeature = defineConsoleFeature({
  name: 'meetings',
  routes: [{ path: '/protected/calendar', area: 'calendar', render: () => <CalendarPage /> }],
  menu: [
    {
      order: 50,
      entry: {
        kind: 'link',
        area: 'calendar',
        label: 'Календарь',
        path: '/protected/calendar',
        testId: 'menu-item-calendar',
        icon: CalendarLtrRegular,
      },
    },
  ],
});
