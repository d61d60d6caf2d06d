import { CANDIDATE_CHECKS } from '#events/checks/collections';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { candidateChecksProjection } from '#projections/checks/projection';
import { defineServerFeature } from '../../core/feature';
import { checksDecider } from './decider';
import { seedChecks } from './demo-seed';
import { checksProcess } from './process';
import { checksRoutes } from './routes';

/** Candidate checks (issue 15): five background checks per questionnaire, live on the card. */
export const checksFeature = defineServerFeature({
  name: 'checks',
  routes: (s) => [checksRoutes(s)],
  readOnlyPosts: ['/candidateChecks/:id'],
  audit: [{ decider: checksDecider, area: 'questionnaire' }],
  projections: [candidateChecksProjection],
  reactors: [checksProcess],
  seed: seedChecks,
  // The card watches its record room; checks never travel through store rooms (no list shows them).
  live: [
    {
      collection: CANDIDATE_CHECKS,
      rule: {
        area: 'questionnaire',
        storeScoped: true,
        storeRoomAreas: [],
        // A candidate never checked has no checks document yet: the questionnaire's store decides.
        parentCollection: QUESTIONNAIRES.name,
      },
    },
  ],
});
