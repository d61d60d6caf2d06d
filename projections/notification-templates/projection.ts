import {
  NOTIFICATION_OPT_OUTS,
  NOTIFICATION_TEMPLATES,
  type NotificationOptOutDoc,
  type NotificationTemplateDoc,
} from '#events/notifications/api';
import { NotificationEvents } from '#events/notifications/events';
import { templateIdOf } from '#events/notifications/templates';
import { defineProjection } from '../core/types';

const { NotificationTemplateSaved, NotificationTemplateReset, NotificationChannelOptedOut } =
  NotificationEvents;

/**
 * Read model `notificationTemplates`: one document per edited moment × channel. A reset deletes it,
 * so the outbox (server/features/notifications) uses DEFAULT_TEMPLATES again, as the contract says.
 */
export const notificationTemplatesProjection = defineProjection({
  name: NOTIFICATION_TEMPLATES.name,
  events: { NotificationTemplateSaved, NotificationTemplateReset },
  collection: NOTIFICATION_TEMPLATES,
  keysOf: (event) => [templateIdOf(event.data.moment, event.data.channel)],
  apply(_doc, event, id): NotificationTemplateDoc | null {
    if (event.type === 'NotificationTemplateReset') return null;
    const { moment, channel, subject, body } = event.data;
    const actor = event.meta.actor;
    return {
      id,
      moment,
      channel,
      subject,
      body,
      revision: event.revision,
      updatedAt: event.meta.occurredAt,
      updatedBy: { userId: actor.userId, name: actor.name ?? '' },
    };
  },
});

/** Read model `notificationOptOuts`: a candidate's opt-outs by ref; the outbox skips those channels. */
export const notificationOptOutsProjection = defineProjection({
  name: NOTIFICATION_OPT_OUTS.name,
  events: { NotificationChannelOptedOut },
  collection: NOTIFICATION_OPT_OUTS,
  keysOf: (event) => [event.data.ref],
  apply(doc, event, id): NotificationOptOutDoc {
    return {
      id,
      sms: doc?.sms ?? false,
      email: doc?.email ?? false,
      [event.data.channel]: true,
      updatedAt: event.meta.occurredAt,
    };
  },
});
