import { defineEventFeature } from '../core/feature';
import { valueAt } from '../core/personal';
import { NOTIFICATION_OPT_OUTS, NOTIFICATION_TEMPLATES, NOTIFICATIONS } from './api';
import { NotificationEvents } from './events';

/** A notification belongs to the candidate it is sent to (the subject its event names). */
function subjectOfQueued(data: unknown): string | undefined {
  const subject = valueAt(data, 'subject');
  return typeof subject === 'string' && subject ? subject : undefined;
}

export const notificationsEventFeature = defineEventFeature({
  name: 'notifications',
  events: NotificationEvents,
  collections: [NOTIFICATIONS, NOTIFICATION_TEMPLATES, NOTIFICATION_OPT_OUTS],
  personal: {
    NotificationQueued: { fields: ['to', 'emailSubject', 'text', 'calendar'], subjectOf: subjectOfQueued },
  },
});
