import Router from '@koa/router';
import type { Context } from 'koa';
import { ACTIVITY_TOTAL_HEADER, type ActivityPage } from '#events/activity/contract';
import { activityPage, withPeriod } from '#projections/activity/queries';
import type { Services } from '../../core/services';
import { requireArea } from '../../http/guard';
import { activityActors } from './actors';
import { activityEntry } from './entries';
import { activityExport, EXPORT_CONTENT_TYPES, type ActivityExportFormat } from './export';
import { parseActivityFilter, parsePaging } from './filters';

/**
 * The activity log (issue 28, item 3): every event of the store, filtered by who, the kind of
 * record, the store and a period, paged; and the same as CSV or JSON Lines, streamed. The 'audit'
 * area: Admin and HR (and the auditor), who see every store.
 */
export function activityRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  const findStore = (id: string) => s.stores.findStore(id);
  /** The audit area's check, then the log's held entries committed (its projection is deferred). */
  const asAuditor = async (ctx: Context) => {
    requireArea(ctx, s, 'audit');
    await s.runner.flushDeferred();
  };
  /** The filters of the request; `walk`: with every day of the period (an export walks them). */
  const filterOf = async (ctx: Context, walk: boolean) => {
    const { filter, period } = parseActivityFilter(ctx.query, (id) => findStore(id) !== undefined);
    return withPeriod(s.read, filter, period, walk);
  };

  router.get('/activity', async (ctx) => {
    await asAuditor(ctx);
    const { page, pageSize } = parsePaging(ctx.query);
    const { filter } = await filterOf(ctx, false);
    const found = await activityPage(s.read, filter, page, pageSize);
    const body: ActivityPage = {
      entries: found.docs.map((doc) => activityEntry(doc, findStore)),
      total: found.total,
      page,
      pageSize,
    };
    ctx.body = body;
  });

  /** Who the 'who' filter offers: staff accounts and the system and the candidate. */
  router.get('/activity/actors', async (ctx) => {
    await asAuditor(ctx);
    ctx.body = await activityActors(s.read);
  });

  const exportRoute = (format: ActivityExportFormat) => async (ctx: Context) => {
    await asAuditor(ctx);
    const selection = await filterOf(ctx, true);
    // The browser going away stops the reads (Koa also destroys the body stream then).
    const aborted = new AbortController();
    ctx.req.once('close', () => aborted.abort());
    const { total, stream } = await activityExport(s.read, selection, format, findStore, aborted.signal);
    ctx.set(ACTIVITY_TOTAL_HEADER, String(total));
    ctx.set('content-type', EXPORT_CONTENT_TYPES[format]);
    ctx.set('content-disposition', `attachment; filename="activity.${format}"`);
    ctx.set('cache-control', 'no-store');
    ctx.body = stream;
  };
  router.get('/activity/export.csv', exportRoute('csv'));
  router.get('/activity/export.jsonl', exportRoute('jsonl'));
  return router;
}
