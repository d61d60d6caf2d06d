import { enums, integer, max, min, object, optional, string, type Infer } from 'superstruct';
import {
  DEFAULT_TEMPLATES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MOMENTS,
  type NotificationChannel,
  type NotificationMoment,
  type NotificationTemplateDoc,
} from './api';

/**
 * 'Настройки → Уведомления кандидатам' (issue 31, item 1): the API inputs of the template editor
 * and the opt-out link, and the view both the server and the console build from the read model.
 */

/** PUT /notification-templates/{moment}/{channel}, POST .../reset. */
export const NotificationTemplateParams = object({
  moment: enums(NOTIFICATION_MOMENTS),
  channel: enums(NOTIFICATION_CHANNELS),
});

/** The revision the editor loaded (-1: never edited); a stale one is refused with 409 and who changed it. */
const Revision = min(max(integer(), 1_000_000), -1);

/** Lengths and placeholders are the decider's rules (messages from NOTIFICATION_MESSAGES, naming the field). */
export const NotificationTemplateSaveInput = object({
  subject: optional(string()),
  body: string(),
  revision: Revision,
});
export type NotificationTemplateSaveInput = Infer<typeof NotificationTemplateSaveInput>;

export const NotificationTemplateResetInput = object({ revision: Revision });

/** What the settings page shows per moment × channel: the text in force and whether staff edited it. */
export interface NotificationTemplateView {
  /** `${moment}.${channel}` */
  id: string;
  moment: NotificationMoment;
  channel: NotificationChannel;
  subject: string;
  body: string;
  edited: boolean;
  /** The template stream's revision (-1: never edited): sent back with a save or a reset. */
  revision: number;
  updatedAt: string | null;
  updatedBy: { userId: string; name: string } | null;
}

export const templateIdOf = (moment: NotificationMoment, channel: NotificationChannel) =>
  `${moment}.${channel}`;

/** The view of an edited template, or of the default one at `revision` (after a reset, or never edited). */
export function notificationTemplateView(
  moment: NotificationMoment,
  channel: NotificationChannel,
  doc: NotificationTemplateDoc | null,
  revision = -1,
): NotificationTemplateView {
  const id = templateIdOf(moment, channel);
  if (doc) {
    const { subject, body, updatedAt, updatedBy } = doc;
    return { id, moment, channel, subject, body, edited: true, revision: doc.revision, updatedAt, updatedBy };
  }
  const { subject, body } = DEFAULT_TEMPLATES[moment][channel];
  return { id, moment, channel, subject, body, edited: false, revision, updatedAt: null, updatedBy: null };
}
