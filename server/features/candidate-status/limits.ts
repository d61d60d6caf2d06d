import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Limit } from '../../limits/store';
import { CANDIDATE_LIMIT_MESSAGE } from '../questionnaire-light/index';
import { TooManyRequestsError } from '../../core/errors';

/** The data calls past the gate per address per hour: ten times the gate's, as the own link's. */
export const DATA_CALLS_FACTOR = 10;

/** One point of `limiter` for `key`, or 429 with the wait. */
export async function take(limiter: Limit, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    throw new TooManyRequestsError(CANDIDATE_LIMIT_MESSAGE, Math.ceil(err.msBeforeNext / 1000));
  }
}
