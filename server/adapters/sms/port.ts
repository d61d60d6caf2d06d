/** One SMS. `purpose` is what the log may say about it; the text (a code) is never logged. */
export interface SmsMessage {
  /** 11 digits, starting with 7. */
  phone: string;
  text: string;
  purpose: string;
  /** What a demo log may show instead of `text` (a text naming a candidate must not reach a log). */
  logText?: string;
  /**
   * The notification's id (issue 31): a gateway or the outbox that already took a message with this
   * key drops the second one, so a resend after a crash between the send and its record reaches the
   * candidate once.
   */
  idempotencyKey?: string;
}

export interface SentSms {
  to: string;
  text: string;
  at: string;
}

/** The SMS port: the outbox (default, demo) or an HTTP gateway. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  /** Drops what the outbox keeps for this recipient (a candidate's erasure); others keep nothing. */
  forget(to: string): void;
  /** The outbox's recent messages, newest first; other adapters keep nothing. */
  recent(): SentSms[];
}

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * The sandbox's documented failure trigger (docs/integrations.md): a number ending in 4040 is one
 * the operator never reaches, so the demo shows a notification retrying and then failed.
 */
export const SANDBOX_FAILING_PHONE_SUFFIX = '4040';

/** '+7******1234': what logs may say about a phone number. */
export function logMaskedPhone(digits: string): string {
  return `+${digits.slice(0, 1)}******${digits.slice(-4)}`;
}
