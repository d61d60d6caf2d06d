import {
  FUNNEL_STAGES,
  STUCK_THRESHOLD_DAYS,
  type FunnelJourneyDoc,
  type FunnelStage,
} from '#events/funnel/api';

/**
 * When a journey is stuck (issue 29, item 4): it waits in a stage with a threshold
 * (STUCK_THRESHOLD_DAYS) for longer than that many days, is not refused, and is not employed (the
 * last stage has no threshold). Pure: `now` comes in, so the rule is tested without a clock.
 */

const DAY_MS = 86_400_000;

/** The stages a journey can be stuck in, furthest first: the order of the list (most invested first). */
export const STUCK_STAGES: readonly FunnelStage[] = FUNNEL_STAGES.filter(
  (stage) => STUCK_THRESHOLD_DAYS[stage] !== undefined,
).reverse();

/** The instant (ISO-8601 UTC) before which a journey that entered `stage` is stuck; null: never stuck there. */
export function stuckBefore(stage: FunnelStage, now: Date): string | null {
  const days = STUCK_THRESHOLD_DAYS[stage];
  return days === undefined ? null : new Date(now.getTime() - days * DAY_MS).toISOString();
}

export function isStuck(journey: Pick<FunnelJourneyDoc, 'stage' | 'since' | 'refused'>, now: Date): boolean {
  if (journey.refused) return false;
  const before = stuckBefore(journey.stage, now);
  return before !== null && Date.parse(journey.since) < Date.parse(before);
}

/** Whole days from `since` to `now` ('ждёт 3 дня'). */
export function wholeDaysSince(since: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / DAY_MS));
}

/** The part of one stage's stuck journeys a page takes. */
export interface StageSlice {
  stage: FunnelStage;
  skip: number;
  limit: number;
}

/**
 * Which journeys of which stage a page shows, the stages one after another (in `counts` order) and
 * each stage's journeys oldest first: a page is read stage by stage, never all journeys at once.
 */
export function pageSlices(
  counts: readonly { stage: FunnelStage; count: number }[],
  skip: number,
  limit: number,
): StageSlice[] {
  const slices: StageSlice[] = [];
  let offset = skip;
  let wanted = limit;
  for (const { stage, count } of counts) {
    if (wanted <= 0) break;
    if (offset >= count) {
      offset -= count;
      continue;
    }
    const take = Math.min(count - offset, wanted);
    slices.push({ stage, skip: offset, limit: take });
    wanted -= take;
    offset = 0;
  }
  return slices;
}
