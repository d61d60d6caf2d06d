import { isRecord } from '#events/core/json';
import type { EventEnvelope, NewEvent } from '#events/core/envelope';
import { eventDataError } from '#events/core/registry';
import { EventValidationError } from './port';

/** ISO-8601 with an explicit zone, so that the instant is unambiguous. */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Exactly what Date.prototype.toISOString() produces. */
const canonicalInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Batches whose caller already ran validateBatch on them (or on the form they were made from). */
const validated = new WeakSet<readonly NewEvent[]>();

/**
 * Marks a batch as checked, so the adapter does not check it again (issue 25: validate once). Only
 * for a batch built by the caller from one that passed validateBatch for the same stream, with the
 * same ids, types and metadata, and data of the same shape (the sealed store's copy).
 */
export function markValidated<T extends readonly NewEvent[]>(events: T): T {
  validated.add(events);
  return events;
}

/**
 * Both adapters call this before writing anything, so a batch is refused as a whole and the two
 * stores refuse exactly the same things. Messages are Russian like every other validation message.
 */
export function validateBatch(streamId: string, events: readonly NewEvent[]): void {
  if (!isNonEmptyString(streamId)) throw new EventValidationError('Не указан поток событий');
  if (validated.has(events)) return;
  // A caller's batch may be anything at run time; the check must not narrow its type to any[].
  if (!isList(events) || events.length === 0) {
    throw new EventValidationError(`Пустой набор событий для потока ${streamId}`);
  }
  const seen = new Set<string>();
  // A plain loop, and messages built only on failure: this runs for every event of every append.
  for (let index = 0; index < events.length; index++) {
    const event = events[index]!;
    const problem = describeEventError(event, seen);
    if (problem) throw new EventValidationError(`Событие №${index + 1} потока ${streamId}: ${problem}`);
    seen.add(event.id);
  }
}

const isList = (value: unknown): boolean => Array.isArray(value);

/**
 * EventStoreDB's default MaxAppendSize (1 MiB of event data and metadata per append). The embedded
 * store refuses the same batches with the same message, so nothing works on one store and fails on
 * the other (issue 16, item 3).
 */
export const MAX_APPEND_BYTES = 1_048_576;

/** The bytes of a batch as the stores write them: each event's data and metadata as UTF-8 JSON. */
export function serializedBatch(events: readonly NewEvent[]): {
  texts: [data: string, meta: string][];
  bytes: number;
} {
  let bytes = 0;
  const texts = events.map((event): [string, string] => {
    const data = JSON.stringify(event.data);
    const meta = JSON.stringify(event.meta);
    bytes += Buffer.byteLength(data) + Buffer.byteLength(meta);
    return [data, meta];
  });
  return { texts, bytes };
}

export function assertBatchSize(streamId: string, bytes: number, limit = MAX_APPEND_BYTES): void {
  if (bytes > limit)
    throw new EventValidationError(
      `Набор событий потока ${streamId} больше допустимого: ${bytes} байт при пределе ${limit}`,
    );
}

function describeEventError(event: NewEvent, seen: Set<string>): string | null {
  if (typeof event !== 'object' || event === null) return 'не объект';
  if (!isNonEmptyString(event.id)) return 'не указан идентификатор';
  if (seen.has(event.id)) return `идентификатор ${event.id} повторяется в наборе`;
  if (!isNonEmptyString(event.type)) return 'не указан тип';
  const problem = eventDataError(event.type, event.data) ?? describeMetaError(event.meta);
  return problem ? `(${event.type}) ${problem}` : null;
}

function describeMetaError(meta: unknown): string | null {
  if (!isRecord(meta)) return 'нет метаданных';
  const m = meta;
  const actor = m.actor;
  if (!isRecord(actor)) return 'в метаданных не указан автор';
  if (!isNonEmptyString(actor.userId)) return 'в метаданных не указан пользователь';
  if (!isNonEmptyString(actor.role)) return 'в метаданных не указана роль';
  if (
    !isNonEmptyString(m.occurredAt) ||
    !isoInstant.test(m.occurredAt) ||
    Number.isNaN(Date.parse(m.occurredAt))
  ) {
    return 'в метаданных время события не в формате ISO-8601';
  }
  if (!isNonEmptyString(m.correlationId)) return 'в метаданных не указан correlationId';
  if (!isNonEmptyString(m.causationId)) return 'в метаданных не указан causationId';
  if (typeof m.schemaVersion !== 'number' || !Number.isInteger(m.schemaVersion)) {
    return 'в метаданных не указана версия схемы';
  }
  return null;
}

/**
 * occurredAt as a UTC string of fixed shape (toISOString), so that instants compare correctly as
 * text whatever zone offset or precision the writer used.
 */
export function normalizedInstant(iso: string): string {
  if (canonicalInstant.test(iso)) return iso; // the common case: written by toISOString()
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new EventValidationError(`Неверное время: ${iso}`);
  return new Date(ms).toISOString();
}

/**
 * The last event of a re-sent batch as the stream holds it: every id stored, in order, one after
 * another. A batch stored only in part (or not in order) is refused: a re-send cannot complete it.
 */
export function lastOfStoredBatch(
  streamId: string,
  events: readonly NewEvent[],
  stored: readonly EventEnvelope[],
): EventEnvelope {
  const whole =
    stored.length === events.length &&
    stored.every((e, i) => e.id === events[i]!.id && e.revision === stored[0]!.revision + i);
  if (!whole) {
    throw new EventValidationError(
      `Часть событий уже записана (поток ${streamId}): повторная отправка отклонена`,
    );
  }
  return stored.at(-1)!;
}
