import { FUNNEL_STAGES, stageRank, type FunnelJourneyDoc } from '#events/funnel/api';
import type { FunnelRollupDoc, FunnelRollupLevel, FunnelRollupPart } from '#events/funnel/collections';
import { addJourney, copyCell } from './cells';
import { mondayOf } from './journey';

/**
 * The funnel's rollups (events/funnel/collections.ts FUNNEL_ROLLUPS): which rollups a journey
 * counts in, a rollup after a journey moved (copy on write: only the touched part is copied), and
 * the rollups that cover a period exactly (whole months, then whole weeks, then days).
 */

const STAGES = FUNNEL_STAGES.length;
const LEVEL_LETTER: Record<FunnelRollupLevel, string> = { day: 'D', week: 'W', month: 'M' };
const LEVEL_OF_LETTER = new Map(
  (Object.entries(LEVEL_LETTER) as [FunnelRollupLevel, string][]).map(([level, letter]) => [letter, level]),
);
/** The rollups of the whole chain. */
export const CHAIN = '*';

export const rollupId = (level: FunnelRollupLevel, bucket: string, storeId: string): string =>
  `${LEVEL_LETTER[level]}|${bucket}|${storeId}`;

export const partKeyOf = (j: Pick<FunnelJourneyDoc, 'positionId' | 'source'>): string =>
  `${j.positionId}|${j.source}`;

/** The buckets of a start day: the day, its week's Monday, its month. */
export function bucketsOf(day: string): { level: FunnelRollupLevel; bucket: string }[] {
  return [
    { level: 'day', bucket: day },
    { level: 'week', bucket: mondayOf(day) },
    { level: 'month', bucket: day.slice(0, 7) },
  ];
}

/** The summary beside a rollup: one part for every position and source. */
export const SUMMARY = '*';
export const summaryId = (rollup: string): string => `${rollup}|${SUMMARY}`;
/**
 * The chain's rollup of one position (its parts: that position per source) and of one source (its
 * parts: every position from that source). A chain view filtered by position or source reads these,
 * never all the chain's parts with a store map each (10 positions × 4 sources × 200 stores).
 */
export const positionRollupId = (rollup: string, positionId: string): string => `${rollup}|p:${positionId}`;
export const sourceRollupId = (rollup: string, source: string): string => `${rollup}|s:${source}`;

/**
 * Every rollup a journey counts in (they never change): per level, its store's rollup and summary,
 * and the chain's summary, position rollup and source rollup.
 */
export function rollupIdsOf(
  j: Pick<FunnelJourneyDoc, 'startDay' | 'storeId' | 'positionId' | 'source'>,
): string[] {
  return bucketsOf(j.startDay).flatMap(({ level, bucket }) => {
    const store = rollupId(level, bucket, j.storeId);
    const chain = rollupId(level, bucket, CHAIN);
    return [
      store,
      summaryId(store),
      summaryId(chain),
      positionRollupId(chain, j.positionId),
      sourceRollupId(chain, j.source),
    ];
  });
}

/** Reads a rollup id back: level, bucket, store, and whether it is a summary. */
export function parseRollupId(
  id: string,
): Pick<FunnelRollupDoc, 'level' | 'bucket' | 'storeId'> & { summary: boolean } {
  const [letter, bucket, storeId, suffix] = id.split('|') as [string, string, string, string?];
  const level = LEVEL_OF_LETTER.get(letter)!;
  return { level, bucket, storeId, summary: suffix === SUMMARY };
}

function emptyPart(j: FunnelJourneyDoc, chain: boolean, summary: boolean): FunnelRollupPart {
  const zeros = () => new Array<number>(STAGES).fill(0);
  return {
    positionId: summary ? SUMMARY : j.positionId,
    positionTitle: summary ? '' : j.positionTitle,
    source: summary ? SUMMARY : j.source,
    journeys: 0,
    reached: zeros(),
    entered: zeros(),
    advanced: zeros(),
    current: zeros(),
    refused: zeros(),
    reasons: {},
    days: {},
    weeks: {},
    ...(chain ? { stores: {} } : {}),
    ...(summary ? { positions: {}, positionTitles: {}, sources: {} } : {}),
  };
}

/** Adds `sign` × `values` into `map[key]` (in place: the part is owned), dropping an entry that sums to zero. */
function addVector(map: Record<string, number[]>, key: string, values: number[], sign: 1 | -1): void {
  const next = map[key] ?? new Array<number>(values.length).fill(0);
  let any = false;
  for (let i = 0; i < values.length; i++) {
    next[i]! += sign * values[i]!;
    if (next[i] !== 0) any = true;
  }
  if (any) map[key] = next;
  else delete map[key];
}

