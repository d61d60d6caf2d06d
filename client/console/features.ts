import { activityConsoleFeature } from './features/activity/feature';
import { apiDocsConsoleFeature } from './features/api-docs/feature';
import { approvalConsoleFeature } from './features/approval/feature';
import { blacklistConsoleFeature } from './features/blacklist/feature';
import { checksConsoleFeature } from './features/checks/feature';
import { dictionariesConsoleFeature } from './features/dictionaries/feature';
import { dkmoConsoleFeature } from './features/dkmo/feature';
import { funnelConsoleFeature } from './features/funnel/feature';
import { historyConsoleFeature } from './features/history/feature';
import { meetingsConsoleFeature } from './features/meetings/feature';
import { notificationTemplatesConsoleFeature } from './features/notification-templates/feature';
import { notificationsConsoleFeature } from './features/notifications/feature';
import { positionsConsoleFeature } from './features/positions/feature';
import { questionnaireConsoleFeature } from './features/questionnaire/feature';
import { signingConsoleFeature } from './features/signing/feature';
import { questionnaireLightConsoleFeature } from './features/questionnaire-light/feature';
import { usersConsoleFeature } from './features/users/feature';
import { vacanciesConsoleFeature } from './features/vacancies/feature';
import type { ConsoleFeature } from './shell/feature';

/**
 * Every feature of the staff console. The protected routes and the side menu are built from this
 * list (client/console/registry.ts): a new feature adds its `features/<feature>/feature.tsx` here.
 */
export const CONSOLE_FEATURES: ConsoleFeature[] = [
  vacanciesConsoleFeature,
  questionnaireConsoleFeature,
  approvalConsoleFeature,
  questionnaireLightConsoleFeature,
  meetingsConsoleFeature,
  dkmoConsoleFeature,
  positionsConsoleFeature,
  dictionariesConsoleFeature,
  blacklistConsoleFeature,
  checksConsoleFeature,
  usersConsoleFeature,
  signingConsoleFeature,
  historyConsoleFeature,
  activityConsoleFeature,
  apiDocsConsoleFeature,
  funnelConsoleFeature,
  notificationTemplatesConsoleFeature,
  notificationsConsoleFeature,
];
