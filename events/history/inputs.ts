import { HISTORY_RECORD_KINDS, type HistoryRecordKind } from './api';

/**
 * The history API's inputs (issue 28): the record kind, paging and compare positions. Parsed by
 * hand, not by a superstruct schema, so each 400 names its field in words a reader understands
 * ('вид записи', 'до события', 'с события', 'по событие').
 */
export const HISTORY_FIELDS = {
  kind: 'вид записи',
  id: 'идентификатор записи',
  before: 'до события',
  limit: 'размер страницы',
  from: 'с события',
  to: 'по событие',
} as const;
export type HistoryField = keyof typeof HISTORY_FIELDS;

export const HISTORY_LIMIT = { min: 1, max: 200, default: 50 } as const;

export const HISTORY_MESSAGES = {
  kind: `Поле «${HISTORY_FIELDS.kind}»: историю ведут только ${Object.values(HISTORY_RECORD_KINDS).join(', ')}`,
  id: `Поле «${HISTORY_FIELDS.id}»: недопустимое значение`,
  position: (field: HistoryField) =>
    `Поле «${HISTORY_FIELDS[field]}» (${field}): нужен номер события, целое число не меньше 0`,
  limit: `Поле «${HISTORY_FIELDS.limit}» (limit): целое число от ${HISTORY_LIMIT.min} до ${HISTORY_LIMIT.max}`,
  required: (field: HistoryField) => `Поле «${HISTORY_FIELDS[field]}» (${field}) обязательно`,
  noEvent: (position: number) => `События ${position} нет в истории`,
} as const;

export function isHistoryKind(kind: string): kind is HistoryRecordKind {
  return Object.hasOwn(HISTORY_RECORD_KINDS, kind);
}

/** A non-negative integer written in decimal digits, or null ('1.5', '-1', '1e3', '' are not). */
export function parsePosition(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}
