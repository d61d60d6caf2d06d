import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../core/errors';
import type { LimitStore } from '../limits/store';

export interface LoginLimiter {
  /**
   * Throws TooManyRequestsError when this address tried too often (any logins); otherwise returns
   * how long to hold this attempt back (ms): wrong passwords for this login from this address slow
   * its next attempts down, but never lock anyone out, so failures from other addresses cannot
   * keep a member of staff from signing in.
   */
  check(login: string, address: string): Promise<number>;
  /** A wrong login or password from this address. */
  failed(login: string, address: string): Promise<void>;
  /** A successful login clears this login's slowdown for this address. */
  succeeded(login: string, address: string): Promise<void>;
}

export interface LoginLimits {
  /** Wrong attempts per login and address before each further one is held back. */
  perLogin: number;
  /** Attempts per address (any logins) within the window: then 429. */
  perAddress: number;
  windowSeconds: number;
  /** The first hold-back; it doubles with each further wrong attempt, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Counted in the shared limit store (server/limits), so N nodes give an address N times nothing: the
 * limits hold in total. When the store fails, `check` rejects with a 503 (LimitStoreUnavailableError)
 * and the login is refused: closed, never open.
 */
export function createLoginLimiter(store: LimitStore, options: LoginLimits): LoginLimiter {
  const byAddress = store.limit({
    keyPrefix: 'addr',
    points: options.perAddress,
    duration: options.windowSeconds,
  });
  // Counts wrong attempts only; never refuses (points far above any real count).
  const failures = store.limit({
    keyPrefix: 'login-addr',
    points: Number.MAX_SAFE_INTEGER,
    duration: options.windowSeconds,
  });
  const keyOf = (login: string, address: string) => `${login.trim().toLowerCase()}|${address}`;
  return {
    async check(login, address) {
      try {
        await byAddress.consume(address);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const seconds = Math.ceil(err.msBeforeNext / 1000);
        throw new TooManyRequestsError(`Слишком много попыток входа. Повторите через ${seconds} с`, seconds);
      }
      const wrong = (await failures.get(keyOf(login, address)))?.consumedPoints ?? 0;
      const over = wrong - options.perLogin;
      return over < 0 ? 0 : Math.min(options.baseDelayMs * 2 ** over, options.maxDelayMs);
    },
    async failed(login, address) {
      await failures.consume(keyOf(login, address));
    },
    async succeeded(login, address) {
      await failures.delete(keyOf(login, address));
    },
  };
}
