import {
  enums,
  integer,
  max,
  min,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  trimmed,
} from 'superstruct';
import { parseCalendarDay } from '../core/calendar-day';
import type { ActionBy } from '../questionnaire-light/events';
import type { EventOf, StoredEventOf } from '../core/typed';

/**
 * Meetings: interview invitations (issue 5, calendar). Aggregate `meeting-{n}`; numbered like light
 * questionnaires. Only the event log knows them; the calendar reads the `meetings` read model.
 */
export const MEETING_KIND = 'meeting';
export const MEETINGS_COLLECTION = 'meetings';
export const MEETINGS_LIST_ROOM = `list:${MEETINGS_COLLECTION}`;

/** Staff work in Moscow time: the calendar, the invite form and the messages all use it. */
export const MEETING_TIME_ZONE = 'Europe/Moscow';

export const MEETING_LIMITS = {
  minDurationMinutes: 15,
  maxDurationMinutes: 240,
  /** The longest range one list call may ask for (a month grid needs at most 42 days). */
  maxRangeDays: 62,
  placeMax: 300,
  commentMax: 2000,
} as const;

export const MEETING_MESSAGES = {
  placeRequired: 'Укажите место встречи',
  startsInPast: 'Время встречи должно быть в будущем',
  duration: `Длительность встречи — от ${MEETING_LIMITS.minDurationMinutes} до ${MEETING_LIMITS.maxDurationMinutes} минут`,
  reasonRequired: 'Укажите причину отмены',
  notFound: 'Встреча не найдена',
  exists: 'Встреча с таким номером уже существует',
  cancelled: 'Встреча отменена: перенести или отменить её нельзя',
  questionnaireRejected: 'Кандидату отказано: пригласить его на собеседование нельзя',
  rangeOrder: 'Конец периода должен быть позже его начала',
  rangeTooLong: `Период не может быть длиннее ${MEETING_LIMITS.maxRangeDays} дней`,
  isoDateTime: 'Укажите дату и время в формате ISO 8601 с часовым поясом',
  noRights: 'Приглашать на собеседование могут администратор и сотрудники с доступом к анкетам QR',
} as const;

/** The permission that opens the light questionnaire card, where invitations are sent from. */
export const SCHEDULE_PERMISSION = 'MANAGE_QUESTIONNAIRE_AL';

/** Who may schedule, reschedule and cancel: Admin, or a reviewer of light questionnaires. */
export function canScheduleMeetings(who: { scope: string; permissions: readonly string[] }): boolean {
  return who.scope === 'Admin' || who.permissions.includes(SCHEDULE_PERMISSION);
}

/** The questionnaires a meeting may invite from: the light one (QR) or the employment card. */
export const QUESTIONNAIRE_KINDS = ['light', 'employment'] as const;
export type MeetingQuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

export const MeetingEvents = {
  InterviewScheduled: object({
    id: string(),
    questionnaireId: string(),
    /** Which questionnaire the id is of: a light one (absent in older events) or an employment one. */
    questionnaireKind: optional(enums(QUESTIONNAIRE_KINDS)),
    candidateName: string(),
    positionTitle: string(),
    IStoreId: string(),
    storeName: string(),
    startsAt: string(),
    durationMinutes: integer(),
    place: string(),
    comment: string(),
  }),
  InterviewRescheduled: object({
    startsAt: string(),
    durationMinutes: optional(integer()),
    place: optional(string()),
  }),
  InterviewCancelled: object({ reason: string() }),
};

export type MeetingEvent = EventOf<typeof MeetingEvents>;
export type StoredMeetingEvent = StoredEventOf<typeof MeetingEvents>;

export type MeetingStatus = 'scheduled' | 'cancelled';

