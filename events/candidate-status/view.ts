import { DateTime } from 'luxon';
import type { NotificationChannel } from '../notifications/api';
import type { QuestionnaireState } from '../questionnaire/states';
import { isAllowedFrom } from '../questionnaire/states';
import { ownClosedMessage } from '../questionnaire/own';
import type { QuestionnaireLightStatus } from '../questionnaire-light/events';

/** Where an application stands, as the candidate reads it. */
export const STATUS_STAGES = [
  'received',
  'passedToStore',
  'invited',
  'profile',
  'checking',
  'documents',
  'employed',
  'refused',
  'withdrawn',
] as const;
export type StatusStage = (typeof STATUS_STAGES)[number];

export const STATUS_STAGE_TITLES: Record<StatusStage, string> = {
  received: 'Анкета получена',
  passedToStore: 'Анкета передана в магазин',
  invited: 'Вас пригласили на собеседование',
  profile: 'Заполните анкету трудоустройства',
  checking: 'Проверяем данные',
  documents: 'Документы готовы к подписанию в магазине',
  employed: 'Вы приняты на работу',
  refused: 'К сожалению, мы не готовы предложить вам эту должность',
  withdrawn: 'Вы отозвали заявку',
};

/** What to bring to the interview or to the signing (a short list, no internal detail). */
export const DOCUMENTS_TO_BRING = [
  'Паспорт',
  'СНИЛС',
  'ИНН',
  'Военный билет или приписное свидетельство (для военнообязанных)',
  'Документ об образовании',
] as const;

/**
 * What the status page shows (the server builds it from read models, the public page and the live
 * room get exactly this): no checks, no refusal reasons, no staff names, no comments.
 */
export interface CandidateStatusView {
  ref: string;
  stage: StatusStage;
  stageTitle: string;
  positionTitle: string;
  storeName: string;
  storeAddress: string;
  interview: {
    meetingId: string;
    /** DD.MM.YYYY, Moscow. */
    date: string;
    /** HH:mm, Moscow. */
    time: string;
    zone: 'МСК';
    place: string;
    /** The candidate asked to move it and staff have not moved it since. */
    rescheduleRequested: boolean;
  } | null;
  /** 'Заполните анкету трудоустройства': the candidate's own profile link, while it is open to them. */
  profileLink: string | null;
  /** The documents to bring (interview or signing ahead), else empty. */
  bring: string[];
  canWithdraw: boolean;
  optOut: { channel: NotificationChannel; title: string; link: string }[];
}

/** What the view is derived from: read-model facts, already picked by the server. */
export interface StatusFacts {
  ref: string;
  light: { status: QuestionnaireLightStatus } | null;
  questionnaire: { state: QuestionnaireState; profileSubmitted: boolean } | null;
  withdrawn: boolean;
  vacancy: { positionTitle: string; storeName: string; storeAddress: string };
  /** The latest interview still on (not cancelled), if any. */
  meeting: { id: string; startsAt: string; place: string; rescheduleRequested: boolean } | null;
  profileLink: string | null;
  optOut: CandidateStatusView['optOut'];
  /** ISO now: a past interview is no longer 'ahead'. */
  now: string;
}

const ZONE = 'Europe/Moscow';
const ENDED: readonly StatusStage[] = ['employed', 'refused', 'withdrawn'];

export function stageOf(
  f: Pick<StatusFacts, 'light' | 'questionnaire' | 'withdrawn'>,
  interview: boolean,
): StatusStage {
  if (f.withdrawn) return 'withdrawn';
  const q = f.questionnaire;
  if (q) {
    switch (q.state) {
      case 'rejected':
      case 'rejectedAuth':
        return 'refused';
      case 'employed':
        return 'employed';
      case 'waitingSigningDocuments':
        return 'documents';
      case 'resolved':
      case 'resolvedValid':
      case 'externalCheckPassed':
      case 'sendedTo1S':
        return 'checking';
      case 'waitingInterview':
        return 'invited';
      default:
        if (interview) return 'invited';
        if (q.profileSubmitted) return 'checking';
        return q.state === 'acceptedByALManager' ? 'passedToStore' : 'profile';
    }
  }
  if (f.light?.status === 'rejected') return 'refused';
  if (interview) return 'invited';
  return f.light?.status === 'accepted' ? 'passedToStore' : 'received';
}

/** The candidate's view of their application: pure, from the facts alone. */
export function statusViewOf(f: StatusFacts): CandidateStatusView {
  const start = f.meeting ? DateTime.fromISO(f.meeting.startsAt, { zone: ZONE }) : null;
  const ahead = Boolean(start && start.toMillis() >= Date.parse(f.now));
  const stage = stageOf(f, ahead);
  const ended = ENDED.includes(stage);
  const interview =
    f.meeting && start && ahead && !ended
      ? {
          meetingId: f.meeting.id,
          date: start.toFormat('dd.MM.yyyy'),
          time: start.toFormat('HH:mm'),
          zone: 'МСК' as const,
          place: f.meeting.place,
          rescheduleRequested: f.meeting.rescheduleRequested,
        }
      : null;
  const q = f.questionnaire;
  const profileOpen = Boolean(q && ownClosedMessage(q.state) === null && !ended);
  const canWithdraw = !ended && (q ? isAllowedFrom('reject', q.state) : f.light?.status === 'new');
  return {
    ref: f.ref,
    stage,
    stageTitle: STATUS_STAGE_TITLES[stage],
    positionTitle: f.vacancy.positionTitle,
    storeName: f.vacancy.storeName,
    storeAddress: f.vacancy.storeAddress,
    interview,
    profileLink: profileOpen && q && !q.profileSubmitted ? f.profileLink : null,
    bring: interview || stage === 'documents' ? [...DOCUMENTS_TO_BRING] : [],
    canWithdraw,
    optOut: f.optOut,
  };
}
