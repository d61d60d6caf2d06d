import Router from '@koa/router';
import { object } from 'superstruct';
import { DictionaryAddInput, DictionaryEntryParams, DictionaryParams } from '#events/dictionaries/events';
import { readsLikeAdmin } from '#events/core/roles';
import { BANKS_BY_SALARY_PROJECT } from '#events/dictionaries/reference';
import { dictionaryEntries } from '#projections/dictionaries/queries';
import { handleCommand } from '../../core/command-handler';
import { ForbiddenError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { dictionaryDecider } from './decider';

const Empty = object({});

/** Dictionaries are kept by administrators ('Настройки', spec part 2, section 2). */
function adminOf(ctx: Parameters<typeof requireArea>[0], s: Services) {
  const user = requireArea(ctx, s, 'settings');
  if (user.scope !== 'Admin') throw new ForbiddenError('Справочники изменяет администратор');
  return user;
}

/**
 * The profile form's lookups (spec part 2, section 7) and their upkeep in 'Настройки': anyone may
 * read a dictionary (the candidate fills the form without an account; retired entries are left
 * out), administrators add, retire and restore entries, as events.
 */
export function dictionaryRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.post('/dictionaries/:dictionary', async (ctx) => {
    const { dictionary: kind } = parseInput(DictionaryParams, ctx.params);
    parseInput(Empty, ctx.request.body);
    const list = (await dictionaryEntries(s.read, kind)).filter((entry) => !entry.retired);
    ctx.body = {
      list: list.map(({ id, title }) => ({ id, title })),
      ...(kind === 'salaryProjects' ? { banksBySalaryProject: BANKS_BY_SALARY_PROJECT } : {}),
    };
  });
  router.post('/dictionaries/:dictionary/all', async (ctx) => {
    // The auditor reads the upkeep list too (issue 28); changes stay Admin's.
    if (!readsLikeAdmin(requireArea(ctx, s, 'settings').scope))
      throw new ForbiddenError('Справочники изменяет администратор');
    const { dictionary: kind } = parseInput(DictionaryParams, ctx.params);
    parseInput(Empty, ctx.request.body);
    ctx.body = { list: await dictionaryEntries(s.read, kind) };
  });
  router.post('/dictionaries/:dictionary/add', async (ctx) => {
    const user = adminOf(ctx, s);
    const { dictionary: kind } = parseInput(DictionaryParams, ctx.params);
    const { title } = parseInput(DictionaryAddInput, ctx.request.body);
    const command = { type: 'AddDictionaryEntry' as const, kind, id: s.newId(), title };
    await handleCommand(s.bus, dictionaryDecider, kind, command, commandContext(ctx, s, user));
    ctx.body = { list: await dictionaryEntries(s.read, kind) };
  });
  for (const action of ['retire', 'restore'] as const) {
    router.post(`/dictionaries/:dictionary/:id/${action}`, async (ctx) => {
      const user = adminOf(ctx, s);
      const { dictionary: kind, id } = parseInput(DictionaryEntryParams, ctx.params);
      parseInput(Empty, ctx.request.body);
      const type = action === 'retire' ? 'RetireDictionaryEntry' : 'RestoreDictionaryEntry';
      await handleCommand(s.bus, dictionaryDecider, kind, { type, kind, id }, commandContext(ctx, s, user));
      ctx.body = { list: await dictionaryEntries(s.read, kind) };
    });
  }
  return router;
}
