import { FUNNEL_JOURNEYS, type FunnelJourneyDoc, type FunnelStage } from '#events/funnel/api';
import type { Filter, ReadStore } from '#projections/core/read-store';
import { collectionIn } from '#projections/core/typed-read';
import type { Stored } from '#projections/core/types';
import type { StuckFilter } from './filter';
import { pageSlices, STUCK_STAGES, stuckBefore } from './rule';

/**
 * The stuck journeys, read stage by stage through the journeys' index on (openStage, storeId) in
 * `since` order (declared by the funnel projection): each query names one open stage and at most the
 * viewer's stores, so only the open journeys of that stage (and those stores) are walked, oldest
 * first (refused and employed ones have no open stage: never walked), and a page stops once it has
 * its rows. Never a scan of every journey.
 */
export interface StuckQuery {
  filter: StuckFilter;
  /** The stores in view: null every store (Admin, HR, the auditor), else exactly these. */
  stores: string[] | null;
  now: Date;
}

/** The journeys of one stage that have waited there longer than its threshold. */
export function stuckFilterOf(stage: FunnelStage, query: StuckQuery): Filter {
  const before = stuckBefore(stage, query.now);
  return {
    openStage: stage,
    ...(query.stores !== null ? { storeId: { $in: query.stores } } : {}),
    ...(query.filter.positionId !== undefined ? { positionId: query.filter.positionId } : {}),
    ...(query.filter.source !== undefined ? { source: query.filter.source } : {}),
    since: { $lt: before },
  };
}

const journeys = (read: ReadStore) => collectionIn(read, FUNNEL_JOURNEYS);

/** How many journeys are stuck in each stage, furthest stage first. */
export async function stuckCounts(
  read: ReadStore,
  query: StuckQuery,
): Promise<{ stage: FunnelStage; count: number }[]> {
  if (query.stores?.length === 0) return STUCK_STAGES.map((stage) => ({ stage, count: 0 }));
  return Promise.all(
    STUCK_STAGES.map(async (stage) => ({
      stage,
      count: await journeys(read).count(stuckFilterOf(stage, query)),
    })),
  );
}

/** One page of stuck journeys: the furthest stage first, each stage's longest waiting first. */
export async function stuckJourneys(
  read: ReadStore,
  query: StuckQuery,
  skip: number,
  limit: number,
): Promise<{ docs: Stored<FunnelJourneyDoc>[]; total: number }> {
  const counts = await stuckCounts(read, query);
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const parts = await Promise.all(
    pageSlices(counts, skip, limit).map((slice) =>
      journeys(read).find(stuckFilterOf(slice.stage, query), {
        sort: { since: 1 },
        skip: slice.skip,
        limit: slice.limit,
      }),
    ),
  );
  return { docs: parts.flat(), total };
}
