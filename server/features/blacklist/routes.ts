import Router from '@koa/router';
import type { Context } from 'koa';
import { object } from 'superstruct';
import {
  BLACKLIST_MESSAGES,
  BlacklistAddInput,
  BlacklistIdParams,
  BlacklistRemoveInput,
} from '#events/blacklist/events';
import { blacklistEntries } from '#projections/blacklist/queries';
import { handleCommand } from '../../core/command-handler';
import { ForbiddenError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { blacklistDecider } from './decider';

const Empty = object({});

/** 'Настройки' → 'Чёрный список': Admin and HR keep it; the auditor reads it (changes: refused in server/http). */
function keeperOf(ctx: Context, s: Services) {
  const user = requireArea(ctx, s, 'settings');
  if (user.scope !== 'Admin' && user.scope !== 'HR' && user.scope !== 'Auditor')
    throw new ForbiddenError(BLACKLIST_MESSAGES.forbidden);
  return user;
}

/** The company's own blacklist: list, add a person with a reason, remove them with a reason. */
export function blacklistRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.post('/blacklist', async (ctx) => {
    keeperOf(ctx, s);
    parseInput(Empty, ctx.request.body);
    ctx.body = { list: await blacklistEntries(s.read) };
  });
  router.post('/blacklist/add', async (ctx) => {
    const user = keeperOf(ctx, s);
    const input = parseInput(BlacklistAddInput, ctx.request.body);
    const id = s.newId();
    const command = { type: 'AddToBlacklist' as const, id, person: input.person, reason: input.cause };
    await handleCommand(s.bus, blacklistDecider, id, command, commandContext(ctx, s, user), {
      expectedRevision: -1,
    });
    ctx.status = 201;
    ctx.body = { id, list: await blacklistEntries(s.read) };
  });
  router.post('/blacklist/:id/remove', async (ctx) => {
    const user = keeperOf(ctx, s);
    const { id } = parseInput(BlacklistIdParams, ctx.params);
    const { cause: reason } = parseInput(BlacklistRemoveInput, ctx.request.body);
    await handleCommand(
      s.bus,
      blacklistDecider,
      id,
      { type: 'RemoveFromBlacklist', reason },
      commandContext(ctx, s, user),
    );
    ctx.body = { list: await blacklistEntries(s.read) };
  });
  return router;
}
