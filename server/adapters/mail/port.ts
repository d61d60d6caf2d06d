/** A file sent with an e-mail (a calendar invitation). */
export interface MailAttachment {
  filename: string;
  /** 'text/calendar; method=REQUEST' and the like. */
  contentType: string;
  content: string;
}

/** One plain-text e-mail. `purpose` is what the log may say about it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  purpose: string;
  attachments?: MailAttachment[];
  /**
   * The notification's id (issue 31): SMTP sends it as the Message-ID, and the outbox drops a second
   * message with a key it already took (a resend after a crash reaches the candidate once).
   */
  idempotencyKey?: string;
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  at: string;
  attachments?: MailAttachment[];
}

/** The mail port: the outbox (default, demo) or SMTP. */
export interface MailSender {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  /** Drops what the outbox keeps for this recipient (a candidate's erasure); others keep nothing. */
  forget(to: string): void;
  /** The outbox's recent messages, newest first; other adapters keep nothing. */
  recent(): SentMail[];
}

export class MailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/**
 * The sandbox's documented failure trigger (docs/integrations.md): an address whose local part starts
 * with 'bounce' is refused, so the demo shows an e-mail retrying and then failed.
 */
export const isSandboxBouncingEmail = (to: string) => /^bounce/i.test(to);

/** 'i***@example.com': what logs may say about an address. */
export function logMaskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}***${email.slice(at)}` : '***';
}
