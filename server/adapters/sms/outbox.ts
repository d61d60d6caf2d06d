import { logMaskedPhone, type SentSms, type SmsSender } from './port';

const KEEP = 200;

/**
 * Keeps the last 200 messages in memory (shown on the demo-only page) and logs that a message went
 * out with the number masked. With `logText` (demo mode) the log line also carries the text, so the
 * one-time code can be read from the server log; in production it never does.
 */
export function createSmsOutbox(options: {
  clock: () => string;
  log?: (line: string) => void;
  logText?: boolean;
}): SmsSender {
  const sent: SentSms[] = [];
  return {
    name: 'outbox',
    async send({ phone, text, purpose, logText }) {
      sent.unshift({ to: phone, text, at: options.clock() });
      sent.length = Math.min(sent.length, KEEP);
      options.log?.(
        `SMS to ${logMaskedPhone(phone)}: ${purpose}${options.logText ? `: ${logText ?? text}` : ''}`,
      );
    },
    forget(to) {
      const kept = sent.filter((message) => message.to !== to);
      sent.splice(0, sent.length, ...kept);
    },
    recent: () => [...sent],
  };
}
