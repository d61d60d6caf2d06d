import { v5 as uuidv5 } from 'uuid';
import type { NotificationChannel } from '#events/notifications/api';

const NOTIFICATION_NAMESPACE = '5d0c2a8e-3f7b-4c19-9e61-2b8a4d7f0c35';

/**
 * A notification's id: derived from the event that caused it and the channel, so the reactor
 * replaying that event (a crash before its checkpoint) names the same stream and queues nothing twice.
 */
export const notificationIdOf = (causeEventId: string, channel: NotificationChannel): string =>
  uuidv5(`${causeEventId}:${channel}`, NOTIFICATION_NAMESPACE);

/** The id of one outcome event of one attempt: the same step recorded again is the same event. */
export const outcomeEventIdOf = (notificationId: string, attempt: number, step: string): string =>
  uuidv5(`${notificationId}:${attempt}:${step}`, NOTIFICATION_NAMESPACE);
