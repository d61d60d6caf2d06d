import {
  NOTIFICATION_TEMPLATES,
  type NotificationChannel,
  type NotificationMoment,
  type NotificationTemplateDoc,
} from '#events/notifications/api';
import { notificationTemplateView, type NotificationTemplateView } from '#events/notifications/templates';
import { apiCall } from '../../shell/http';

/** 'Настройки → Уведомления кандидатам' (server/features/notification-templates/routes.ts). */

export { NOTIFICATION_TEMPLATES };
export type { NotificationTemplateView };

export function listNotificationTemplates(): Promise<{ list: NotificationTemplateView[] }> {
  return apiCall('/notification-templates', undefined, { method: 'GET' });
}

const pathOf = (moment: NotificationMoment, channel: NotificationChannel) =>
  `/notification-templates/${moment}/${channel}`;

export function saveNotificationTemplate(
  view: NotificationTemplateView,
  text: { subject: string; body: string },
): Promise<{ template: NotificationTemplateView }> {
  return apiCall(pathOf(view.moment, view.channel), { ...text, revision: view.revision }, { method: 'PUT' });
}

export function resetNotificationTemplate(
  view: NotificationTemplateView,
): Promise<{ template: NotificationTemplateView }> {
  return apiCall(`${pathOf(view.moment, view.channel)}/reset`, { revision: view.revision });
}

/** A pushed document as the page shows it (a reset deletes the document: the list is fetched again). */
export const templateViewOfDoc = (doc: NotificationTemplateDoc): NotificationTemplateView =>
  notificationTemplateView(doc.moment, doc.channel, doc);
