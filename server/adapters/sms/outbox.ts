import { logMaskedPhone, type SentSms, type SmsSender } from './port';

const KEEP = 200;

/**
 * Keeps the last 200 messages in memory (shown on the demo-only page) and logs that a message went
 * out, with the number masked and without its text.
 */
export function createSmsOutbox(options: { clock: () => string; log?: (line: string) => void }): SmsSender {
  const sent: SentSms[] = [];
  return {
    name: 'outbox',
    async send({ phone, text, purpose }) {
      sent.unshift({ to: phone, text, at: options.clock() });
      sent.length = Math.min(sent.length, KEEP);
      options.log?.(`SMS to ${logMaskedPhone(phone)}: ${purpose}`);
    },
    recent: () => [...sent],
  };
}
