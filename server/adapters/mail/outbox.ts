import {
  isSandboxBouncingEmail,
  logMaskedEmail,
  MailDeliveryError,
  type MailSender,
  type SentMail,
} from './port';

const KEEP = 200;
/** Idempotency keys remembered (a resend comes within minutes of the first send). */
const KEYS_KEPT = 50_000;

/**
 * Keeps the last 200 e-mails in memory (demo-only page) and logs a masked line per message. A message
 * whose idempotency key the outbox already took is dropped; an address starting with 'bounce' is
 * refused, as a mail server would refuse an unknown mailbox (the demo's failing e-mail).
 */
export function createMailOutbox(options: { clock: () => string; log?: (line: string) => void }): MailSender {
  const sent: SentMail[] = [];
  const keys = new Set<string>();
  return {
    name: 'outbox',
    async send({ to, subject, text, purpose, attachments, idempotencyKey }) {
      if (idempotencyKey && keys.has(idempotencyKey)) return;
      if (isSandboxBouncingEmail(to))
        throw new MailDeliveryError('Почтовый ящик не найден (песочница: адрес на bounce)');
      if (idempotencyKey) {
        keys.add(idempotencyKey);
        if (keys.size > KEYS_KEPT) keys.delete(keys.values().next().value as string);
      }
      sent.unshift({ to, subject, text, at: options.clock(), ...(attachments ? { attachments } : {}) });
      sent.length = Math.min(sent.length, KEEP);
      options.log?.(`Mail to ${logMaskedEmail(to)}: ${purpose}`);
    },
    forget(to) {
      const kept = sent.filter((message) => message.to !== to);
      sent.splice(0, sent.length, ...kept);
    },
    recent: () => [...sent],
  };
}
