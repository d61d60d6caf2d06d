/** One plain-text e-mail. `purpose` is what the log may say about it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  purpose: string;
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  at: string;
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

/** 'i***@example.com': what logs may say about an address. */
export function logMaskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}***${email.slice(at)}` : '***';
}
