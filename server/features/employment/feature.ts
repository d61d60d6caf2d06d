import { HIRES } from '#events/employment/collections';
import { seesWholeHire } from '#events/employment/access';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { hiresProjection } from '#projections/employment/projection';
import { defineServerFeature } from '../../core/feature';
import { hireDecider } from './decider';
import { maskHire } from './masking';
import { hiresProcess } from './process';
import { employmentRoutes } from './routes';

/** The hire sent to 1C:ZUP, followed, rolled back and reconciled (issue 26 items 2-6). */
export const employmentFeature = defineServerFeature({
  name: 'employment',
  routes: (s) => [employmentRoutes(s)],
  audit: [{ decider: hireDecider, area: 'questionnaire' }],
  projections: [hiresProjection],
  reactors: [hiresProcess],
  // The card watches its record room (store directors: their stores' cards only); no list shows
  // hires, so they never travel through store rooms (the 'Трудоустроенные' list follows from the
  // questionnaire's own moves). A questionnaire never sent has no hire yet: its store decides, so a
  // card watching before the send sees it arrive. The salary account goes whole only to those who employ.
  live: [
    {
      collection: HIRES,
      rule: {
        area: 'questionnaire',
        storeScoped: true,
        storeRoomAreas: [],
        parentCollection: QUESTIONNAIRES.name,
        mask: { apply: maskHire, whole: seesWholeHire },
      },
    },
  ],
  // Its demo hires come in the candidates' stories, after their approvals (server/demo/hiring.ts).
});
