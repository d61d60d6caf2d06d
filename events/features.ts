import { approvalEventFeature } from './approval/feature';
import type { EventFeature } from './core/feature';
import { blacklistEventFeature } from './blacklist/feature';
import { checksEventFeature } from './checks/feature';
import { dkmoEventFeature } from './dkmo/feature';
import { dictionariesEventFeature } from './dictionaries/feature';
import { employmentEventFeature } from './employment/feature';
import { meetingsEventFeature } from './meetings/feature';
import { notificationsEventFeature } from './notifications/feature';
import { positionsEventFeature } from './positions/feature';
import { privacyEventFeature } from './privacy/feature';
import { questionnaireEventFeature } from './questionnaire/feature';
import { questionnaireLightEventFeature } from './questionnaire-light/feature';
import { usersEventFeature } from './users/feature';
import { reservationsEventFeature } from './reservations/feature';
import { storeEventFeature } from './store/feature';
import { signingEventFeature } from './signing/feature';
import { vacanciesEventFeature } from './vacancies/feature';
import { candidateStatusEventFeature } from './candidate-status/feature';

/**
 * Every feature of the shared contract. The event registry (events/index.ts) is built from this
 * list; a new feature adds its `events/<feature>/feature.ts` here and edits no other list.
 */
export const EVENT_FEATURES: EventFeature[] = [
  positionsEventFeature,
  usersEventFeature,
  vacanciesEventFeature,
  questionnaireLightEventFeature,
  meetingsEventFeature,
  questionnaireEventFeature,
  approvalEventFeature,
  privacyEventFeature,
  dictionariesEventFeature,
  blacklistEventFeature,
  checksEventFeature,
  reservationsEventFeature,
  storeEventFeature,
  employmentEventFeature,
  dkmoEventFeature,
  signingEventFeature,
  notificationsEventFeature,
  candidateStatusEventFeature,
];
