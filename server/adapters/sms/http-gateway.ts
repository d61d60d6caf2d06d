import { SmsDeliveryError, type SmsSender } from './port';

/** An HTTP SMS gateway: POST {phone, text} as JSON with a bearer token; any 2xx is a success. */
export function createHttpSmsGateway(options: {
  url: string;
  token?: string;
  timeoutMs?: number;
}): SmsSender {
  return {
    name: 'http',
    async send({ phone, text, idempotencyKey }) {
      let res: Response;
      try {
        res = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            // The gateway drops a second message with a key it already took (a resend after a crash).
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          body: JSON.stringify({ phone, text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new SmsDeliveryError(
          `SMS gateway unreachable: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      // Drain the body so the connection is released; its content is not needed.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new SmsDeliveryError(`SMS gateway answered ${res.status}`);
    },
    forget: () => {},
    recent: () => [],
  };
}
