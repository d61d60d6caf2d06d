import {
  CANDIDATE_NOTIFICATIONS,
  maskCandidateNotifications,
  type CandidateNotificationsDoc,
} from '#events/notifications/card';
import { seesWholeIdentity } from '#events/questionnaire/masking';
import { candidateNotificationsProjection } from '#projections/notifications/card';
import { notificationsProjection } from '#projections/notifications/projection';
import { defineServerFeature } from '../../core/feature';
import { notificationsProcess } from './process';
import { notificationRoutes } from './routes';

/**
 * Candidate notifications (issue 31, item 1): the outbox (a reactor queues each moment's messages,
 * the dispatcher sends them), its read models, and the card's live block.
 */
export const notificationsFeature = defineServerFeature({
  name: 'notifications',
  routes: (s) => [notificationRoutes(s)],
  readOnlyPosts: ['/notifications/light/:id', '/notifications/questionnaire/:id'],
  // The card's block joins the outbox, so it comes after it.
  projections: [notificationsProjection, { ...candidateNotificationsProjection, personal: true }],
  reactors: [notificationsProcess],
  // The card watches the candidate's block (store-bound viewers: their stores' candidates only);
  // never pushed to store rooms or lists. Recipients and texts whole only to those who hire.
  live: [
    {
      collection: CANDIDATE_NOTIFICATIONS,
      rule: {
        area: 'questionnaire',
        storeScoped: true,
        storeRoomWhen: () => false,
        mask: {
          apply: (doc) =>
            maskCandidateNotifications(doc as unknown as CandidateNotificationsDoc) as unknown as Record<
              string,
              unknown
            >,
          whole: seesWholeIdentity,
        },
      },
    },
  ],
  // Its demo notifications come with the demo's history (server/demo/seed.ts: seedNotifications).
});
