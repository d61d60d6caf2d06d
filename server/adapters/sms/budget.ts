import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../core/errors';
import type { LimitStore } from '../../limits/store';

export const SMS_BUDGET_MESSAGE = 'Отправка СМС временно недоступна, попробуйте позже';

/** How many SMS the whole service may send in an hour, and where the alert goes. */
export interface SmsBudgetOptions {
  perHour: number;
  alert: (line: string) => void;
}

/**
 * A global SMS budget per hour: a flood of code requests (many phones, many addresses) costs money
 * and widens the guessing window, so past the budget sends are refused for everyone until the hour
 * turns, and one alert line per hour tells the operators (from each node that refuses). Counted in
 * the shared limit store, so the budget is the whole service's, whatever the number of nodes.
 */
export function createSmsBudget(store: LimitStore, options: SmsBudgetOptions): { take(): Promise<void> } {
  const hourly = store.limit({ keyPrefix: 'sms-all', points: options.perHour, duration: 3600 });
  let alertedUntil = 0;
  return {
    async take() {
      try {
        await hourly.consume('all');
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        if (Date.now() > alertedUntil) {
          alertedUntil = Date.now() + err.msBeforeNext;
          options.alert(
            `[sms] ALERT: the hourly SMS budget of ${options.perHour} is used up; sends are refused for ${Math.ceil(err.msBeforeNext / 60_000)} min`,
          );
        }
        throw new TooManyRequestsError(SMS_BUDGET_MESSAGE, Math.ceil(err.msBeforeNext / 1000));
      }
    },
  };
}
