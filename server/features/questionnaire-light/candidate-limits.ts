import type { Context } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../core/errors';
import type { Services } from '../../core/services';
import { PHONE_MESSAGES } from './phone';

export const CANDIDATE_LIMIT_MESSAGE = 'Слишком много запросов, попробуйте позже';

/**
 * Limits of the candidates' public calls (no login): SMS sends per address per hour, calls of the
 * edit-link and duplicate checks per address per hour (nobody walks the questionnaire numbers), and
 * edit-code SMS per questionnaire per day (nobody floods one candidate with codes).
 */
/**
 * One per-questionnaire SMS limiter per server, whichever routes ask (the light edit gate, the
 * candidate's own profile gate): a questionnaire gets at most N edit codes a day in all.
 */
const smsPerTargetByServer = new WeakMap<Services, RateLimiterMemory>();
function smsPerTargetOf(s: Services): RateLimiterMemory {
  let limiter = smsPerTargetByServer.get(s);
  if (!limiter) {
    limiter = new RateLimiterMemory({
      keyPrefix: 'sms-target',
      points: s.config.smsPerTargetPerDay,
      duration: 24 * 3600,
    });
    smsPerTargetByServer.set(s, limiter);
  }
  return limiter;
}

export function candidateLimits(s: Services) {
  const smsPerAddress = new RateLimiterMemory({
    keyPrefix: 'sms-addr',
    points: s.config.smsPerAddressPerHour,
    duration: 3600,
  });
  const callsPerAddress = new RateLimiterMemory({
    keyPrefix: 'candidate-addr',
    points: s.config.candidateCallsPerAddressPerHour,
    duration: 3600,
  });
  const smsPerTarget = smsPerTargetOf(s);
  const take = async (limiter: RateLimiterMemory, key: string, message: string) => {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw new TooManyRequestsError(message, Math.ceil(err.msBeforeNext / 1000));
    }
  };
  return {
    smsFromAddress: (ctx: Context) => take(smsPerAddress, ctx.ip, PHONE_MESSAGES.hourlyLimit),
    callFromAddress: (ctx: Context) => take(callsPerAddress, ctx.ip, CANDIDATE_LIMIT_MESSAGE),
    smsToQuestionnaire: (id: string) =>
      take(smsPerTarget, `questionnaireLight-${id}`, PHONE_MESSAGES.dailyLimit),
    /** The same daily limit for an employment questionnaire's edit codes. */
    smsToEmploymentQuestionnaire: (id: string) =>
      take(smsPerTarget, `questionnaire-${id}`, PHONE_MESSAGES.dailyLimit),
  };
}