/** A meeting as the API returns it and as live updates push it (plus bookkeeping fields). */
export interface MeetingEntity {
  id: string;
  questionnaireId: string;
  /** 'employment': invited from the employment card (issue 24); else a light questionnaire's. */
  questionnaireKind: MeetingQuestionnaireKind;
  candidateName: string;
  positionTitle: string;
  IStoreId: string;
  storeName: string;
  /** ISO-8601 UTC. */
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  place: string;
  comment: string;
  status: MeetingStatus;
  revision: number;
  createdAt: string;
  createdBy: ActionBy;
  updatedAt: string;
  updatedBy: ActionBy;
  /** How many times it was moved. */
  rescheduled: number;
  cancellation: { reason: string; at: string; by: ActionBy } | null;
  /**
   * The candidate asked on their status page to move it (issue 31), until staff move or cancel it:
   * their comment and preferred time (ISO, or null).
   */
  rescheduleRequest?: RescheduleRequest | null;
}

export interface RescheduleRequest {
  comment: string;
  preferredTime: string | null;
  at: string;
}

/** The `meetings` read-model document: the API entity plus its number (for the next id). */
export interface MeetingDoc extends MeetingEntity {
  seq: number;
}

// --- API inputs -----------------------------------------------------------------------------------

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant with an explicit zone ('2026-12-14T08:00:00.000Z'); a local time would be ambiguous. */
export const isoInstant = () =>
  refine(
    size(string(), 1, 40),
    'isoInstant',
    // Date.parse reads '2024-02-31' as 2 March: the day must be one the calendar has.
    (v) =>
      (ISO_INSTANT.test(v) &&
        !Number.isNaN(Date.parse(v)) &&
        parseCalendarDay(v.slice(0, 10), 'iso') !== null) ||
      MEETING_MESSAGES.isoDateTime,
  );

const meetingId = pattern(size(string(), 1, 20), /^\d+$/);
const revision = min(max(integer(), 1_000_000), 0);
/** Wide bounds here; the decider owns the 15-240 rule and its message. */
const duration = min(max(integer(), 100_000), 0);
const place = size(trimmed(string()), 0, MEETING_LIMITS.placeMax);

export const ListMeetingsInput = object({ from: isoInstant(), to: isoInstant() });

export const ScheduleMeetingInput = object({
  questionnaireId: pattern(size(string(), 1, 20), /^\d+$/),
  startsAt: isoInstant(),
  durationMinutes: duration,
  place,
  comment: optional(size(trimmed(string()), 0, MEETING_LIMITS.commentMax)),
});

export const RescheduleMeetingInput = object({
  id: meetingId,
  startsAt: isoInstant(),
  durationMinutes: optional(duration),
  place: optional(place),
  revision,
});

export const CancelMeetingInput = object({
  id: meetingId,
  reason: size(trimmed(string()), 0, MEETING_LIMITS.commentMax),
  revision,
});

// --- The invite form (console) ---------------------------------------------------------------------

const DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** DD.MM.YYYY naming a real calendar day. */
export function isValidDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isValidTime = (value: string): boolean => TIME.test(value);

/** The invite and reschedule form: the rules of the decider, worded for the form's fields. */
export const MeetingFormFields = object({
  date: refine(string(), 'date', (v) => isValidDate(v) || 'Укажите дату в формате ДД.ММ.ГГГГ'),
  time: refine(string(), 'time', (v) => isValidTime(v) || 'Укажите время в формате ЧЧ:ММ'),
  durationMinutes: refine(
    integer(),
    'duration',
    (v) =>
      (v >= MEETING_LIMITS.minDurationMinutes && v <= MEETING_LIMITS.maxDurationMinutes) ||
      MEETING_MESSAGES.duration,
  ),
  place: refine(
    size(trimmed(string()), 0, MEETING_LIMITS.placeMax),
    'place',
    (v) => v.length > 0 || MEETING_MESSAGES.placeRequired,
  ),
  comment: size(trimmed(string()), 0, MEETING_LIMITS.commentMax),
});

export interface MeetingFormValues {
  date: string;
  time: string;
  durationMinutes: number;
  place: string;
  comment: string;
}

/** The durations the form offers (any whole number of minutes in range is accepted by the API). */
export const DURATION_OPTIONS = [15, 30, 45, 60, 90, 120, 180, 240] as const;
