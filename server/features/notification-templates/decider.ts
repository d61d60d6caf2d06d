import {
  NOTIFICATION_MESSAGES,
  TEMPLATE_LIMITS,
  type NotificationChannel,
  type NotificationMoment,
} from '#events/notifications/api';
import { NOTIFICATION_TEMPLATE_KIND, type NotificationEvent } from '#events/notifications/events';
import { unknownPlaceholders } from '#events/notifications/render';
import type { Decider } from '../../core/decider';
import { ValidationError } from '../../core/errors';

type TemplateEvent = Extract<
  NotificationEvent,
  { type: 'NotificationTemplateSaved' | 'NotificationTemplateReset' }
>;

export interface NotificationTemplateState {
  /** The edited text, or null while the default one is in force. */
  edited: { subject: string; body: string } | null;
}

export type NotificationTemplateCommand =
  | {
      type: 'SaveNotificationTemplate';
      moment: NotificationMoment;
      channel: NotificationChannel;
      subject: string;
      body: string;
    }
  | { type: 'ResetNotificationTemplate'; moment: NotificationMoment; channel: NotificationChannel };

/** An SMS has no subject; an e-mail's subject is one line (never a header break). */
const subjectOf = (channel: NotificationChannel, subject: string) =>
  channel === 'sms' ? '' : subject.replace(/\s+/g, ' ').trim();

/** The rules of a template's text; the first problem is named with its field. */
function checkTemplate(
  moment: NotificationMoment,
  channel: NotificationChannel,
  subject: string,
  body: string,
) {
  if (!body.trim()) throw new ValidationError(NOTIFICATION_MESSAGES.bodyRequired, 'body');
  const bodyMax = channel === 'sms' ? TEMPLATE_LIMITS.smsBodyMax : TEMPLATE_LIMITS.bodyMax;
  if (body.length > bodyMax) throw new ValidationError(NOTIFICATION_MESSAGES.bodyTooLong(bodyMax), 'body');
  if (channel === 'email') {
    if (!subject) throw new ValidationError(NOTIFICATION_MESSAGES.subjectRequired, 'subject');
    if (subject.length > TEMPLATE_LIMITS.subjectMax)
      throw new ValidationError(`Тема письма — не длиннее ${TEMPLATE_LIMITS.subjectMax} символов`, 'subject');
    const [inSubject] = unknownPlaceholders(moment, subject);
    if (inSubject !== undefined)
      throw new ValidationError(NOTIFICATION_MESSAGES.unknownPlaceholder(inSubject), 'subject');
  }
  const [inBody] = unknownPlaceholders(moment, body);
  if (inBody !== undefined)
    throw new ValidationError(NOTIFICATION_MESSAGES.unknownPlaceholder(inBody), 'body');
}

/**
 * One moment × channel's template (stream `notification-template-{moment}.{channel}`): saved by
 * Admin with its rules checked, or reset to DEFAULT_TEMPLATES. Saving the text in force, or
 * resetting a template never edited, changes nothing.
 */
export const notificationTemplateDecider: Decider<
  NotificationTemplateState,
  NotificationTemplateCommand,
  TemplateEvent
> = {
  kind: NOTIFICATION_TEMPLATE_KIND,
  initialState: () => ({ edited: null }),
  evolve(_state, event) {
    switch (event.type) {
      case 'NotificationTemplateSaved':
        return { edited: { subject: event.data.subject, body: event.data.body } };
      case 'NotificationTemplateReset':
        return { edited: null };
    }
  },
  decide(command, state) {
    const { moment, channel } = command;
    if (command.type === 'ResetNotificationTemplate')
      return state.edited ? [{ type: 'NotificationTemplateReset', data: { moment, channel } }] : [];
    const subject = subjectOf(channel, command.subject);
    const body = command.body.trim();
    checkTemplate(moment, channel, subject, body);
    if (state.edited?.subject === subject && state.edited.body === body) return [];
    return [{ type: 'NotificationTemplateSaved', data: { moment, channel, subject, body } }];
  },
};
