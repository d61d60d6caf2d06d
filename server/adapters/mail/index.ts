import type { Config } from '../../core/config';
import { createMailOutbox } from './outbox';
import type { MailSender } from './port';
import { createSmtpSender, parseSmtpUrl } from './smtp';
import { log } from '../../core/logger';

export type { MailSender, MailMessage, MailAttachment, SentMail } from './port';
export { MailDeliveryError } from './port';

/** SMTP when SMTP_URL is set, else the outbox. */
export function openMailSender(config: Config, clock: () => string): MailSender {
  if (config.smtpUrl) return createSmtpSender({ ...parseSmtpUrl(config.smtpUrl), from: config.mailFrom });
  return createMailOutbox({ clock, log: (line) => log.info(line) });
}
