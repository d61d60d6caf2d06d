import type { Config } from '../../core/config';
import { createHttpSmsGateway } from './http-gateway';
import { createSmsOutbox } from './outbox';
import type { SmsSender } from './port';

export type { SmsSender, SmsMessage, SentSms } from './port';
export { SmsDeliveryError } from './port';

/** The HTTP gateway when SMS_GATEWAY_URL is set, else the outbox (its log shows the codes in demo mode only). */
export function openSmsSender(config: Config, clock: () => string): SmsSender {
  if (config.smsGatewayUrl)
    return createHttpSmsGateway({ url: config.smsGatewayUrl, token: config.smsGatewayToken });
  return createSmsOutbox({
    clock,
    log: config.quiet ? undefined : (line) => console.log(line),
    logText: config.mode === 'demo',
  });
}
