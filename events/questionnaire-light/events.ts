import { boolean, enums, object, optional, string } from 'superstruct';
import { CITIZENSHIP_IDS } from './inputs';
import { VACANCY_SERVICES } from '../vacancies/events';
import type { EventOf, StoredEventOf } from '../core/typed';

export * from './inputs';

/** Aggregate kinds: a light questionnaire (`questionnaireLight-12`) and a phone (`phone-79991234567`). */
export const QUESTIONNAIRE_LIGHT_KIND = 'questionnaireLight';
export const PHONE_KIND = 'phone';

/** Phone confirmation limits (spec part 1, section 9: the one-time code is 4 digits). */
export const PHONE_CODE = {
  length: 4,
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  maxSendsPerHour: 5,
  /** 10 sends a day with 5 attempts each: 50 guesses of 10,000 codes (0.5%) a day at most. */
  maxSendsPerDay: 10,
} as const;

export type QuestionnaireLightStatus = 'new' | 'accepted' | 'rejected';
export const QUESTIONNAIRE_LIGHT_STATUSES: QuestionnaireLightStatus[] = ['new', 'accepted', 'rejected'];

/** List captions by status (spec part 1, section 2). */
export const QUESTIONNAIRE_LIGHT_CAPTIONS: Record<QuestionnaireLightStatus, string> = {
  new: 'Новые отклики',
  accepted: 'Согласованные анкеты на вакансии',
  rejected: 'Отказано',
};

/** The candidate's personal fields of `info`: sealed in events, erasable (events/core/personal.ts). */
export const PERSONAL_INFO_LIGHT = [
  'surname',
  'firstName',
  'patronymicName',
  'birthDate',
  'phone',
  'email',
  'addressFact',
] as const;

const InfoData = object({
  surname: string(),
  firstName: string(),
  patronymicName: string(),
  woPatronymic: boolean(),
  citizen: enums(CITIZENSHIP_IDS),
  birthDate: string(),
  phone: string(),
  email: string(),
  addressFact: string(),
  subwayStation: string(),
});

/** What a questionnaire keeps of the vacancy it answered, as it was at submission. */
const VacancySnapshot = object({
  id: string(),
  IStoreId: string(),
  store: object({ name: string(), mall: optional(string()), cityId: string(), cityName: string() }),
  position: object({ id: string(), title: string() }),
});

/**
 * Events. A phone code is stored only as a peppered hash; the audit route redacts `codeHash` and no
 * projection reads phone events. Code send times are derived from `expiresAt` (fixed lifetime).
 */
export const QuestionnaireLightEvents = {
  PhoneCodeSent: object({ phone: string(), codeHash: string(), expiresAt: string() }),
  PhoneCodeRejected: object({ phone: string() }),
  PhoneConfirmed: object({ phone: string() }),
  QuestionnaireLightSubmitted: object({
    id: string(),
    vacancy_id: string(),
    /** The secret of the candidate's edit link (absent in questionnaires submitted before it). */
    editToken: optional(string()),
    info: InfoData,
    vacancy: VacancySnapshot,
    /**
     * Where the candidate came from: the job board whose listing linked to the public vacancy page
     * (`?source=<service>`), or 'site'. Absent when the address named none (and before issue 29).
     */
    source: optional(enums(VACANCY_SERVICES)),
  }),
  QuestionnaireLightEdited: object({ info: InfoData }),
  QuestionnaireLightEmailConfirmed: object({}),
  QuestionnaireLightAccepted: object({ comment: string() }),
  QuestionnaireLightDeclined: object({ comment: string() }),
  QuestionnaireLightRestored: object({}),
};

export type QuestionnaireLightEvent = EventOf<typeof QuestionnaireLightEvents>;
export type StoredQuestionnaireLightEvent = StoredEventOf<typeof QuestionnaireLightEvents>;

export interface QuestionnaireVacancySnapshot {
  id: string;
  IStoreId: string;
  store: { name: string; mall?: string; cityId: string; cityName: string };
  position: { id: string; title: string };
}

export interface ActionBy {
  userId: string;
  name: string;
  role: string;
}

/** A light questionnaire as the staff API returns it and as live updates push it. */
export interface QuestionnaireLightEntity {
  id: string;
  vacancy_id: string;
  type: QuestionnaireLightStatus;
  created_at: string;
  revision: number;
  info: {
    surname: string;
    firstName: string;
    patronymicName: string;
    woPatronymic: boolean;
    citizen: string;
    birthDate: string;
    phone: string;
    email: string;
    emailConfirmed: boolean;
    addressFact: string;
    subwayStation: string;
  };
  action_data: { date: string; comment: string; by: ActionBy } | null;
  vacancy: QuestionnaireVacancySnapshot;
}

/** Outcomes of a staff call (spec part 1, section 4). */
export type CallOutcome = 'done' | 'decline' | 'needauth' | 'norights' | 'didnotchanged' | 'error';
