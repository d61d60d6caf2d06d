import { logMaskedEmail, type MailSender, type SentMail } from './port';

const KEEP = 200;

/** Keeps the last 200 e-mails in memory (demo-only page) and logs a masked line per message. */
export function createMailOutbox(options: { clock: () => string; log?: (line: string) => void }): MailSender {
  const sent: SentMail[] = [];
  return {
    name: 'outbox',
    async send({ to, subject, text, purpose }) {
      sent.unshift({ to, subject, text, at: options.clock() });
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
