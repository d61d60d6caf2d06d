import { ProfileSectionEvents, type ProfileSection } from './profile/events';
import type { Profile } from './profile/types';
import { QuestionnaireFileEvents, type QuestionnaireFiles } from './files';
import { WorkPlacesData, type WorkPlace } from './work-places';
import { boolean, enums, object, optional, size, string } from 'superstruct';
import type { EventOf, StoredEventOf } from '../core/typed';
import {
  QUESTIONNAIRE_STATES,
  TRANSITIONS,
  type QuestionnaireAction,
  type QuestionnaireState,
} from './states';

export * from './states';

/** Aggregate kind: an employment questionnaire (`questionnaire-12`, numeric ids like the spec's). */
export const QUESTIONNAIRE_KIND = 'questionnaire';

export const CONTRACTOR_TYPES = ['Employee', 'Entrepreneur'] as const;
export type ContractorType = (typeof CONTRACTOR_TYPES)[number];
export const QUESTIONNAIRE_SOURCES = ['light', 'profile', 'staff'] as const;
export type QuestionnaireSource = (typeof QUESTIONNAIRE_SOURCES)[number];
export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

/** The candidate's main data (spec part 2, section 3, `info`); the full profile comes with issue 14. */
export const QuestionnaireInfoData = object({
  lastname: string(),
  firstname: string(),
  secondname: string(),
  woPatronymic: boolean(),
  sex: optional(enums(SEXES)),
  dateBirth: string(),
  phone: string(),
  email: string(),
});
/** The fields one edit may change; each is optional, and only the changed ones are recorded. */
export const QuestionnaireInfoChanges = object({
  lastname: optional(string()),
  firstname: optional(string()),
  secondname: optional(string()),
  woPatronymic: optional(boolean()),
  sex: optional(enums(SEXES)),
  dateBirth: optional(string()),
  phone: optional(string()),
  email: optional(string()),
  /** The last places of work (spec part 2, section 3); absent on older questionnaires. */
  lastJobs: optional(WorkPlacesData),
});
export const INFO_FIELDS = [
  'lastname',
  'firstname',
  'secondname',
  'woPatronymic',
  'sex',
  'dateBirth',
  'phone',
  'email',
  'lastJobs',
] as const;
export type InfoField = (typeof INFO_FIELDS)[number];
/** The candidate's personal fields of `info`: sealed in events, erasable (events/core/personal.ts). */
export const PERSONAL_INFO = ['lastname', 'firstname', 'secondname', 'dateBirth', 'phone', 'email'] as const;
/** What else of `info` is the candidate's own (their work history): sealed in edits, erasable. */
export const PERSONAL_INFO_EXTRA = ['lastJobs'] as const;

/** What a questionnaire keeps of the store and position it applies to, as they were when opened. */
export const QuestionnaireVacancyData = object({
  vacancyId: optional(string()),
  IStoreId: string(),
  storeName: string(),
  storeMall: optional(string()),
  cityId: string(),
  cityName: string(),
  positionId: string(),
  positionTitle: string(),
});

const actions = Object.keys(TRANSITIONS) as QuestionnaireAction[]; // keys of a literal object
export const QuestionnaireEvents = {
  QuestionnaireOpened: object({
    id: string(),
    source: enums(QUESTIONNAIRE_SOURCES),
    /** The light questionnaire it continues (source 'light'). */
    lightQuestionnaireId: optional(string()),
    contractorType: enums(CONTRACTOR_TYPES),
    state: enums(['new', 'acceptedByALManager'] as const),
    info: QuestionnaireInfoData,
    vacancy: QuestionnaireVacancyData,
  }),
  QuestionnaireInfoEdited: object({ changes: QuestionnaireInfoChanges }),
  /** Every move of the state machine, by an action of the transition table (states.ts). */
  QuestionnaireStateChanged: object({
    action: enums(actions),
    from: enums(QUESTIONNAIRE_STATES),
    to: enums(QUESTIONNAIRE_STATES),
    /** The refusal reason (causeReject), when there is one. */
    reason: optional(string()),
  }),
  QuestionnaireCommented: object({ commentId: string(), text: size(string(), 1, 2000) }),
  ...QuestionnaireFileEvents,
  ...ProfileSectionEvents,
  /**
   * The candidate sent their extended profile (the 'Отправить анкету' of
   * /protected/feedback/edit/{id}/al) after the whole profile passed the rules. Nothing personal:
   * the profile itself is in the section events.
   */
  ProfileSubmitted: object({}),
};

export type QuestionnaireEvent = EventOf<typeof QuestionnaireEvents>;
export type StoredQuestionnaireEvent = StoredEventOf<typeof QuestionnaireEvents>;

export interface QuestionnaireInfo {
  lastname: string;
  firstname: string;
  secondname: string;
  woPatronymic: boolean;
  sex?: Sex;
  dateBirth: string;
  phone: string;
  email: string;
  /** The last places of work (spec part 2, section 3), absent until someone records them. */
  lastJobs?: WorkPlace[];
}

export interface QuestionnaireVacancy {
  vacancyId?: string;
  IStoreId: string;
  storeName: string;
  storeMall?: string;
  cityId: string;
  cityName: string;
  positionId: string;
  positionTitle: string;
}

/** Who did something, as documents keep it (name shown to colleagues). */
export interface ActorRef {
  userId: string;
  role: string;
  name?: string;
}

export interface QuestionnaireComment {
  id: string;
  text: string;
  at: string;
  by: ActorRef;
}

/** The last change: what live consoles highlight and name ('Иванова И. (HR-специалист) отказала …'). */
export interface QuestionnaireChange {
  kind: 'opened' | 'edited' | 'state' | 'comment' | 'file' | 'profile' | 'submitted';
  /** The profile section saved (kind 'profile'). */
  section?: ProfileSection;
  action?: QuestionnaireAction;
  fields?: InfoField[];
  at: string;
  by: ActorRef;
}

/** The `questionnaires` read-model document: the list card, the full view and every live update. */
export interface QuestionnaireDoc {
  id: string;
  seq: number | null;
  source: QuestionnaireSource;
  lightQuestionnaireId?: string;
  contractorType: ContractorType;
  state: QuestionnaireState;
  /** The state before a refusal (where 'restore' leads). */
  previousState: QuestionnaireState | null;
  rejectedReason: string | null;
  info: QuestionnaireInfo;
  vacancy: QuestionnaireVacancy;
  /** Flat filter fields (indexed): store, city, position. */
  IStoreId: string;
  cityId: string;
  positionId: string;
  /** Lower-case name and phone digits, for the list search. */
  search: string;
  comments: QuestionnaireComment[];
  /** The scans by kind (absent until the first one is attached). */
  files?: QuestionnaireFiles;
  /** The extended profile, section by section as saved (absent until the first save). */
  profile?: Partial<Profile>;
  /** When the candidate last sent the profile (absent until they do). */
  profileSubmittedAt?: string;
  lastChange: QuestionnaireChange;
  createdAt: string;
  updatedAt: string;
  revision: number;
}