/** Per stage, 1 where the journey reached it (what a cell's `reached` counts), once per journey version. */
const reachedVectors = new WeakMap<FunnelJourneyDoc, number[]>();
function reachedOf(j: FunnelJourneyDoc): number[] {
  let reached = reachedVectors.get(j);
  if (!reached) {
    reached = new Array<number>(STAGES).fill(0);
    for (let i = stageRank(j.entryStage); i <= stageRank(j.maxStage); i++) reached[i] = 1;
    reachedVectors.set(j, reached);
  }
  return reached;
}

function addToPart(part: FunnelRollupPart, j: FunnelJourneyDoc, sign: 1 | -1): void {
  addJourney(part, j, sign, true);
  const reached = reachedOf(j);
  addVector(part.weeks, mondayOf(j.startDay), reached, sign);
  const counts = [1, j.refused ? 1 : 0, ...reached];
  if (part.stores) addVector(part.stores, j.storeId, counts, sign);
  if (part.positions) {
    addVector(part.positions, j.positionId, counts, sign);
    if (part.positions[j.positionId]) part.positionTitles![j.positionId] = j.positionTitle;
    else delete part.positionTitles![j.positionId];
  }
  if (part.sources) addVector(part.sources, j.source, counts, sign);
}

/**
 * Parts (and parts maps) this module made for a rollup version that has since been replaced by a
 * newer one in the same batch: nothing else holds them, so they change in place instead of being
 * copied again (a chain rollup's part has a store map of up to every store). Anything read from
 * the read store is copied on its first change.
 */
const owned = new WeakSet<object>();

/** The rollup `id` after a journey moved from `before` (null: new) to `after`, as a new object. */
export function nextRollup(
  doc: FunnelRollupDoc | null,
  id: string,
  before: FunnelJourneyDoc | null,
  after: FunnelJourneyDoc,
): FunnelRollupDoc {
  const parts = doc ? (owned.has(doc.parts) ? doc.parts : { ...doc.parts }) : {};
  owned.add(parts);
  const where = parseRollupId(id);
  const { level, bucket, storeId } = where;
  const next: FunnelRollupDoc = doc ? { ...doc, parts } : { level, bucket, storeId, parts };
  const key = where.summary ? SUMMARY : partKeyOf(after);
  const old = parts[key];
  let part: FunnelRollupPart;
  if (old && owned.has(old)) part = old;
  else if (old) {
    // Read from the store (or another batch's): copied whole once, then owned.
    const vectors = (m: Record<string, number[]>) =>
      Object.fromEntries(Object.entries(m).map(([k, v]) => [k, [...v]]));
    part = {
      ...copyCell(old, true),
      weeks: vectors(old.weeks),
      ...(old.stores ? { stores: vectors(old.stores) } : {}),
      ...(old.positions
        ? { positions: vectors(old.positions), positionTitles: { ...old.positionTitles } }
        : {}),
      ...(old.sources ? { sources: vectors(old.sources) } : {}),
    };
  } else part = emptyPart(after, storeId === CHAIN, where.summary);
  owned.add(part);
  if (before) addToPart(part, before, -1);
  addToPart(part, after, 1);
  parts[key] = part;
  return next;
}

const DAY_MS = 86_400_000;
const ms = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The rollup buckets that cover the days from..to exactly once: the calendar months inside it,
 * then the weeks (Monday to Sunday) inside what is left, then the days left over.
 */
export function periodBuckets(from: string, to: string): { level: FunnelRollupLevel; bucket: string }[] {
  const out: { level: FunnelRollupLevel; bucket: string }[] = [];
  const end = ms(to);
  let t = ms(from);
  const weeksAndDays = (until: number) => {
    while (t <= until) {
      const day = iso(t);
      const weekday = (new Date(t).getUTCDay() + 6) % 7;
      if (weekday === 0 && t + 6 * DAY_MS <= until) {
        out.push({ level: 'week', bucket: day });
        t += 7 * DAY_MS;
      } else {
        out.push({ level: 'day', bucket: day });
        t += DAY_MS;
      }
    }
  };
  while (t <= end) {
    const date = new Date(t);
    const monthStart = date.getUTCDate() === 1;
    const nextMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    if (monthStart && nextMonth - DAY_MS <= end) {
      out.push({ level: 'month', bucket: iso(t).slice(0, 7) });
      t = nextMonth;
      continue;
    }
    // Weeks and days up to the next whole month in the period, else to its end.
    const afterNext = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 2, 1);
    weeksAndDays(afterNext - DAY_MS <= end ? nextMonth - DAY_MS : end);
  }
  return out;
}
