import Router from '@koa/router';
import { object } from 'superstruct';
import { ROLES } from '#events/core/roles';
import { SavePositionsInput } from '#events/positions/events';
import type { Services } from '../../core/services';
import { parseInput } from '../../http/validate';
import { requireArea, userOf, commandContext } from '../../http/guard';
import { savePositions } from './commands';
import { listPositions } from '#projections/positions/queries';

const Empty = object({});

/** POST /list-positions, /save-positions, /list-roles (spec part 1, section 7; part 2 "Settings"). */
export function positionRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  // Positions feed every filter in the console, so every signed-in staff member may read them.
  router.post('/list-positions', async (ctx) => {
    userOf(ctx, s);
    parseInput(Empty, ctx.request.body);
    ctx.body = { list: await listPositions(s.read) };
  });
  router.post('/save-positions', async (ctx) => {
    const user = requireArea(ctx, s, 'settings');
    const input = parseInput(SavePositionsInput, ctx.request.body);
    ctx.body = { list: await savePositions(s, input.positions, commandContext(ctx, s, user)) };
  });
  router.post('/list-roles', (ctx) => {
    requireArea(ctx, s, 'settings');
    ctx.body = { list: ROLES.map(({ id, title, description }) => ({ id, title, description })) };
  });
  return router;
}
