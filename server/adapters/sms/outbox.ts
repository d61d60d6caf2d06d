import {
  logMaskedPhone,
  SANDBOX_FAILING_PHONE_SUFFIX,
  SmsDeliveryError,
  type SentSms,
  type SmsSender,
} from './port';

const KEEP = 200;
/** Idempotency keys remembered (a resend comes within minutes of the first send). */
const KEYS_KEPT = 50_000;

/**
 * Keeps the last 200 messages in memory (shown on the demo-only page) and logs that a message went
 * out with the number masked. With `logText` (demo mode) the log line also carries the text, so the
 * one-time code can be read from the server log; in production it never does. A message whose
 * idempotency key the outbox already took is dropped (as the gateway does); a number ending in
 * SANDBOX_FAILING_PHONE_SUFFIX fails, as an unreachable operator would.
 */
export function createSmsOutbox(options: {
  clock: () => string;
  log?: (line: string) => void;
  logText?: boolean;
}): SmsSender {
  const sent: SentSms[] = [];
  const keys = new Set<string>();
  return {
    name: 'outbox',
    async send({ phone, text, purpose, logText, idempotencyKey }) {
      if (idempotencyKey && keys.has(idempotencyKey)) return;
      if (phone.endsWith(SANDBOX_FAILING_PHONE_SUFFIX))
        throw new SmsDeliveryError('Оператор не отвечает (песочница: номер на 4040)');
      if (idempotencyKey) {
        keys.add(idempotencyKey);
        if (keys.size > KEYS_KEPT) keys.delete(keys.values().next().value as string);
      }
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
