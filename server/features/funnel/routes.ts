import Router from '@koa/router';
import { FUNNEL_API } from '#events/funnel/api';
import { funnelView } from '#projections/funnel/queries';
import type { Services } from '../../core/services';
import { requireArea } from '../../http/guard';
import { funnelPlaces } from './places';
import { funnelRequest } from './view';

/**
 * GET /api/v1/funnel (issue 29): the funnel of a filter, within the viewer's stores (area
 * `funnel`: every staff scope; directors their stores only). Live: see feature.ts.
 */
export function funnelRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.get(FUNNEL_API.view, async (ctx) => {
    const user = requireArea(ctx, s, 'funnel');
    const places = funnelPlaces(s.stores);
    const { filter, stores } = await funnelRequest(s, user, ctx.query, places);
    ctx.set('cache-control', 'no-store');
    ctx.body = await funnelView(s.read, filter, stores, places);
  });
  return router;
}
