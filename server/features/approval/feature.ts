import { APPROVALS } from '#events/approval/collections';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { approvalsProjection } from '#projections/approval/projection';
import { defineServerFeature } from '../../core/feature';
import { approvalDecider } from './decider';
import { approvalRoutes } from './routes';

/** The director's approval of a hire by SMS code or by click (issue 15 items 4-5). */
export const approvalFeature = defineServerFeature({
  name: 'approval',
  routes: (s) => [approvalRoutes(s)],
  audit: [{ decider: approvalDecider, area: 'questionnaire' }],
  projections: [approvalsProjection],
  // Like the questionnaires: every card's watcher, directors through their stores' rooms.
  // Its document is made by the first request: until then the questionnaire's store decides.
  live: [
    {
      collection: APPROVALS,
      rule: { area: 'questionnaire', storeScoped: true, parentCollection: QUESTIONNAIRES.name },
    },
  ],
  // Its demo approvals come in the candidates' stories, after their checks (server/demo/hiring.ts).
});
