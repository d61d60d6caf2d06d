import { approvalFeature } from './features/approval/feature';
import { blacklistFeature } from './features/blacklist/feature';
import { checksFeature } from './features/checks/feature';
import { dictionariesFeature } from './features/dictionaries/feature';
import { employmentFeature } from './features/employment/feature';
import { privacyFeature } from './features/privacy/feature';
import { suggestionsFeature } from './features/suggestions/feature';
import type { ServerFeature } from './core/feature';
import { auditFeature } from './features/audit/feature';
import { historyFeature } from './features/history/feature';
import { meetingsFeature } from './features/meetings/feature';
import { positionsFeature } from './features/positions/feature';
import { publicationFeature } from './features/publication/feature';
import { questionnaireFeature } from './features/questionnaire/feature';
import { questionnaireLightFeature } from './features/questionnaire-light/feature';
import { usersFeature } from './features/users/feature';
import { vacanciesFeature } from './features/vacancies/feature';
import { clusterFeature } from './cluster/health';
import { documentsFeature } from './features/documents/feature';
import { dkmoFeature } from './features/dkmo/feature';
import { signingFeature } from './features/signing/feature';
import { dossierFeature } from './features/dossier/feature';
import { asOfFeature } from './features/asof/feature';
import { activityFeature } from './features/activity/feature';
import { apiDocsFeature } from './features/api-docs/feature';
import { funnelFeature } from './features/funnel/feature';
import { funnelStuckFeature } from './features/funnel-stuck/feature';
import { notificationTemplatesFeature } from './features/notification-templates/feature';
import { candidateStatusFeature } from './features/candidate-status/feature';
import { notificationsFeature } from './features/notifications/feature';

/**
 * Every feature of the server, in the order their routes are mounted and their demo data seeded.
 * Routes, audit kinds, projections, live rooms and demo data are built from this list
 * (server/core/registry.ts): a new feature adds its `server/features/<feature>/feature.ts` here.
 */
export const SERVER_FEATURES: ServerFeature[] = [
  positionsFeature,
  usersFeature,
  auditFeature,
  historyFeature,
  publicationFeature,
  vacanciesFeature,
  questionnaireLightFeature,
  meetingsFeature,
  questionnaireFeature,
  privacyFeature,
  suggestionsFeature,
  dictionariesFeature,
  blacklistFeature,
  checksFeature,
  approvalFeature,
  employmentFeature,
  documentsFeature,
  dkmoFeature,
  signingFeature,
  dossierFeature,
  activityFeature,
  apiDocsFeature,
  funnelFeature,
  funnelStuckFeature,
  notificationTemplatesFeature,
  candidateStatusFeature,
  notificationsFeature,
  clusterFeature,
  asOfFeature,
];
