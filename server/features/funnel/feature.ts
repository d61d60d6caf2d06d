import { FUNNEL_CHANGES } from '#events/funnel/collections';
import { funnelProjection } from '#projections/funnel/projection';
import { defineServerFeature } from '../../core/feature';
import { funnelRoutes } from './routes';

/**
 * The hiring funnel (issue 29): its read model, the view API and what a page follows live.
 * Listed after the features whose events it reads (light questionnaires, meetings, questionnaires,
 * approval).
 *
 * Live: one small document per store (FUNNEL_CHANGES, `{ storeId, position }`) changes whenever a
 * count of that store moves. Admin, HR and the auditor watch `list:funnelChanges`; a director
 * watches their stores' rooms `store:<storeId>` (or `doc:funnelChanges:<storeId>` once it exists):
 * store-scoped, so a director can join no other store's. The page refetches its view on a change.
 */
export const funnelFeature = defineServerFeature({
  name: 'funnel',
  routes: (s) => [funnelRoutes(s)],
  projections: [funnelProjection],
  live: [{ collection: FUNNEL_CHANGES, rule: { area: 'funnel', storeScoped: true } }],
});
