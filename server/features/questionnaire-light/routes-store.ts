import Router from '@koa/router';
import { defaulted, integer, max, min, object, optional, pattern, size, string } from 'superstruct';
import { lightQuestionnaires, questionnaireEntity } from '#projections/questionnaire-light';
import type { Filter } from '#projections/core/read-store';
import type { Services } from '../../core/services';
import { storeFeedStores } from '../../access/records';
import { requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';

const StoreListInput = object({
  offset: defaulted(min(max(integer(), 1_000_000), 0), 0),
  limit: defaulted(min(max(integer(), 50), 1), 5),
  /** Honoured for Admin only; everyone else sees the store of their token. */
  IStoreId: optional(size(string(), 1, 40)),
});
const StoreItemInput = object({ id: pattern(size(string(), 1, 20), /^\d+$/) });

/** Newest hand-over first; the questionnaire number breaks ties. */
const BY_ACTION_DATE = { 'action_data.date': -1, seq: -1 } as const;

/**
 * A store director's feed (unit and region directors: their stores'; spec part 1, section 1 and
 * part 2, "Applications list"): the light questionnaires passed to their store. Read-only; no phone or name of another store leaves here.
 */
export function storeQuestionnaireRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.post('/get-store-questionnaires-light', async (ctx) => {
    const user = requireArea(ctx, s, 'feedbacks');
    const input = parseInput(StoreListInput, ctx.request.body);
    const stores = storeFeedStores(user, input.IStoreId);
    if (stores?.length === 0) {
      ctx.body = { list: [], total: 0 };
      return;
    }
    const filter: Filter = { type: 'accepted', ...(stores && { IStoreId: { $in: stores } }) };
    const [docs, total] = await Promise.all([
      lightQuestionnaires(s.read).find(filter, {
        sort: BY_ACTION_DATE,
        skip: input.offset,
        limit: input.limit,
      }),
      lightQuestionnaires(s.read).count(filter),
    ]);
    ctx.body = { list: docs.map(questionnaireEntity), total };
  });

  // Not visible (another store, not passed to the store, no such number) answers the same: entity null.
  router.post('/get-store-questionnaire-light', async (ctx) => {
    const user = requireArea(ctx, s, 'feedbacks');
    const { id } = parseInput(StoreItemInput, ctx.request.body);
    const stores = storeFeedStores(user);
    const doc = stores?.length === 0 ? null : await lightQuestionnaires(s.read).get(id);
    const visible =
      doc !== null && doc.type === 'accepted' && (stores === null || stores.includes(String(doc.IStoreId)));
    ctx.body = { entity: visible ? questionnaireEntity(doc) : null };
  });

  return router;
}
