import type { NewEvent } from '#events/core/envelope';
import { NOTIFICATION_KIND, type NotificationEvent } from '#events/notifications/events';
import { metaOf } from '../../core/decider';
import type { Services } from '../../core/services';
import { WrongExpectedRevisionError, type ExpectedRevision } from '../../eventstore/port';

export const NOTIFICATIONS_ACTOR = { userId: 'system', role: 'System', name: 'Уведомления' };

export const notificationStream = (id: string) => `${NOTIFICATION_KIND}-${id}`;

/**
 * Appends one event of a notification with the revision its writer saw ('no stream' for the
 * queueing): false when someone got there first (a replay, another attempt), which is no error.
 * The event's id is derived, so the same step written again is kept once.
 */
export async function appendNotificationEvent(
  s: Services,
  id: string,
  eventId: string,
  event: NotificationEvent,
  expected: ExpectedRevision,
  cause?: { id: string; correlationId?: string },
): Promise<boolean> {
  const meta = metaOf({
    now: s.clock(),
    newId: s.newId,
    actor: NOTIFICATIONS_ACTOR,
    correlationId: cause?.correlationId ?? id,
    causationId: cause?.id ?? id,
  });
  const stored: NewEvent = { id: eventId, type: event.type, data: event.data, meta };
  try {
    await s.bus.store.append(notificationStream(id), [stored], expected);
    return true;
  } catch (err) {
    if (err instanceof WrongExpectedRevisionError) return false;
    throw err;
  }
}
