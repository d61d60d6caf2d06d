import { defineCollection } from '../core/collections';
import { HISTORY_RECORD_KINDS } from '../history/api';

/**
 * The activity log (issue 28, item 3): one read-model document per event of the store, of every
 * type, with what its filters need. No candidate's personal data: the actor is a staff member (a
 * candidate is 'Кандидат', never named) and the sentence comes from describeEvent, which promises
 * none.
 */
export interface ActivityDoc {
  position: number;
  type: string;
  /** The stream's kind ('questionnaire', 'checks', ...). */
  kind: string;
  recordId: string;
  streamId: string;
  /** ISO-8601 UTC. */
  occurredAt: string;
  /** The Moscow calendar day of occurredAt, 'YYYY-MM-DD': what a period filter selects by (indexed). */
  day: string;
  actorUserId: string;
  actorRole: string;
  actorName: string | null;
  /** The store the record belongs to, or null (positions, templates, users...). */
  storeId: string | null;
  correlationId: string;
  /** 'Директор магазина Иванов И. подтвердил трудоустройство' (events/history/describe.ts). */
  sentence: string;
}

export const ACTIVITY = defineCollection<ActivityDoc>('activity');

/** The Moscow days that have events, one tiny document each: what a period's list of days is cut from. */
export interface ActivityDayDoc {
  day: string;
}
export const ACTIVITY_DAYS = defineCollection<ActivityDayDoc>('activityDays');

/** Every stream kind of the product and its Russian name: the kinds the filter accepts. */
export const ACTIVITY_KINDS: Record<string, string> = {
  ...HISTORY_RECORD_KINDS,
  checks: 'Проверки кандидата',
  hire: 'Трудоустройство в 1С',
  signing: 'Подписание документов',
  meeting: 'Встреча',
  user: 'Сотрудник',
  dictionary: 'Справочник',
  blacklist: 'Чёрный список',
  phone: 'Подтверждение телефона',
  reservation: 'Резервирование',
  notification: 'Уведомление кандидату',
  'notification-template': 'Шаблон уведомления',
  'notification-opt-out': 'Отказ от уведомлений',
  'candidate-status': 'Страница статуса кандидата',
  eventstore: 'Журнал событий',
};

export const activityKindName = (kind: string): string => ACTIVITY_KINDS[kind] ?? kind;

/**
 * The record whose 'История' shows an event: its own for the kinds with one, the questionnaire for
 * its woven streams (checks, 1C hire, signatures share the questionnaire's id), none otherwise.
 */
export function historyTarget(kind: string, recordId: string): { kind: string; id: string } | null {
  if (!recordId) return null;
  if (kind in HISTORY_RECORD_KINDS) return { kind, id: recordId };
  if (kind === 'checks' || kind === 'hire' || kind === 'signing')
    return { kind: 'questionnaire', id: recordId };
  return null;
}

/** One line of the activity log as the API answers it. */
export interface ActivityEntry {
  position: number;
  occurredAt: string;
  type: string;
  actorUserId: string;
  actorRole: string;
  /** 'Кадрова Елена (HR-специалист)'. */
  actorText: string;
  /** The role's Russian title. */
  roleTitle: string;
  kind: string;
  kindName: string;
  recordId: string;
  /** '/protected/history/questionnaire/42', or null for records without a history page. */
  link: string | null;
  storeId: string | null;
  storeName: string | null;
  sentence: string;
  /** The action this event was part of (events of one request share it). */
  correlationId: string;
}

/** GET /api/v1/activity: a page of entries, newest first, and how many match in all. */
export interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/v1/activity/actors: one who may appear in the log, for the 'who' filter. Every staff
 * account (deactivated ones too) and the two non-staff actors, the system and the candidate.
 */
export interface ActivityActor {
  /** The log's `actor` filter value (the event's actor userId: 'system', 'candidate' for the two). */
  userId: string;
  /** 'Кадрова Елена'; 'Система', 'Кандидат'. */
  name: string;
  role: string;
  /** The role's Russian title ('HR-специалист'). */
  roleTitle: string;
}

/** The filters of the log, its exports and `npm run audit:export`, as the address carries them. */
export interface ActivityFilterParams {
  actor?: string;
  kind?: string;
  store?: string;
  /** DD.MM.YYYY or ISO (YYYY-MM-DD, or a full ISO instant). */
  from?: string;
  to?: string;
}

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 200;
/** The response header giving an export's row count before its first byte (progress). */
export const ACTIVITY_TOTAL_HEADER = 'x-total-count';

/** The columns of the CSV export, in Russian (Excel opens it as it is). */
export const ACTIVITY_CSV_COLUMNS = [
  'Позиция',
  'Дата и время (МСК)',
  'Сотрудник',
  'Роль',
  'Вид записи',
  'Запись',
  'Магазин',
  'Событие',
  'Тип события',
] as const;
