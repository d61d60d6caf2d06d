import { OneSError } from './port';
import { ODATA_PREFIX } from './sandbox/routes';

/**
 * The product's own address, for the HTTP adapter talking to the built-in sandbox: known once the
 * server listens (PORT=0 picks a free port; the demo seed and the reactors start before that).
 * Calls made before then wait for it, up to their timeout.
 */
export class OwnServer {
  private url: string | null = null;
  private readonly waiting = new Set<(url: string) => void>();

  listening(port: number, host: string): void {
    this.url = `http://${loopbackOf(host)}:${port}${ODATA_PREFIX}`;
    for (const resolve of this.waiting) resolve(this.url);
    this.waiting.clear();
  }

  /** Forgets a temporary address (the demo seed's own listener): calls wait for the server again. */
  forget(): void {
    this.url = null;
  }

  /** Whether the address is known (the server, or the demo seed's listener, listens). */
  get known(): boolean {
    return this.url !== null;
  }

  baseUrl(timeoutMs: number): Promise<string> {
    if (this.url !== null) return Promise.resolve(this.url);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(done);
        reject(
          new OneSError('unavailable', 'not-listening', '1С (песочница) недоступна: сервер еще не запущен'),
        );
      }, timeoutMs);
      timer.unref();
      const done = (url: string) => {
        clearTimeout(timer);
        resolve(url);
      };
      this.waiting.add(done);
    });
  }
}

/** Where this machine reaches a server listening on `host` (any address: the loopback). */
export function loopbackOf(host: string): string {
  if (host === '' || host === '0.0.0.0' || host === '::' || host === 'localhost') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
