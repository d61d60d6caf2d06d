import Router from '@koa/router';
import { FUNNEL_API } from '#events/funnel/api';
import { funnelView } from '#projections/funnel/queries';
import type { Services } from '../../core/services';
import { requireArea } from '../../http/guard';
import { funnelPlaces, funnelRequest } from '../funnel';
import { funnelCsvStream } from './export';

/**
 * GET /api/v1/funnel/export.csv?<the view's filter> (issue 29, item 3): the view the page shows, as
 * CSV. The same filter, checks and stores as GET /funnel (server/features/funnel/view.ts).
 */
export function funnelExportRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.get(FUNNEL_API.exportCsv, async (ctx) => {
    const user = requireArea(ctx, s, 'funnel');
    const places = funnelPlaces(s.stores);
    const { filter, stores } = await funnelRequest(s, user, ctx.query, places);
    const view = await funnelView(s.read, filter, stores, places);
    ctx.set('content-type', 'text/csv; charset=utf-8');
    ctx.set('content-disposition', `attachment; filename="funnel-${filter.from}-${filter.to}"`);
    ctx.set('cache-control', 'no-store');
    ctx.body = funnelCsvStream(view);
  });
  return router;
}
