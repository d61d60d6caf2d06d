import type { Context } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../core/errors';
import type { Limit } from '../../limits/store';
import type { Services } from '../../core/services';
import { PHONE_CODE } from '#events/questionnaire-light/events';
import { PHONE_MESSAGES } from './phone';
import { phoneStreamKey } from './phone-stream';

export const CANDIDATE_LIMIT_MESSAGE = 'Слишком много запросов, попробуйте позже';

/** Answered (429) once an address has entered too many wrong codes. */
export const CODE_CHECK_MESSAGE = 'Слишком много неверных кодов из СМС с этого адреса, попробуйте позже';

/** One point of `limiter` for `key`, or 429 with `message` and the wait. */
export async function takeOrRefuse(limiter: Limit, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    throw new TooManyRequestsError(message, Math.ceil(err.msBeforeNext / 1000));
  }
}

/**
 * Limits of the candidates' public calls (no login): SMS sends per address per hour, calls of the
 * edit-link and duplicate checks per address per hour (nobody walks the questionnaire numbers), and
 * edit-code SMS per questionnaire per day (nobody floods one candidate with codes): a questionnaire
 * gets at most N edit codes a day in all, whichever gate (the light edit gate, the candidate's own
 * profile gate) asks.
 *
 * Wrong SMS codes from one address: the light form's (/confirmPhoneBySMS), the light edit gate's and
 * the profile gate's code checks count together. Per address and hour across every phone (nobody
 * tries codes of many phones), and per address and phone below a code's own attempts
 * (PHONE_CODE.maxAttempts), so that one address can never use up the attempts of a code texted to
 * someone else: its owner always has some left. Right codes give their point back.
 *
 * Every count lives in the shared limit store (server/limits): whichever routes build these
 * limiters, on whichever node, the same key prefix counts the same keys, so the limits hold in
 * total across nodes. A code's own attempts and resends are in its event stream (phone.ts).
 */
export function candidateLimits(s: Services) {
  const smsPerAddress = s.limits.limit({
    keyPrefix: 'sms-addr',
    points: s.config.smsPerAddressPerHour,
    duration: 3600,
  });
  const callsPerAddress = s.limits.limit({
    keyPrefix: 'candidate-addr',
    points: s.config.candidateCallsPerAddressPerHour,
    duration: 3600,
  });
  const smsPerTarget = s.limits.limit({
    keyPrefix: 'sms-target',
    points: s.config.smsPerTargetPerDay,
    duration: 24 * 3600,
  });
  const codeChecks = {
    perAddress: s.limits.limit({
      keyPrefix: 'code-addr',
      points: s.config.codeChecksPerAddressPerHour,
      duration: 3600,
    }),
    perPhone: s.limits.limit({
      keyPrefix: 'code-addr-phone',
      points: s.config.codeChecksPerPhoneFromAddress,
      duration: 2 * PHONE_CODE.ttlSeconds,
    }),
  };
  return {
    /**
     * Runs a code check for `phone` within the address's limits of wrong codes (429 past them,
     * before the code is looked at, so nothing is recorded against it); a right code is not counted.
     */
    async codeCheck<R extends { isDone: boolean }>(ctx: Context, phone: string, check: () => Promise<R>) {
      // The phone as its keyed hash (the store hashes every key again): no number is kept.
      const pair = `${ctx.ip} ${phoneStreamKey(s.config.otpPepper, phone)}`;
      await takeOrRefuse(codeChecks.perAddress, ctx.ip, CODE_CHECK_MESSAGE);
      try {
        await takeOrRefuse(codeChecks.perPhone, pair, CODE_CHECK_MESSAGE);
      } catch (err) {
        await codeChecks.perAddress.reward(ctx.ip);
        throw err;
      }
      const result = await check();
      if (result.isDone) {
        await codeChecks.perAddress.reward(ctx.ip);
        await codeChecks.perPhone.reward(pair);
      }
      return result;
    },
    smsFromAddress: (ctx: Context) => takeOrRefuse(smsPerAddress, ctx.ip, PHONE_MESSAGES.hourlyLimit),
    callFromAddress: (ctx: Context) => takeOrRefuse(callsPerAddress, ctx.ip, CANDIDATE_LIMIT_MESSAGE),
    smsToQuestionnaire: (id: string) =>
      takeOrRefuse(smsPerTarget, `questionnaireLight-${id}`, PHONE_MESSAGES.dailyLimit),
    /** The same daily limit for an employment questionnaire's edit codes. */
    smsToEmploymentQuestionnaire: (id: string) =>
      takeOrRefuse(smsPerTarget, `questionnaire-${id}`, PHONE_MESSAGES.dailyLimit),
  };
}
