import { DateTime } from 'luxon';
import {
  DEFAULT_TEMPLATES,
  QUIET_HOURS,
  type NotificationChannel,
  type NotificationMoment,
  type NotificationTemplate,
} from '#events/notifications/api';
import { renderTemplate, type PlaceholderValues } from '#events/notifications/render';

/** The interview a message names (invited, moved, cancelled). */
export interface InterviewFacts {
  startsAt: string;
  storeAddress: string;
}

export interface ComposeInput {
  moment: NotificationMoment;
  channel: NotificationChannel;
  /** The edited template, or null for DEFAULT_TEMPLATES. */
  template: NotificationTemplate | null;
  values: PlaceholderValues;
  /** The e-mail opt-out link (e-mail only). */
  optOutLink: string;
}

export const EMAIL_FOOTER = (link: string) =>
  `\n\n—\nВы получили это письмо, потому что откликнулись на вакансию. Отписаться от писем: ${link}`;

/** 'DD.MM.YYYY' and 'HH:mm' of an instant, Moscow time. */
export function moscowDateTime(iso: string): { interviewDate: string; interviewTime: string } {
  const at = DateTime.fromISO(iso, { zone: QUIET_HOURS.zone }).setLocale('ru');
  return { interviewDate: at.toFormat('dd.LL.yyyy'), interviewTime: at.toFormat('HH:mm') };
}

/**
 * A notification's subject and text: the template (edited or default) with the values, and for an
 * e-mail the opt-out footer. A refusal's templates have no reason placeholder, and no value carries
 * one: the internal reason never reaches the candidate.
 */
export function composeNotification(input: ComposeInput): { emailSubject: string; text: string } {
  const template = input.template ?? DEFAULT_TEMPLATES[input.moment][input.channel];
  const body = renderTemplate(template.body, input.values);
  if (input.channel === 'sms') return { emailSubject: '', text: body };
  return {
    emailSubject: renderTemplate(template.subject, input.values),
    text: `${body}${EMAIL_FOOTER(input.optOutLink)}`,
  };
}
