import {
  FUNNEL_SOURCE_TITLES,
  FUNNEL_STAGES,
  type FunnelBreakdownRow,
  type FunnelFilter,
  type FunnelRefusals,
  type FunnelSource,
  type FunnelStage,
  type FunnelView,
  type StageCounts,
} from '#events/funnel/api';
import {
  FUNNEL_CELLS,
  FUNNEL_ROLLUPS,
  type FunnelCellDoc,
  type FunnelRollupDoc,
} from '#events/funnel/collections';
import type { Doc, Filter, ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';
import { quantileDays } from './days';
import { mondayOf } from './journey';
import { CHAIN, periodBuckets, positionRollupId, rollupId, sourceRollupId, summaryId } from './rollups';

/**
 * The funnel view (issue 29): the rollups of the period and the stores asked for, added up. Never a
 * journey, and never more than one document per month, week or edge day of the period (of the
 * chain, or of each store): a view of the chain over 90 days reads a few dozen documents.
 */

/** Where a store sits and what its places are called (the shop data service's dictionaries). */
export interface FunnelPlaces {
  storeTitle(storeId: string): string;
  unitOf(storeId: string): string | undefined;
  unitTitle(unitId: string): string;
  regionOf(unitId: string): string | undefined;
  regionTitle(regionId: string): string;
}

const STAGES = FUNNEL_STAGES.length;
const RANK: Record<string, number> = Object.fromEntries(FUNNEL_STAGES.map((stage, i) => [stage, i]));
const zeros = () => new Array<number>(STAGES).fill(0);
const addInto = (into: number[], from: readonly number[]) => {
  for (let i = 0; i < STAGES; i++) into[i]! += from[i] ?? 0;
};
const asCounts = (values: readonly number[]): StageCounts =>
  Object.fromEntries(FUNNEL_STAGES.map((stage, i) => [stage, values[i] ?? 0])) as StageCounts;

/** Every Moscow day of a period, 'YYYY-MM-DD', both ends included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00.000Z`);
  for (let t = Date.parse(`${from}T00:00:00.000Z`); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The read-store filter of a view: the days of the period, the stores (null: every store), position, source. */
export function cellQuery(filter: FunnelFilter, stores: readonly string[] | null): Filter {
  const query: Filter = { day: { $in: daysOf(filter.from, filter.to) } };
  if (stores !== null) query.storeId = stores.length === 1 ? stores[0] : { $in: [...stores] };
  if (filter.positionId !== undefined) query.positionId = filter.positionId;
  if (filter.source !== undefined) query.source = filter.source;
  return query;
}

interface Group {
  title: string;
  journeys: number;
  reached: number[];
  refused: number;
}

function group(
  groups: Map<string, Group>,
  key: string,
  title: () => string,
  journeys: number,
  reached: readonly number[],
  refused: number,
): void {
  let g = groups.get(key);
  if (!g) groups.set(key, (g = { title: title(), journeys: 0, reached: zeros(), refused: 0 }));
  g.journeys += journeys;
  addInto(g.reached, reached);
  g.refused += refused;
}

function row(key: string, g: Group, extra: Partial<FunnelBreakdownRow> = {}): FunnelBreakdownRow {
  return {
    key,
    title: g.title,
    ...extra,
    reached: asCounts(g.reached),
    refused: g.refused,
    conversion: g.journeys === 0 ? null : g.reached[STAGES - 1]! / g.journeys,
  };
}

const byTitle = (a: FunnelBreakdownRow, b: FunnelBreakdownRow) => a.title.localeCompare(b.title, 'ru');

type Counts = Pick<
  FunnelCellDoc,
  'journeys' | 'reached' | 'advanced' | 'current' | 'refused' | 'reasons' | 'days'
>;

/** The sums a view is made of, from day cells or from rollups' parts alike. */
class ViewSums {
  total = 0;
  readonly reached = zeros();
  readonly advanced = zeros();
  readonly current = zeros();
  readonly refused = zeros();
  readonly reasons = FUNNEL_STAGES.map(() => new Map<string, number>());
  readonly days = FUNNEL_STAGES.map(() => new Map<number, number>());
  readonly weeks = new Map<string, number[]>();
  readonly stores = new Map<string, Group>();
  readonly positions = new Map<string, Group>();
  readonly sources = new Map<string, Group>();

  constructor(private readonly places: FunnelPlaces) {}

  /** A cell's or a part's counts. */
  counts(c: Counts): void {
    this.total += c.journeys;
    addInto(this.reached, c.reached);
    addInto(this.advanced, c.advanced);
    addInto(this.current, c.current);
    addInto(this.refused, c.refused);
    // Sparse: only the stages a cell has reasons or days for.
    for (const stage in c.reasons) {
      const into = this.reasons[RANK[stage]!]!;
      for (const [reason, n] of Object.entries(c.reasons[stage as FunnelStage]!)) {
        into.set(reason, (into.get(reason) ?? 0) + n);
      }
    }
    for (const stage in c.days) {
      const into = this.days[RANK[stage]!]!;
      for (const [bucket, n] of Object.entries(c.days[stage as FunnelStage]!)) {
        into.set(Number(bucket), (into.get(Number(bucket)) ?? 0) + n);
      }
    }
  }

  position(
    positionId: string,
    title: string,
    journeys: number,
    reached: readonly number[],
    refused: number,
  ): void {
    group(this.positions, positionId, () => title, journeys, reached, refused);
  }

  source(source: string, journeys: number, reached: readonly number[], refused: number): void {
    const title = () => FUNNEL_SOURCE_TITLES[source as FunnelSource] ?? source;
    group(this.sources, source, title, journeys, reached, refused);
  }

  week(week: string, reached: readonly number[]): void {
    let into = this.weeks.get(week);
    if (!into) this.weeks.set(week, (into = zeros()));
    addInto(into, reached);
  }

  store(storeId: string, journeys: number, reached: readonly number[], refused: number): void {
    group(this.stores, storeId, () => this.places.storeTitle(storeId), journeys, reached, refused);
  }

  view(filter: FunnelFilter, position: number): FunnelView {
    const { reached, advanced, current, refused, days } = this;
    return {
      filter,
      total: this.total,
      stages: FUNNEL_STAGES.map((stage, i) => ({
        stage,
        reached: reached[i]!,
        current: current[i]!,
        refused: refused[i]!,
        conversion: i === 0 || reached[i - 1] === 0 ? null : advanced[i]! / reached[i - 1]!,
        medianDays: quantileDays(days[i]!, 0.5),
        p90Days: quantileDays(days[i]!, 0.9),
      })),
      refusals: refusalsOf(refused, this.reasons),
      trend: trendOf(filter, this.weeks),
      byPlace: placeRows(this.stores, this.places),
      byPosition: [...this.positions].map(([key, g]) => row(key, g)).sort(byTitle),
      bySource: [...this.sources].map(([key, g]) => row(key, g)).sort(byTitle),
      position,
    };
  }
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The view of a set of day cells (pure: the cells of the filter). */
export function viewOfCells(
  filter: FunnelFilter,
  cells: readonly FunnelCellDoc[],
  places: FunnelPlaces,
  position: number,
): FunnelView {
  const sums = new ViewSums(places);
  for (const cell of cells) {
    const refused = sum(cell.refused);
    sums.counts(cell);
    sums.week(cell.week, cell.reached);
    sums.store(cell.storeId, cell.journeys, cell.reached, refused);
    sums.position(cell.positionId, cell.positionTitle, cell.journeys, cell.reached, refused);
    sums.source(cell.source, cell.journeys, cell.reached, refused);
  }
  return sums.view(filter, position);
}

/**
 * The view of the rollups that cover the filter's period (pure): of the chain's (stores null) or
 * of each store's, the parts of the filter's position and source.
 */
export function viewOfRollups(
  filter: FunnelFilter,
  rollups: readonly FunnelRollupDoc[],
  places: FunnelPlaces,
  position: number,
): FunnelView {
  const sums = new ViewSums(places);
  for (const rollup of rollups) {
    for (const part of Object.values(rollup.parts)) {
      // A summary's one part ('*') is every position and source: read for views without either filter.
      if (filter.positionId !== undefined && part.positionId !== filter.positionId) continue;
      if (filter.source !== undefined && part.source !== filter.source) continue;
      const refused = sum(part.refused);
      sums.counts(part);
      for (const [week, reached] of Object.entries(part.weeks)) sums.week(week, reached);
      if (part.stores) {
        for (const [storeId, n] of Object.entries(part.stores)) sums.store(storeId, n[0]!, n.slice(2), n[1]!);
      } else sums.store(rollup.storeId, part.journeys, part.reached, refused);
      if (part.positions) {
        for (const [positionId, n] of Object.entries(part.positions)) {
          const title = part.positionTitles?.[positionId] ?? positionId;
          sums.position(positionId, title, n[0]!, n.slice(2), n[1]!);
        }
      } else sums.position(part.positionId, part.positionTitle, part.journeys, part.reached, refused);
      if (part.sources) {
        for (const [source, n] of Object.entries(part.sources)) sums.source(source, n[0]!, n.slice(2), n[1]!);
      } else sums.source(part.source, part.journeys, part.reached, refused);
    }
  }
  return sums.view(filter, position);
}

function refusalsOf(refused: number[], reasons: Map<string, number>[]): FunnelRefusals[] {
  const list: FunnelRefusals[] = [];
  FUNNEL_STAGES.forEach((stage: FunnelStage, i) => {
    if (refused[i] === 0) return;
    const given = [...reasons[i]!].map(([reason, count]) => ({ reason, count }));
    given.sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason, 'ru'));
    list.push({ stage, count: refused[i]!, reasons: given });
  });
  return list;
}

