import { APPROVAL_CODE, APPROVAL_MESSAGES } from '../../../events/approval/events';
import { TooManyRequestsError } from '../../core/errors';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The resend limits of one questionnaire's approval codes: a new code 60 s after the last at the
 * earliest, at most 5 an hour and 10 a day. With 5 attempts per code that is at most 50 guesses of
 * 10 000 codes a day; the service-wide SMS budget (server/adapters/sms/budget.ts) comes on top.
 */
export function assertMaySend(sends: readonly string[], now: number): void {
  const times = sends.map((at) => Date.parse(at));
  const last = times.at(-1);
  const wait =
    last === undefined ? 0 : Math.ceil((last + APPROVAL_CODE.resendAfterSeconds * 1000 - now) / 1000);
  if (wait > 0) throw new TooManyRequestsError(APPROVAL_MESSAGES.resendIn(wait), wait);
  const within = (period: number) => times.filter((at) => at + period > now);
  const check = (period: number, limit: number, message: string) => {
    const recent = within(period);
    const oldest = recent[0];
    if (recent.length >= limit && oldest !== undefined)
      throw new TooManyRequestsError(message, Math.ceil((oldest + period - now) / 1000));
  };
  check(HOUR_MS, APPROVAL_CODE.maxSendsPerHour, APPROVAL_MESSAGES.hourlyLimit);
  check(DAY_MS, APPROVAL_CODE.maxSendsPerDay, APPROVAL_MESSAGES.dailyLimit);
}
