import { FUNNEL_STAGES, stageRank, type FunnelJourneyDoc, type FunnelStage } from '#events/funnel/api';
import type { FunnelCellDoc } from '#events/funnel/collections';
import { dayBucket } from './days';
import { mondayOf } from './journey';

/**
 * A journey's part in its cell, and a cell as the sum of its journeys' parts: the projection
 * subtracts a journey's old part and adds its new one at every change, so a cell always equals a
 * recount of its journeys (the property test checks it against the raw events).
 */

const STAGES = FUNNEL_STAGES.length;
/** Reasons are counted as given; a refusal without one is 'Без причины'. */
export const NO_REASON = 'Без причины';

/** The cell of a journey: the Moscow day it started × store × position × source. */
export const cellIdOf = (
  j: Pick<FunnelJourneyDoc, 'startDay' | 'storeId' | 'positionId' | 'source'>,
): string => `${j.startDay}|${j.storeId}|${j.positionId}|${j.source}`;

/** What a cell id says of its journeys: the start day, store, position and source. */
export function journeyOfCell(
  cellId: string,
): Pick<FunnelJourneyDoc, 'startDay' | 'storeId' | 'positionId' | 'source'> {
  const [startDay, storeId, positionId, source] = cellId.split('|') as [string, string, string, string];
  return { startDay, storeId, positionId, source: source as FunnelJourneyDoc['source'] };
}

export function emptyCell(j: FunnelJourneyDoc): FunnelCellDoc {
  const zeros = () => new Array<number>(STAGES).fill(0);
  return {
    day: j.startDay,
    week: mondayOf(j.startDay),
    storeId: j.storeId,
    positionId: j.positionId,
    positionTitle: j.positionTitle,
    source: j.source,
    journeys: 0,
    reached: zeros(),
    entered: zeros(),
    advanced: zeros(),
    current: zeros(),
    refused: zeros(),
    reasons: {},
    days: {},
  };
}

/** Days spent in each stage the journey left for a later one (from the first entry of each). */
export function stageDays(j: FunnelJourneyDoc): Partial<Record<FunnelStage, number>> {
  const days: Partial<Record<FunnelStage, number>> = {};
  for (let i = 0; i < STAGES; i++) {
    const stage = FUNNEL_STAGES[i]!;
    const entered = j.enteredAt[stage];
    if (!entered) continue;
    let left: number | null = null;
    for (let k = i + 1; k < STAGES; k++) {
      const later = j.enteredAt[FUNNEL_STAGES[k]!];
      if (later) {
        const t = Date.parse(later);
        if (left === null || t < left) left = t;
      }
    }
    if (left !== null) days[stage] = Math.max(0, (left - Date.parse(entered)) / 86_400_000);
  }
  return days;
}

/** The counts a cell (or a rollup's part) sums over its journeys. */
export type CellCounts = Pick<
  FunnelCellDoc,
  'journeys' | 'reached' | 'entered' | 'advanced' | 'current' | 'refused' | 'reasons' | 'days'
>;

/** What one journey version adds to a cell, worked out once (a journey counts in several documents). */
interface Contribution {
  entry: number;
  max: number;
  current: number | null;
  refused: { stage: FunnelStage; reason: string } | null;
  days: [FunnelStage, string][];
}
const contributions = new WeakMap<FunnelJourneyDoc, Contribution>();

function contributionOf(j: FunnelJourneyDoc): Contribution {
  let c = contributions.get(j);
  if (!c) {
    c = {
      entry: stageRank(j.entryStage),
      max: stageRank(j.maxStage),
      current: j.refused ? null : stageRank(j.stage),
      refused: j.refused ? { stage: j.refused.stage, reason: j.refused.reason ?? NO_REASON } : null,
      days: (Object.entries(stageDays(j)) as [FunnelStage, number][]).map(([stage, days]) => [
        stage,
        String(dayBucket(days)),
      ]),
    };
    contributions.set(j, c);
  }
  return c;
}

/**
 * Adds (sign 1) or subtracts (sign -1) a journey's part to a cell, in place: its arrays, and the
 * reasons' and days' per-stage records it touches, which it replaces by changed copies (so a cell
 * copied by copyCell shares the untouched ones with the original safely), or changes in place when
 * `inPlace` (the caller owns every record of the cell).
 */
export function addJourney(cell: CellCounts, j: FunnelJourneyDoc, sign: 1 | -1, inPlace = false): void {
  const c = contributionOf(j);
  cell.journeys += sign;
  cell.entered[c.entry]! += sign;
  for (let i = c.entry; i <= c.max; i++) {
    cell.reached[i]! += sign;
    if (i > c.entry) cell.advanced[i]! += sign;
  }
  if (c.refused) {
    cell.refused[stageRank(c.refused.stage)]! += sign;
    bump(cell.reasons, c.refused.stage, c.refused.reason, sign, inPlace);
  } else {
    cell.current[c.current!]! += sign;
  }
  for (const [stage, bucket] of c.days) bump(cell.days, stage, bucket, sign, inPlace);
}

function bump(
  map: Partial<Record<FunnelStage, Record<string, number>>>,
  stage: FunnelStage,
  key: string,
  sign: 1 | -1,
  inPlace: boolean,
): void {
  const counts = inPlace ? (map[stage] ?? {}) : { ...map[stage] };
  const n = (counts[key] ?? 0) + sign;
  if (n !== 0) {
    counts[key] = n;
    map[stage] = counts;
    return;
  }
  delete counts[key];
  for (const _ in counts) {
    map[stage] = counts;
    return;
  }
  delete map[stage];
}

/** The cell after a journey moved from `before` (null: new) to `after`, as a new object. */
export function nextCell(
  cell: FunnelCellDoc | null,
  before: FunnelJourneyDoc | null,
  after: FunnelJourneyDoc,
): FunnelCellDoc {
  const next = cell ? copyCell(cell) : emptyCell(after);
  if (before) addJourney(next, before, -1);
  addJourney(next, after, 1);
  return next;
}

/**
 * A copy whose counts may change: the arrays copied, the reasons' and days' records shared
 * (addJourney replaces those it changes), or copied too when `deep`.
 */
export function copyCell<T extends CellCounts>(cell: T, deep = false): T {
  const nested = (m: FunnelCellDoc['days']) =>
    deep
      ? (Object.fromEntries(Object.entries(m).map(([k, v]) => [k, { ...v }])) as FunnelCellDoc['days'])
      : { ...m };
  return {
    ...cell,
    reached: [...cell.reached],
    entered: [...cell.entered],
    advanced: [...cell.advanced],
    current: [...cell.current],
    refused: [...cell.refused],
    reasons: nested(cell.reasons),
    days: nested(cell.days),
  };
}