/** Every week of the period (weeks without journeys too, at zero), oldest first. */
function trendOf(filter: FunnelFilter, weeks: Map<string, number[]>) {
  const all: string[] = [];
  for (let w = mondayOf(filter.from); w <= filter.to;) {
    all.push(w);
    w = new Date(Date.parse(`${w}T00:00:00.000Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  }
  return all.map((week) => ({ week, reached: asCounts(weeks.get(week) ?? zeros()) }));
}

/** Regions, their units, their stores: each level's rows the sum of the level below. */
function placeRows(stores: Map<string, Group>, places: FunnelPlaces): FunnelBreakdownRow[] {
  const units = new Map<string, Group>();
  const regions = new Map<string, Group>();
  const storeRows: FunnelBreakdownRow[] = [];
  const merge = (into: Map<string, Group>, key: string, title: () => string, g: Group) => {
    let to = into.get(key);
    if (!to) into.set(key, (to = { title: title(), journeys: 0, reached: zeros(), refused: 0 }));
    to.journeys += g.journeys;
    addInto(to.reached, g.reached);
    to.refused += g.refused;
  };
  for (const [storeId, g] of stores) {
    const unitId = places.unitOf(storeId) ?? '';
    storeRows.push(row(storeId, g, { level: 'store', parentKey: unitId }));
    merge(units, unitId, () => (unitId ? places.unitTitle(unitId) : 'Без подразделения'), g);
  }
  const unitRows: FunnelBreakdownRow[] = [];
  for (const [unitId, g] of units) {
    const regionId = (unitId && places.regionOf(unitId)) || '';
    unitRows.push(row(unitId, g, { level: 'unit', parentKey: regionId }));
    merge(regions, regionId, () => (regionId ? places.regionTitle(regionId) : 'Без региона'), g);
  }
  const regionRows = [...regions].map(([key, g]) => row(key, g, { level: 'region' }));
  return [...regionRows.sort(byTitle), ...unitRows.sort(byTitle), ...storeRows.sort(byTitle)];
}

/** The rollup ids that answer a filter: each bucket of the period, of the chain or of each store. */
export function rollupIdsFor(filter: FunnelFilter, stores: readonly string[] | null): string[] {
  const scopes = stores === null ? [CHAIN] : stores;
  const { positionId, source } = filter;
  // Without a position or source filter, the summaries (one part each) answer; the chain's are
  // answered by its rollup of the position (or else of the source), a store's by its rollup.
  const idOf = (id: string, storeId: string): string => {
    if (positionId === undefined && source === undefined) return summaryId(id);
    if (storeId !== CHAIN) return id;
    return positionId !== undefined ? positionRollupId(id, positionId) : sourceRollupId(id, source!);
  };
  return periodBuckets(filter.from, filter.to).flatMap(({ level, bucket }) =>
    scopes.map((storeId) => idOf(rollupId(level, bucket, storeId), storeId)),
  );
}

/**
 * The view of a filter for a viewer limited to `stores` (null: every store; the caller intersects):
 * from the rollups that cover the period (the chain's, or each store's), read by id.
 */
export async function funnelView(
  read: ReadStore,
  filter: FunnelFilter,
  stores: readonly string[] | null,
  places: FunnelPlaces,
): Promise<FunnelView> {
  const ids = stores !== null && stores.length === 0 ? [] : rollupIdsFor(filter, stores);
  const [found, position] = await Promise.all([
    ids.length === 0 ? Promise.resolve(new Map<string, Doc>()) : read.getMany(FUNNEL_ROLLUPS.name, ids),
    read.getCheckpoint('funnel'),
  ]);
  return viewOfRollups(filter, [...found.values()] as unknown as FunnelRollupDoc[], places, position);
}

/** The same view from the day cells (what the rollups must equal; tests compare both). */
export async function funnelViewOfCells(
  read: ReadStore,
  filter: FunnelFilter,
  stores: readonly string[] | null,
  places: FunnelPlaces,
): Promise<FunnelView> {
  const [cells, position] = await Promise.all([
    stores !== null && stores.length === 0
      ? Promise.resolve([])
      : collectionIn(read, FUNNEL_CELLS).find(cellQuery(filter, stores), { sort: { day: 1 } }),
    read.getCheckpoint('funnel'),
  ]);
  return viewOfCells(filter, cells, places, position);
}
