import type { Actor } from '../core/envelope';

/**
 * The shared contract of the history console (issue 28): what the history API answers and what
 * the console shows. Filled in by the history, time-travel, activity-log and dossier work.
 */

/** One field that an event changed in its record's state: before → after ('удалено' after erasure). */
export interface FieldChange {
  /** Dot path in the record's state ('info.lastName', 'state'). */
  path: string;
  /** The field's Russian label ('Фамилия', 'Статус'); the path when no label is known. */
  label: string;
  /** Display texts (never raw objects): dates as DD.MM.YYYY, enums by their Russian titles. */
  before: string | null;
  after: string | null;
}

/** One event of a record's woven timeline (its own stream and its related streams). */
export interface HistoryEntry {
  /** Global position: the key of the entry, and what time travel goes to. */
  position: number;
  streamId: string;
  /** The stream's kind ('questionnaire', 'checks', 'approval', 'hire', 'signing'...). */
  kind: string;
  revision: number;
  type: string;
  /** ISO-8601 UTC; the console shows it as DD.MM.YYYY HH:mm (МСК). */
  occurredAt: string;
  actor: Actor;
  /** 'Директор магазина Иванов И.' (events/history/describe.ts). */
  actorText: string;
  /** 'Директор магазина Иванов И. подтвердил трудоустройство'. */
  sentence: string;
  correlationId: string;
  changes: FieldChange[];
}

/** Entries of one action (one correlation id), newest first inside the group. */
export interface HistoryGroup {
  correlationId: string;
  entries: HistoryEntry[];
}

/** GET /api/v1/history/:kind/:id?before=<position>&limit=<n>: newest first, paged backwards. */
export interface HistoryPage {
  kind: string;
  id: string;
  /** Events in the whole woven timeline (M in 'событие N из M'). */
  total: number;
  groups: HistoryGroup[];
  /** Pass as `before` for the next (older) page; absent at the start of the story. */
  nextBefore?: number;
}

/**
 * Time travel: a GET of any console API with this header answers as the read models were right
 * after the event at that global position, for the records of the woven timeline being viewed
 * (`x-as-of-record: kind/id`). Other methods with the header are refused.
 */
export const AS_OF_HEADER = 'x-as-of';
export const AS_OF_RECORD_HEADER = 'x-as-of-record';

/** The record kinds with an 'История' on their screen, and the Russian name of each. */
export const HISTORY_RECORD_KINDS = {
  questionnaire: 'Анкета',
  questionnaireLight: 'Облегчённая анкета',
  vacancy: 'Вакансия',
  vacancyTemplate: 'Шаблон вакансии города',
  baseTemplate: 'Базовый шаблон',
  position: 'Должность',
  dkmo: 'ДКМО',
  approval: 'Согласование',
} as const;
export type HistoryRecordKind = keyof typeof HISTORY_RECORD_KINDS;
