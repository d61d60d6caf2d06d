import Router from '@koa/router';
import type { Context } from 'koa';
import { FUNNEL_API, type StuckPage } from '#events/funnel/api';
import type { Services } from '../../core/services';
import { requireArea } from '../../http/guard';
import { questionnaireScope } from '../questionnaire';
import { parseStuckFilter, parseStuckPage, STUCK_PAGE_SIZE, storesInView } from './filter';
import { stuckItems } from './items';
import { stuckCounts, stuckJourneys, type StuckQuery } from './queries';

/**
 * Stuck candidates (issue 29, item 4): the journeys waiting in a stage longer than its threshold,
 * and how many (the directors' menu badge). The 'funnel' area; directors see only their stores,
 * the same stores as their questionnaire lists.
 */
export function funnelStuckRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  const queryOf = async (ctx: Context) => {
    const user = requireArea(ctx, s, 'funnel');
    const filter = await parseStuckFilter(ctx.query, s.stores, s.read);
    const query: StuckQuery = {
      filter,
      stores: storesInView(questionnaireScope(user), filter, s.stores),
      now: new Date(s.clock()),
    };
    return { user, query };
  };

  router.get(FUNNEL_API.stuckCount, async (ctx) => {
    const { query } = await queryOf(ctx);
    const counts = await stuckCounts(s.read, query);
    ctx.body = { count: counts.reduce((sum, c) => sum + c.count, 0) };
  });

  router.get(FUNNEL_API.stuck, async (ctx) => {
    const { user, query } = await queryOf(ctx);
    const page = parseStuckPage(ctx.query);
    const found = await stuckJourneys(s.read, query, (page - 1) * STUCK_PAGE_SIZE, STUCK_PAGE_SIZE);
    const body: StuckPage = {
      items: await stuckItems(s.read, found.docs, user.scope, query.now, (id) => s.stores.findStore(id)),
      total: found.total,
    };
    ctx.body = body;
  });

  return router;
}
