import Router from '@koa/router';
import type { Context } from 'koa';
import type { HistoryRecordKind } from '#events/history/api';
import {
  HISTORY_LIMIT,
  HISTORY_MESSAGES,
  isHistoryKind,
  parsePosition,
  type HistoryField,
} from '#events/history/inputs';
import { ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { historyViewer } from './access';
import { compareHistory, historyPage } from './service';

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The record of the path: a kind with a history (400 'вид записи' otherwise) and a plain id. */
function recordOf(ctx: Context): { kind: HistoryRecordKind; id: string } {
  const { kind, id } = ctx.params as { kind: string; id: string };
  if (!isHistoryKind(kind)) throw new ValidationError(HISTORY_MESSAGES.kind, 'kind');
  if (!ID.test(id)) throw new ValidationError(HISTORY_MESSAGES.id, 'id');
  return { kind, id };
}

/** A single query value: a repeated parameter is an array and is refused like a wrong value. */
function position(ctx: Context, field: HistoryField, required: boolean): number | undefined {
  const raw = ctx.query[field];
  if (raw === undefined) {
    if (required) throw new ValidationError(HISTORY_MESSAGES.required(field), field);
    return undefined;
  }
  const value = parsePosition(raw);
  if (value === null) throw new ValidationError(HISTORY_MESSAGES.position(field), field);
  return value;
}

function limitOf(ctx: Context): number {
  const raw = ctx.query.limit;
  if (raw === undefined) return HISTORY_LIMIT.default;
  const value = parsePosition(raw);
  if (value === null || value < HISTORY_LIMIT.min || value > HISTORY_LIMIT.max)
    throw new ValidationError(HISTORY_MESSAGES.limit, 'limit');
  return value;
}

/**
 * A record's story (issue 28, items 1-2): GET /history/{kind}/{id}?before&limit (HistoryPage,
 * newest first) and GET /history/{kind}/{id}/compare?from&to (the fields that differ). Inputs are
 * checked before rights, so a wrong call writes and reads nothing; the viewer needs the record's
 * own screen's rights (./access.ts).
 */
export function historyRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.get('/history/:kind/:id/compare', async (ctx) => {
    const { kind, id } = recordOf(ctx);
    const from = position(ctx, 'from', true)!;
    const to = position(ctx, 'to', true)!;
    const viewer = await historyViewer(ctx, s, kind, id);
    ctx.body = await compareHistory(s, viewer, kind, id, from, to);
  });

  router.get('/history/:kind/:id', async (ctx) => {
    const { kind, id } = recordOf(ctx);
    const query = { before: position(ctx, 'before', false), limit: limitOf(ctx) };
    const viewer = await historyViewer(ctx, s, kind, id);
    ctx.body = await historyPage(s, viewer, kind, id, query);
  });

  return router;
}
