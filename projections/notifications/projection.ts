import { parseStreamId } from '#events/core/envelope';
import { NOTIFICATIONS, NOTIFICATION_MAX_ATTEMPTS, type NotificationDoc } from '#events/notifications/api';
import {
  NOTIFICATION_KIND,
  NotificationEvents,
  type StoredNotificationEvent,
} from '#events/notifications/events';
import { defineProjection, type Stored } from '../core/types';

/** The personal fields of a notification: erased with the candidate. */
export const NOTIFICATION_PERSONAL_FIELDS = ['to', 'emailSubject', 'text', 'calendar'] as const;

/**
 * Read model `notifications`: one document per notification (`notification-{id}`), the outbox the
 * dispatcher works from (status + notBefore) and the card's source (ref).
 */
export const notificationsProjection = defineProjection({
  name: NOTIFICATIONS.name,
  events: NotificationEvents,
  collection: NOTIFICATIONS,
  // Read by pages (the dispatcher: one status by notBefore; a card's history: one ref), never
  // counted: no counts per key to keep on every event.
  indexes: [
    { fields: ['status'], sort: { notBefore: 1 }, counts: false },
    { fields: ['ref'], sort: { queuedAt: -1 }, counts: false },
  ],
  keysOf: (event) => {
    const { kind, id } = parseStreamId(event.streamId);
    return kind === NOTIFICATION_KIND ? [id] : [];
  },
  personal: true,
  // Each notification stream is sealed with its candidate's key, so an erasure reaches it.
  erase: { kind: NOTIFICATION_KIND, fields: NOTIFICATION_PERSONAL_FIELDS },
  apply: (doc, event, id) => nextNotification(doc, event, id),
});

/** The pure step of the read model (the card's projection reuses it). */
export function nextNotification(
  doc: Stored<NotificationDoc> | NotificationDoc | null,
  event: StoredNotificationEvent,
  id: string,
): NotificationDoc | null {
  const revision = event.revision;
  if (event.type === 'NotificationQueued') {
    const d = event.data;
    return {
      ...{ id, ref: d.ref, subject: d.subject, moment: d.moment, channel: d.channel, to: d.to },
      ...{ emailSubject: d.emailSubject, text: d.text, calendar: d.calendar },
      status: d.held ? 'held' : 'queued',
      ...{ attempts: 0, notBefore: d.notBefore, lastError: null, queuedAt: event.meta.occurredAt },
      ...{ sentAt: null, causeEventId: d.causeEventId, revision },
    };
  }
  if (!doc) return null;
  switch (event.type) {
    case 'NotificationSent':
      return { ...doc, status: 'sent', attempts: event.data.attempt, sentAt: event.data.at, revision };
    case 'NotificationFailed': {
      const { attempt, error, retryAt } = event.data;
      const done = retryAt === null || attempt >= NOTIFICATION_MAX_ATTEMPTS;
      return {
        ...doc,
        status: done ? 'failed' : 'retrying',
        attempts: attempt,
        lastError: error,
        notBefore: retryAt ?? doc.notBefore,
        revision,
      };
    }
    case 'NotificationSkipped':
      return { ...doc, status: 'optedOut', revision };
    default:
      return doc;
  }
}
