import { NOTIFICATION_TEMPLATES } from '#events/notifications/api';
import {
  notificationOptOutsProjection,
  notificationTemplatesProjection,
} from '#projections/notification-templates/projection';
import { defineServerFeature } from '../../core/feature';
import { notificationTemplateDecider } from './decider';
import { optOutDecider } from './opt-out-decider';
import { notificationOptOutRoutes } from './opt-out-routes';
import { notificationTemplateRoutes } from './routes';

/**
 * Candidate notifications' texts and opt-outs (issue 31, item 1): 'Настройки → Уведомления
 * кандидатам' (Admin edits, the auditor reads) and the candidate's public opt-out link. The outbox
 * (server/features/notifications) reads both read models.
 */
export const notificationTemplatesFeature = defineServerFeature({
  name: 'notification-templates',
  routes: (s) => [notificationTemplateRoutes(s), notificationOptOutRoutes(s)],
  audit: [
    { decider: notificationTemplateDecider, area: 'notificationTemplates' },
    { decider: optOutDecider },
  ],
  projections: [notificationTemplatesProjection, notificationOptOutsProjection],
  live: [
    {
      collection: NOTIFICATION_TEMPLATES,
      rule: { area: 'notificationTemplates', storeScoped: false, storeRoomAreas: [] },
    },
  ],
});
