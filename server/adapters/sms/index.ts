import type { Config } from '../../core/config';
import { createHttpSmsGateway } from './http-gateway';
import { createSmsOutbox } from './outbox';
import type { SmsSender } from './port';
import { log } from '../../core/logger';

export type { SmsSender, SmsMessage, SentSms } from './port';
export { SmsDeliveryError } from './port';

/**
 * The HTTP gateway when SMS_GATEWAY_URL is set, else the outbox. Its log line names the purpose and
 * the masked number, never the text: a code is never logged (the demo reads its codes at /demo/sms).
 */
export function openSmsSender(config: Config, clock: () => string): SmsSender {
  if (config.smsGatewayUrl)
    return createHttpSmsGateway({ url: config.smsGatewayUrl, token: config.smsGatewayToken });
  return createSmsOutbox({
    clock,
    log: (line) => log.info(line),
  });
}
