import { ACTIVITY, ACTIVITY_DAYS, type ActivityDoc } from '#events/activity/contract';
import type { Filter, ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';
import type { Stored } from '../core/types';

/** The log's filters once validated: ids, and the period as Moscow days 'YYYY-MM-DD' (inclusive). */
export interface ActivityFilter {
  actorUserId?: string;
  kind?: string;
  storeId?: string;
  /** Every day of the period, newest first; absent: any time. */
  days?: string[];
  /** Exact bounds inside the first and last day, when the period was given to the minute (ISO). */
  fromInstant?: string;
  toInstant?: string;
}

const BY_POSITION_DESC = { position: -1 } as const;

/** A period: Moscow days 'YYYY-MM-DD' inclusive (open when absent), and exact instants (ISO) if given. */
export interface ActivityPeriod {
  firstDay?: string;
  lastDay?: string;
  fromInstant?: string;
  toInstant?: string;
}

/** Every day that has events, newest first (one small document per day). */
export async function activityDays(read: ReadStore): Promise<string[]> {
  const docs = await collectionIn(read, ACTIVITY_DAYS).find();
  return docs.map((d) => d.day).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

/**
 * The filter with its period as the list of days that have events in it (an index takes them as
 * an IN list; a period that covers every day is no filter), and the days an export walks.
 */
export async function withPeriod(
  read: ReadStore,
  filter: ActivityFilter,
  period: ActivityPeriod | undefined,
  /** Whether the caller walks the days (an export); a page without a period needs none. */
  walk = true,
): Promise<{ filter: ActivityFilter; days: string[] }> {
  if (!period && !walk) return { filter, days: [] };
  const all = await activityDays(read);
  if (!period) return { filter, days: all };
  const { firstDay = '', lastDay = '\uffff', fromInstant, toInstant } = period;
  const days = all.filter((day) => day >= firstDay && day <= lastDay);
  const exact = { ...(fromInstant ? { fromInstant } : {}), ...(toInstant ? { toInstant } : {}) };
  return { filter: { ...filter, ...(days.length < all.length ? { days } : {}), ...exact }, days };
}

/**
 * The read-store filter. Each field is an equality or an $in over the indexed fields, so one of
 * the projection's indexes answers it (projections/activity/projection.ts); only a period given to
 * the minute adds a test of `occurredAt` on the documents of its first and last day.
 */
export function activityQuery(f: ActivityFilter, days = f.days): Filter {
  const filter: Filter = {};
  if (f.actorUserId !== undefined) filter.actorUserId = f.actorUserId;
  if (f.kind !== undefined) filter.kind = f.kind;
  if (f.storeId !== undefined) filter.storeId = f.storeId;
  if (days) filter.day = days.length === 1 ? days[0] : { $in: days };
  const occurredAt: Record<string, string> = {};
  if (f.fromInstant) occurredAt.$gte = f.fromInstant;
  if (f.toInstant) occurredAt.$lte = f.toInstant;
  if (Object.keys(occurredAt).length > 0) filter.occurredAt = occurredAt;
  return filter;
}

/** One page of the log, newest first, and the number of matching events. */
export async function activityPage(
  read: ReadStore,
  f: ActivityFilter,
  page: number,
  pageSize: number,
): Promise<{ docs: Stored<ActivityDoc>[]; total: number }> {
  // No filter at all: every day, so the day index counts (a sum per day, not a walk of every event).
  const everything = Object.keys(activityQuery(f)).length === 0;
  const filter = everything ? activityQuery(f, await activityDays(read)) : activityQuery(f);
  return collectionIn(read, ACTIVITY).findPage(filter, {
    sort: BY_POSITION_DESC,
    skip: (page - 1) * pageSize,
    limit: pageSize,
  });
}

export async function activityCount(read: ReadStore, f: ActivityFilter): Promise<number> {
  return collectionIn(read, ACTIVITY).count(activityQuery(f));
}

/**
 * Every matching document, newest first, in chunks: day by day (each day an index seek), paged
 * inside a day, so that no chunk walks past what earlier chunks read. Stops once `total`
 * documents came (the days before the oldest event are never asked), or when `signal` aborts.
 */
export async function* activityChunks(
  read: ReadStore,
  f: ActivityFilter,
  days: readonly string[],
  total: number,
  signal?: AbortSignal,
  chunkSize = 1000,
): AsyncGenerator<Stored<ActivityDoc>[]> {
  const docs = collectionIn(read, ACTIVITY);
  let sent = 0;
  for (const day of days) {
    if (sent >= total || signal?.aborted) return;
    const filter = activityQuery(f, [day]);
    if ((await docs.count(filter)) === 0) continue;
    for (let skip = 0; ; skip += chunkSize) {
      if (signal?.aborted) return;
      const chunk = await docs.find(filter, { sort: BY_POSITION_DESC, skip, limit: chunkSize });
      if (chunk.length > 0) yield chunk;
      sent += chunk.length;
      if (chunk.length < chunkSize) break;
    }
  }
}
