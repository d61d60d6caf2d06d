import Router from '@koa/router';
import type { Context } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  type NotificationChannel,
} from '#events/notifications/api';
import { parseRef } from '#events/notifications/links';
import { collectionIn } from '#projections/core/typed-read';
import { handleCommand } from '../../core/command-handler';
import { NotFoundError, TooManyRequestsError } from '../../core/errors';
import type { Services } from '../../core/services';
import { candidateContext } from '../questionnaire-light/index';
import { isOptOutToken } from '../notifications/index';
import { optOutDecider } from './opt-out-decider';

/** Clicks on opt-out links per address per hour: the candidates' limit (CANDIDATE_LIMIT_PER_ADDRESS). */
const LIMIT_KEY = 'notification-opt-out-addr';

const isChannel = (value: string): value is NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly string[]).includes(value);

const tokenIn = (body: unknown): string =>
  typeof body === 'object' && body !== null && 't' in body && typeof body.t === 'string' ? body.t : '';

/** Is there a candidate behind the ref (a light questionnaire, or an employment one)? */
async function candidateExists(s: Services, ref: string): Promise<boolean> {
  const parsed = parseRef(ref);
  if (!parsed) return false;
  const doc =
    parsed.kind === 'light'
      ? await collectionIn(s.read, QUESTIONNAIRES_LIGHT).get(parsed.id)
      : await collectionIn(s.read, QUESTIONNAIRES).get(parsed.id);
  return doc !== null;
}

/**
 * The candidate's opt-out link (issue 31, item 1; events/notifications/links.ts optOutPath): public,
 * authorised by the link's derived secret alone. A forged secret, an unknown candidate, a malformed
 * link and a link already used all answer the same 404 with the same body, so a link tells nothing.
 */
export function notificationOptOutRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  const limiter = s.limits.limit({
    keyPrefix: LIMIT_KEY,
    points: s.config.candidateCallsPerAddressPerHour,
    duration: 3600,
  });
  const limit = async (ctx: Context) => {
    try {
      await limiter.consume(ctx.ip);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw new TooManyRequestsError(undefined, Math.ceil(err.msBeforeNext / 1000));
    }
  };
  router.post('/notification-opt-out/:ref/:channel', async (ctx) => {
    await limit(ctx);
    const ref = String(ctx.params.ref ?? '');
    const channel = String(ctx.params.channel ?? '');
    const token = tokenIn(ctx.request.body);
    const valid =
      isChannel(channel) && isOptOutToken(s, ref, channel, token) && (await candidateExists(s, ref));
    if (!valid) throw new NotFoundError(NOTIFICATION_MESSAGES.unknownLink);
    // A link already used: the decider's refusal is this same 404.
    const context = candidateContext(s, String(ctx.state.requestId));
    await handleCommand(s.bus, optOutDecider, ref, { type: 'OptOutOfChannel', ref, channel }, context);
    ctx.body = { message: NOTIFICATION_MESSAGES.optedOut(channel) };
  });
  return router;
}
