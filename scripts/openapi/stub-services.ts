import { loadConfig } from '#server/core/config';
import type { Services } from '#server/core/services';

/**
 * Services for building the routers without a server: the real configuration (routers read their
 * limits from it when built) and inert stand-ins for the rest. Handlers never run here.
 */
export function stubServices(): Services {
  const inert: unknown = new Proxy(function inert() {}, {
    get: (_target, key) => (key === 'then' ? undefined : inert),
    apply: () => inert,
  });
  const config = loadConfig({ DATA_DIR: '/nonexistent-openapi', QUIET: '1' });
  const known: Record<string, unknown> = { config, clock: () => '2026-01-01T00:00:00.000Z' };
  return new Proxy(known, {
    get: (target, key) =>
      typeof key === 'string' && key in target ? target[key] : key === 'then' ? undefined : inert,
  }) as unknown as Services;
}
