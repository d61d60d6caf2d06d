import { boolean, enums, integer, nullable, object, string } from 'superstruct';
import type { EventOf, StoredEventOf } from '../core/typed';
import { NOTIFICATION_CHANNELS, NOTIFICATION_MOMENTS } from './api';

/** Streams: `notification-{id}` (one notification), `notification-template-{moment}.{channel}`, `notification-opt-out-{ref}`. */
export const NOTIFICATION_KIND = 'notification';
export const NOTIFICATION_TEMPLATE_KIND = 'notification-template';
export const NOTIFICATION_OPT_OUT_KIND = 'notification-opt-out';

const moment = enums(NOTIFICATION_MOMENTS);
const channel = enums(NOTIFICATION_CHANNELS);

export const NotificationEvents = {
  /** The outbox took a notification (personal: to, emailSubject, text, calendar; sealed with `subject`'s key). */
  NotificationQueued: object({
    id: string(),
    ref: string(),
    subject: string(),
    moment,
    channel,
    to: string(),
    emailSubject: string(),
    text: string(),
    calendar: nullable(string()),
    /** ISO: due time (later than now when quiet hours hold an SMS). */
    notBefore: string(),
    /** Held by quiet hours. */
    held: boolean(),
    causeEventId: string(),
  }),
  NotificationSent: object({ attempt: integer(), at: string() }),
  /** `retryAt` null: no more attempts (NOTIFICATION_MAX_ATTEMPTS reached). `error` holds no personal data. */
  NotificationFailed: object({ attempt: integer(), error: string(), retryAt: nullable(string()) }),
  /** Not sent: the candidate opted out of the channel before it was due. */
  NotificationSkipped: object({ reason: enums(['optedOut']) }),

  NotificationTemplateSaved: object({ moment, channel, subject: string(), body: string() }),
  /** Back to DEFAULT_TEMPLATES. */
  NotificationTemplateReset: object({ moment, channel }),

  /** From the candidate's opt-out link (no personal data: the ref names a questionnaire). */
  NotificationChannelOptedOut: object({ ref: string(), channel }),
};

export type NotificationEvent = EventOf<typeof NotificationEvents>;
export type StoredNotificationEvent = StoredEventOf<typeof NotificationEvents>;
