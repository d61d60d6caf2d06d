import {
  FUNNEL_SOURCE_TITLES,
  FUNNEL_STAGES,
  type FunnelBreakdownRow,
  type FunnelFilter,
  type FunnelRefusals,
  type FunnelStage,
  type FunnelView,
  type StageCounts,
} from '#events/funnel/api';
import { FUNNEL_CELLS, type FunnelCellDoc } from '#events/funnel/collections';
import type { Filter, ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';
import { quantileDays } from './days';
import { mondayOf } from './journey';

/**
 * The funnel view (issue 29): the cells of the period and the stores asked for, added up. Never a
 * journey: a view reads one cell per start day × store × position × source that has journeys.
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

function group(groups: Map<string, Group>, key: string, title: () => string, cell: FunnelCellDoc): void {
  let g = groups.get(key);
  if (!g) groups.set(key, (g = { title: title(), journeys: 0, reached: zeros(), refused: 0 }));
  g.journeys += cell.journeys;
  addInto(g.reached, cell.reached);
  for (const n of cell.refused) g.refused += n;
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

/** The view of a set of cells (pure: the cells of the filter, read by `funnelView`). */
export function viewOfCells(
  filter: FunnelFilter,
  cells: readonly FunnelCellDoc[],
  places: FunnelPlaces,
  position: number,
): FunnelView {
  let total = 0;
  const reached = zeros();
  const advanced = zeros();
  const current = zeros();
  const refused = zeros();
  const reasons = FUNNEL_STAGES.map(() => new Map<string, number>());
  const days = FUNNEL_STAGES.map(() => new Map<number, number>());
  const weeks = new Map<string, number[]>();
  const stores = new Map<string, Group>();
  const positions = new Map<string, Group>();
  const sources = new Map<string, Group>();
  for (const cell of cells) {
    total += cell.journeys;
    addInto(reached, cell.reached);
    addInto(advanced, cell.advanced);
    addInto(current, cell.current);
    addInto(refused, cell.refused);
    // Sparse: only the stages a cell has reasons or days for.
    for (const stage in cell.reasons) {
      const into = reasons[RANK[stage]!]!;
      for (const [reason, n] of Object.entries(cell.reasons[stage as FunnelStage]!)) {
        into.set(reason, (into.get(reason) ?? 0) + n);
      }
    }
    for (const stage in cell.days) {
      const into = days[RANK[stage]!]!;
      for (const [bucket, n] of Object.entries(cell.days[stage as FunnelStage]!)) {
        into.set(Number(bucket), (into.get(Number(bucket)) ?? 0) + n);
      }
    }
    let week = weeks.get(cell.week);
    if (!week) weeks.set(cell.week, (week = zeros()));
    addInto(week, cell.reached);
    group(stores, cell.storeId, () => places.storeTitle(cell.storeId), cell);
    group(positions, cell.positionId, () => cell.positionTitle, cell);
    group(sources, cell.source, () => FUNNEL_SOURCE_TITLES[cell.source] ?? cell.source, cell);
  }
  return {
    filter,
    total,
    stages: FUNNEL_STAGES.map((stage, i) => ({
      stage,
      reached: reached[i]!,
      current: current[i]!,
      refused: refused[i]!,
      conversion: i === 0 || reached[i - 1] === 0 ? null : advanced[i]! / reached[i - 1]!,
      medianDays: quantileDays(days[i]!, 0.5),
      p90Days: quantileDays(days[i]!, 0.9),
    })),
    refusals: refusalsOf(refused, reasons),
    trend: trendOf(filter, weeks),
    byPlace: placeRows(stores, places),
    byPosition: [...positions].map(([key, g]) => row(key, g)).sort(byTitle),
    bySource: [...sources].map(([key, g]) => row(key, g)).sort(byTitle),
    position,
  };
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

/** The view of a filter for a viewer limited to `stores` (null: every store; the caller intersects). */
export async function funnelView(
  read: ReadStore,
  filter: FunnelFilter,
  stores: readonly string[] | null,
  places: FunnelPlaces,
): Promise<FunnelView> {
  const [cells, position] = await Promise.all([
    stores !== null && stores.length === 0
      ? Promise.resolve([])
      : // The sort lets the read store answer through the cells' day and store indexes.
        collectionIn(read, FUNNEL_CELLS).find(cellQuery(filter, stores), { sort: { day: 1 } }),
    read.getCheckpoint('funnel'),
  ]);
  return viewOfCells(filter, cells, places, position);
}
