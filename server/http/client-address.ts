import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import proxyaddr from 'proxy-addr';

/**
 * Which proxies may tell us the client's address (TRUSTED_PROXIES): IP addresses and CIDR ranges
 * (`10.0.0.5, 10.1.0.0/16`), proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`), or a
 * number of proxy hops in front of the server. Empty: X-Forwarded-For is ignored entirely.
 */
export type TrustedProxies = { hops: number } | { addresses: string[] } | null;

export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) > 0 ? { hops: Number(text) } : null;
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  proxyaddr.compile(addresses); // throws on a malformed entry: a configuration error at start
  return { addresses };
}

/**
 * The client's address: the socket's peer, or, behind trusted proxies, the rightmost address of
 * X-Forwarded-For that is not one of them (proxy-addr's rule). A client can prepend anything to the
 * header, so the leftmost entries are never believed; with no trusted proxy the header is ignored.
 */
export function clientAddressOf(req: IncomingMessage, trusted: TrustedProxies): string {
  const socketAddress = req.socket.remoteAddress ?? '';
  if (!trusted) return socketAddress;
  if ('hops' in trusted) return proxyaddr(req, (_address, hop) => hop < trusted.hops);
  return proxyaddr(req, proxyaddr.compile(trusted.addresses));
}

/** Sets `ctx.ip` (used by every rate limit) to the client address by the rule above. */
export function clientAddress(trusted: TrustedProxies): Middleware {
  return async (ctx, next) => {
    ctx.request.ip = clientAddressOf(ctx.req, trusted);
    await next();
  };
}
