import type { Context } from 'koa';
import { LIGHT_MESSAGES, maskPhone } from '#events/questionnaire-light/events';
import { ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { CANDIDATE_LIMIT_MESSAGE, candidateLimits, takeOrRefuse } from './candidate-limits';
import { candidateContext } from './context';
import { confirmedPhone, confirmPhoneCode, sendPhoneCode } from './phone-service';

/** The data calls past a link's gate (loads, saves, uploads) per address per hour: ten times the gate's. */
export const LINK_DATA_CALLS_FACTOR = 10;

export type CandidateLimits = ReturnType<typeof candidateLimits>;

/** What a candidate's link opens, as far as its SMS gate goes: the phone the codes go to. */
export interface LinkTarget {
  phone: string;
}

interface LinkGateOptions<T extends LinkTarget> {
  /** The link's target (its key and secret), or the link's own 'not found'. */
  resolve: (key: string, token: string) => Promise<T>;
  /** The per-questionnaire SMS limit the target's codes count against. */
  smsToTarget: (limits: CandidateLimits, target: T) => Promise<unknown>;
}

/**
 * The SMS gate of a candidate's own link, shared by the questionnaire's edit link
 * (questionnaire/routes-own.ts) and the status page (candidate-status/routes.ts): their gate,
 * send-code and confirm-code routes parse their own inputs and call these. The code goes only to the
 * phone the link's questionnaire holds, never to one the caller names; every gate call counts against
 * the candidates' per-address limit, the SMS against the per-address and per-questionnaire ones. Past
 * the gate, both pages' data calls share one per-address budget (the same key prefix).
 */
export function candidateLinkGate<T extends LinkTarget>(s: Services, options: LinkGateOptions<T>) {
  const limits = candidateLimits(s);
  const dataCalls = s.limits.limit({
    keyPrefix: 'candidate-own-addr',
    points: s.config.candidateCallsPerAddressPerHour * LINK_DATA_CALLS_FACTOR,
    duration: 3600,
  });
  const context = (ctx: Context) => candidateContext(s, String(ctx.state.requestId));
  /** The link's target, the call counted against the address. */
  const open = async (ctx: Context, key: string, token: string): Promise<T> => {
    await limits.callFromAddress(ctx);
    return options.resolve(key, token);
  };

  return {
    open,

    async sendCode(ctx: Context, key: string, token: string) {
      const target = await open(ctx, key, token);
      await limits.smsFromAddress(ctx);
      await options.smsToTarget(limits, target);
      const { resendAfterSeconds } = await sendPhoneCode(s, target.phone, context(ctx));
      return { isDone: true, resendAfterSeconds, phoneMasked: maskPhone(target.phone) };
    },

    async confirmCode(ctx: Context, key: string, token: string, code: string) {
      const { phone } = await open(ctx, key, token);
      const result = await limits.codeCheck(ctx, phone, () => confirmPhoneCode(s, phone, code, context(ctx)));
      if (!result.isDone) throw new ValidationError(result.value, 'code');
      return { phoneToken: result.phoneToken };
    },

    /**
     * A data call past the gate: counted against the address's data calls, then the target
     * `resolve` gives (the link's, or a narrower one), once the phone token proves its phone.
     */
    async proven<U extends LinkTarget>(
      ctx: Context,
      phoneToken: string,
      resolve: () => Promise<U>,
    ): Promise<U> {
      await takeOrRefuse(dataCalls, ctx.ip, CANDIDATE_LIMIT_MESSAGE);
      const target = await resolve();
      const phone = confirmedPhone(s, phoneToken);
      if (!phone || phone !== target.phone)
        throw new ValidationError(LIGHT_MESSAGES.phoneConfirm, 'phoneToken');
      return target;
    },
  };
}
