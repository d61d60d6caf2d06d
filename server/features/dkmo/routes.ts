import Router from '@koa/router';
import { DKMO_MESSAGES } from '#events/dkmo/events';
import {
  ConcludeDkmoInput,
  DkmoDocumentParams,
  DkmoLeaverInput,
  DkmoQuery,
  SignDkmoInput,
  type DkmoAnswer,
  type DkmoDocumentVariant,
} from '#events/dkmo/inputs';
import type { Context } from 'koa';
import { isRecord } from '#events/core/json';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { concludeDkmo, dkmoPdf, dkmoStore, dkmoView, recordLeaver, signDkmo } from './service';

/** The body's fields, with `?storeId=` from the query too (the body wins). */
const withQuery = (ctx: Context): unknown => {
  const body: unknown = ctx.request.body;
  if (body !== undefined && !isRecord(body)) return body;
  return { ...ctx.query, ...(body ?? {}) };
};

/**
 * The store's DKMO (spec part 2, section 7): GET /dkmo (data.dkmo), POST /dkmo (conclude),
 * POST /dkmo/sign {sign, id}, POST /dkmo/leave {id, leftOn}, and its PDFs at
 * GET /documents/dkmo/{variant}. The 'dkmo' area (HR refused), then the store: a store director
 * their own, unit and region directors theirs, Admin any (`?storeId=` or `storeId` in the body).
 */
export function dkmoRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.get('/dkmo', async (ctx) => {
    const user = requireArea(ctx, s, 'dkmo');
    const { storeId } = parseInput(DkmoQuery, ctx.query);
    const answer: DkmoAnswer = { dkmo: await dkmoView(s, user, dkmoStore(user, storeId)) };
    ctx.body = answer;
  });

  router.post('/dkmo', async (ctx) => {
    const user = requireArea(ctx, s, 'dkmo');
    const { storeId, ...input } = parseInput(ConcludeDkmoInput, withQuery(ctx));
    const store = dkmoStore(user, storeId);
    const answer: DkmoAnswer = {
      dkmo: await concludeDkmo(s, user, store, input, commandContext(ctx, s, user)),
    };
    ctx.body = answer;
  });

  router.post('/dkmo/sign', async (ctx) => {
    const user = requireArea(ctx, s, 'dkmo');
    const { storeId, ...input } = parseInput(SignDkmoInput, withQuery(ctx));
    const store = dkmoStore(user, storeId);
    const { view, concluded } = await signDkmo(s, user, store, input, commandContext(ctx, s, user));
    const answer: DkmoAnswer = {
      dkmo: view,
      message: concluded ? DKMO_MESSAGES.created : DKMO_MESSAGES.signed,
    };
    ctx.body = answer;
  });

  router.post('/dkmo/leave', async (ctx) => {
    const user = requireArea(ctx, s, 'dkmo');
    const { storeId, ...input } = parseInput(DkmoLeaverInput, withQuery(ctx));
    const store = dkmoStore(user, storeId);
    const answer: DkmoAnswer = {
      dkmo: await recordLeaver(s, user, store, input, commandContext(ctx, s, user)),
    };
    ctx.body = answer;
  });

  router.get('/documents/dkmo/:variant', async (ctx) => {
    const user = requireArea(ctx, s, 'dkmo');
    const { variant, storeId } = parseInput(DkmoDocumentParams, { ...ctx.query, ...ctx.params });
    const bytes = await dkmoPdf(s, dkmoStore(user, storeId), variant as DkmoDocumentVariant);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "sandbox; default-src 'none'");
    ctx.set('Content-Disposition', `inline; filename="dkmo-${variant}.pdf"`);
    ctx.type = 'application/pdf';
    ctx.body = bytes;
  });

  return router;
}
