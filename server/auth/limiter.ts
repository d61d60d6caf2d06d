import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../core/errors';

export interface LoginLimiter {
  /** Throws TooManyRequestsError when this login or this address tried too often. */
  check(login: string, address: string): Promise<void>;
  /** A successful login clears the per-login counter. */
  succeeded(login: string): Promise<void>;
}

export function createLoginLimiter(options: {
  perLogin: number;
  perAddress: number;
  windowSeconds: number;
}): LoginLimiter {
  const byLogin = new RateLimiterMemory({
    keyPrefix: 'login',
    points: options.perLogin,
    duration: options.windowSeconds,
  });
  const byAddress = new RateLimiterMemory({
    keyPrefix: 'addr',
    points: options.perAddress,
    duration: options.windowSeconds,
  });
  return {
    async check(login, address) {
      try {
        await byAddress.consume(address);
        await byLogin.consume(login.toLowerCase());
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const seconds = Math.ceil(err.msBeforeNext / 1000);
        throw new TooManyRequestsError(`Слишком много попыток входа. Повторите через ${seconds} с`, seconds);
      }
    },
    async succeeded(login) {
      await byLogin.delete(login.toLowerCase());
    },
  };
}
