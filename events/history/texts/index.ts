import type { ApprovalEvents } from '../../approval/events';
import type { BlacklistEvents } from '../../blacklist/events';
import type { ChecksEvents } from '../../checks/events';
import type { DictionaryEvents } from '../../dictionaries/events';
import type { DkmoEvents } from '../../dkmo/events';
import type { HireEvents } from '../../employment/events';
import type { MeetingEvents } from '../../meetings/events';
import type { NotificationEvents } from '../../notifications/events';
import type { PositionEvents } from '../../positions/events';
import type { PrivacyEvents } from '../../privacy/events';
import type { QuestionnaireLightEvents } from '../../questionnaire-light/events';
import type { QuestionnaireEvents } from '../../questionnaire/events';
import type { ProfileLinkEvents } from '../../questionnaire/profile-link';
import type { ReservationEvents } from '../../reservations/events';
import type { SigningEvents } from '../../signing/events';
import type { StoreEvents } from '../../store/events';
import type { SessionEvents, UserEvents } from '../../users/events';
import type { VacancyEvents } from '../../vacancies/events';
import type { CandidateStatusEvents } from '../../candidate-status/events';
import { positionTexts, vacancyTexts } from './catalogue';
import { approvalTexts, checkTexts } from './checks';
import { dkmoTexts, hireTexts, signingTexts } from './hire';
import { lightTexts, meetingTexts } from './light';
import { notificationTexts } from './notifications';
import { candidateStatusTexts } from './candidate-status';
import {
  blacklistTexts,
  dictionaryTexts,
  privacyTexts,
  reservationTexts,
  storeTexts,
  userTexts,
} from './people';
import { profileLinkTexts, questionnaireTexts } from './questionnaire';
import type { Describer, TextsOf } from './types';

/**
 * Every event type of the registry (events/features.ts) with its sentence. The type below is the
 * union of every feature's schemas: a type added to a feature without a sentence does not compile,
 * and tests/unit/history-describe.test.ts fails for a feature added without a texts file.
 */
export type AllEventSchemas = typeof PositionEvents &
  typeof UserEvents &
  typeof SessionEvents &
  typeof VacancyEvents &
  typeof QuestionnaireLightEvents &
  typeof MeetingEvents &
  typeof QuestionnaireEvents &
  typeof ProfileLinkEvents &
  typeof ApprovalEvents &
  typeof PrivacyEvents &
  typeof DictionaryEvents &
  typeof BlacklistEvents &
  typeof ChecksEvents &
  typeof ReservationEvents &
  typeof StoreEvents &
  typeof HireEvents &
  typeof DkmoEvents &
  typeof SigningEvents &
  typeof NotificationEvents &
  typeof CandidateStatusEvents;

export type HistoryEventType = Extract<keyof AllEventSchemas, string>;

export const EVENT_TEXTS: TextsOf<AllEventSchemas> = {
  ...positionTexts,
  ...userTexts,
  ...vacancyTexts,
  ...lightTexts,
  ...meetingTexts,
  ...questionnaireTexts,
  ...profileLinkTexts,
  ...approvalTexts,
  ...privacyTexts,
  ...dictionaryTexts,
  ...blacklistTexts,
  ...checkTexts,
  ...reservationTexts,
  ...storeTexts,
  ...hireTexts,
  ...dkmoTexts,
  ...signingTexts,
  ...notificationTexts,
  ...candidateStatusTexts,
};

/** The describer of a type, or undefined for a type the table does not know (own keys only). */
export function describerOf(type: string): Describer<unknown> | undefined {
  if (!Object.prototype.hasOwnProperty.call(EVENT_TEXTS, type)) return undefined;
  // The table is typed per event type; the caller passes that type's data (validated on append).
  return EVENT_TEXTS[type as HistoryEventType] as Describer<unknown>;
}
