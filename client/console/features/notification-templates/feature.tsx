import { defineConsoleFeature } from '../../shell/feature';
import { NotificationTemplatesPage } from './NotificationTemplatesPage';
import { NOTIFICATION_TEMPLATES_PATH } from './paths';

/**
 * 'Настройки' → 'Уведомления кандидатам' (issue 31, item 1): the texts candidates get at each moment.
 * The entry in the side menu sits in the settings group (features/positions/feature.tsx).
 */
export const notificationTemplatesConsoleFeature = defineConsoleFeature({
  name: 'notification-templates',
  routes: [
    {
      path: NOTIFICATION_TEMPLATES_PATH,
      area: 'notificationTemplates',
      render: () => <NotificationTemplatesPage />,
    },
  ],
});
