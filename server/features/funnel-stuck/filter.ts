import { FUNNEL_SOURCES, type FunnelSource } from '#events/funnel/api';
import { FUNNEL_MESSAGES } from '#events/funnel/inputs';
import type { ReadStore } from '#projections/core/read-store';
import { positionsByIds } from '#projections/positions/queries';
import type { StoreDirectory } from '../../access/stores';
import { ForbiddenError, ValidationError } from '../../core/errors';

/** The stuck list's filter (no period: a journey is stuck now or not), checked field by field. */
export interface StuckFilter {
  regionId?: string;
  unitId?: string;
  storeId?: string;
  positionId?: string;
  source?: FunnelSource;
}

/** Journeys per page of the stuck list. */
export const STUCK_PAGE_SIZE = 20;

const single = (value: unknown, field: string, label: string): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw new ValidationError(`Поле «${label}»: ${FUNNEL_MESSAGES.twice}`, field);
  const text = value.trim();
  if (text.length > 100) throw new ValidationError(`Поле «${label}»: недопустимая длина`, field);
  return text === '' ? undefined : text;
};

/**
 * The filter of a query string: an unknown region, unit, store, position or source is a 400 naming
 * the field (the same words as the funnel's own filter), before anything is read.
 */
export async function parseStuckFilter(
  raw: Record<string, unknown>,
  stores: StoreDirectory,
  read: ReadStore,
): Promise<StuckFilter> {
  const regionId = single(raw.regionId, 'regionId', 'регион');
  const unitId = single(raw.unitId, 'unitId', 'подразделение');
  const storeId = single(raw.storeId, 'storeId', 'магазин');
  const positionId = single(raw.positionId, 'positionId', 'должность');
  const source = single(raw.source, 'source', 'источник');
  if (regionId !== undefined && stores.storesOfRegion(regionId).length === 0)
    throw new ValidationError(`Поле «регион»: ${FUNNEL_MESSAGES.unknownRegion}`, 'regionId');
  if (unitId !== undefined && storesOfUnit(stores, unitId).length === 0)
    throw new ValidationError(`Поле «подразделение»: ${FUNNEL_MESSAGES.unknownUnit}`, 'unitId');
  if (storeId !== undefined && !stores.findStore(storeId))
    throw new ValidationError(`Поле «магазин»: ${FUNNEL_MESSAGES.unknownStore}`, 'storeId');
  if (source !== undefined && !FUNNEL_SOURCES.some((known) => known === source))
    throw new ValidationError(`Поле «источник»: ${FUNNEL_MESSAGES.unknownSource}`, 'source');
  if (positionId !== undefined && (await positionsByIds(read, [positionId])).length === 0)
    throw new ValidationError(`Поле «должность»: ${FUNNEL_MESSAGES.unknownPosition}`, 'positionId');
  return {
    ...(regionId !== undefined ? { regionId } : {}),
    ...(unitId !== undefined ? { unitId } : {}),
    ...(storeId !== undefined ? { storeId } : {}),
    ...(positionId !== undefined ? { positionId } : {}),
    ...(source !== undefined ? { source: source as FunnelSource } : {}),
  };
}

/** The page asked for: from 1 (1 by default). */
export function parseStuckPage(raw: Record<string, unknown>): number {
  const text = single(raw.page, 'page', 'страница');
  if (text === undefined) return 1;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1 || n > 100_000)
    throw new ValidationError('Поле «страница»: ожидается целое число от 1 до 100000', 'page');
  return n;
}

export function storesOfUnit(stores: StoreDirectory, unitId: string): string[] {
  return stores
    .listStores()
    .map((item) => stores.findStore(item.IStoreId))
    .filter((store) => store?.param.unitId === unitId)
    .map((store) => store!.IStoreId);
}

/**
 * The stores the list may show: the viewer's (null: every store) narrowed by the filter's region,
 * unit and store. An empty list shows nothing.
 */
export function storesInView(
  viewer: string[] | null,
  filter: StuckFilter,
  stores: StoreDirectory,
): string[] | null {
  let ids: string[] | null = viewer;
  // As the funnel's view does (server/features/funnel/view.ts): a place of which the viewer may see
  // no store is a 403, not an empty list.
  const narrow = (named: string[]) => {
    const visible = viewer === null ? named : named.filter((id) => viewer.includes(id));
    if (visible.length === 0) throw new ForbiddenError(FUNNEL_MESSAGES.otherStore);
    ids = ids === null ? visible : ids.filter((id) => visible.includes(id));
  };
  if (filter.regionId !== undefined) narrow(stores.storesOfRegion(filter.regionId).map((s) => s.IStoreId));
  if (filter.unitId !== undefined) narrow(storesOfUnit(stores, filter.unitId));
  if (filter.storeId !== undefined) narrow([filter.storeId]);
  return ids;
}
