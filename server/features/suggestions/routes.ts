import Router from '@koa/router';
import type { Context } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { SUGGESTION_MESSAGES, SuggestionQueryInput } from '#events/suggestions/inputs';
import { SuggestionsUnavailable } from '../../adapters/suggestions/index';
import { AppError, TooManyRequestsError } from '../../core/errors';
import type { Services } from '../../core/services';
import { parseInput } from '../../http/validate';

/** Typing with a 300 ms pause asks a few times a second at most: an hour of it stays under this. */
const PER_ADDRESS_PER_HOUR = 2000;

/**
 * Address, subway and bank suggestions for the profile form (spec part 2, section 7). Public (the
 * candidate fills the form without an account) and limited per address, since a real service is
 * paid per request; the service's failure is a 502 with a Russian message, never a stack trace.
 */
export function suggestionRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  const limiter = s.limits.limit({
    keyPrefix: 'suggest',
    points: PER_ADDRESS_PER_HOUR,
    duration: 3600,
  });
  const guarded = async <T>(ctx: Context, run: () => Promise<T>): Promise<T> => {
    try {
      await limiter.consume(ctx.ip);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new TooManyRequestsError(SUGGESTION_MESSAGES.tooMany);
      throw err;
    }
    try {
      return await run();
    } catch (err) {
      if (err instanceof SuggestionsUnavailable) throw new AppError(502, SUGGESTION_MESSAGES.unavailable);
      throw err;
    }
  };
  router.post('/suggestions/address', async (ctx) => {
    const { query, count } = parseInput(SuggestionQueryInput, ctx.request.body);
    ctx.body = { suggestions: query ? await guarded(ctx, () => s.suggestions.address(query, count)) : [] };
  });
  router.post('/suggestions/metro', async (ctx) => {
    const { query, count, city } = parseInput(SuggestionQueryInput, ctx.request.body);
    ctx.body = {
      suggestions: query ? await guarded(ctx, () => s.suggestions.metro(query, city, count)) : [],
    };
  });
  router.post('/suggestions/bank', async (ctx) => {
    const { query, count } = parseInput(SuggestionQueryInput, ctx.request.body);
    ctx.body = { suggestions: query ? await guarded(ctx, () => s.suggestions.bank(query, count)) : [] };
  });
  return router;
}
