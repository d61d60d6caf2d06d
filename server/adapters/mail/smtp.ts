import nodemailer from 'nodemailer';
import { MailDeliveryError, type MailSender } from './port';

export interface SmtpOptions {
  host: string;
  port: number;
  /** Implicit TLS (smtps://, usually port 465). Plain connections upgrade with STARTTLS when offered. */
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  timeoutMs?: number;
  /** For test servers with self-signed certificates only (`?insecure=1`). */
  rejectUnauthorized?: boolean;
}

/** smtp://user:pass@host:587 or smtps://user:pass@host:465 (user and password URL-encoded). */
export function parseSmtpUrl(url: string): Omit<SmtpOptions, 'from'> {
  const u = new URL(url);
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: Number(u.port || (secure ? 465 : 587)),
    secure,
    user: u.username ? decodeURIComponent(u.username) : undefined,
    pass: u.password ? decodeURIComponent(u.password) : undefined,
    rejectUnauthorized: u.searchParams.get('insecure') !== '1',
  };
}

/**
 * SMTP through nodemailer: STARTTLS when offered (implicit TLS for smtps), AUTH LOGIN, one
 * plain-text UTF-8 message per connection (no pool: candidate mail is rare).
 */
export function createSmtpSender(options: SmtpOptions): MailSender {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    auth: options.user ? { user: options.user, pass: options.pass ?? '' } : undefined,
    authMethod: 'LOGIN',
    name: 'localhost',
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    tls: { rejectUnauthorized: options.rejectUnauthorized ?? true, servername: options.host },
  });
  return {
    name: 'smtp',
    async send({ to, subject, text, attachments, idempotencyKey }) {
      try {
        await transport.sendMail({
          // The notification id as the Message-ID: a resend after a crash is the same message to a
          // receiving server that deduplicates by it.
          ...(idempotencyKey ? { messageId: `<${idempotencyKey}@${options.host}>` } : {}),
          ...(attachments
            ? {
                attachments: attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: a.content,
                })),
              }
            : {}),
          from: options.from,
          to,
          subject: subject.replace(/[\r\n]/g, ' '),
          // Mail lines end in CRLF (RFC 5322); base64 keeps them as given.
          text: text.replace(/\r?\n/g, '\r\n'),
          textEncoding: 'base64',
        });
      } catch (err) {
        // One error type for the callers, whatever nodemailer's code (EAUTH, ECONNECTION, ETLS…).
        const reason = err instanceof Error ? err.message : String(err);
        throw new MailDeliveryError(`SMTP failed: ${reason.slice(0, 200)}`);
      }
    },
    forget: () => {},
    recent: () => [],
  };
}
