import { DEMO_REGION_TITLES, DEMO_UNITS } from '#events/core/store-directory';
import { storeLabel, type Store } from '#events/core/stores';
import type { FunnelPlaces } from '#projections/funnel/queries';
import type { StoreDirectory } from '../../access/stores';

/**
 * The funnel's places: stores from the store directory (the shop data service), their units and
 * regions (store.param.unitId, .regionAreaId), and unit and region titles from the demo
 * dictionaries for now: the shop adapter may fill `titles` from /cloud/dictionaries/unit and
 * /region later. Every store the directory knows counts, whatever the titles know.
 */
export interface PlaceTitles {
  units: Record<string, { title: string; regionAreaId: string }>;
  regions: Record<string, string>;
}

export const DEMO_PLACE_TITLES: PlaceTitles = {
  units: Object.fromEntries(
    DEMO_UNITS.map((u) => [u.unitId, { title: u.title, regionAreaId: u.regionAreaId }]),
  ),
  regions: DEMO_REGION_TITLES,
};

export interface FunnelPlaceDirectory extends FunnelPlaces {
  stores: () => Store[];
  storesOfUnit: (unitId: string) => string[];
  storesOfRegion: (regionId: string) => string[];
  knownUnit: (unitId: string) => boolean;
  knownRegion: (regionId: string) => boolean;
}

export function funnelPlaces(directory: StoreDirectory, titles = DEMO_PLACE_TITLES): FunnelPlaceDirectory {
  const stores = () =>
    directory
      .listStores()
      .map((item) => directory.findStore(item.IStoreId))
      .filter((store): store is Store => store !== undefined);
  const unitOf = (storeId: string) => directory.findStore(storeId)?.param.unitId;
  return {
    stores,
    storeTitle: (storeId) => {
      const store = directory.findStore(storeId);
      return store ? storeLabel(store) : `Магазин ${storeId}`;
    },
    unitOf,
    unitTitle: (unitId) => titles.units[unitId]?.title ?? unitId,
    regionOf: (unitId) =>
      titles.units[unitId]?.regionAreaId ??
      stores().find((s) => s.param.unitId === unitId)?.param.regionAreaId,
    regionTitle: (regionId) => titles.regions[regionId] ?? regionId,
    storesOfUnit: (unitId) =>
      stores()
        .filter((s) => s.param.unitId === unitId)
        .map((s) => s.IStoreId),
    storesOfRegion: (regionId) => directory.storesOfRegion(regionId).map((s) => s.IStoreId),
    knownUnit: (unitId) =>
      Object.hasOwn(titles.units, unitId) || stores().some((s) => s.param.unitId === unitId),
    knownRegion: (regionId) =>
      Object.hasOwn(titles.regions, regionId) || stores().some((s) => s.param.regionAreaId === regionId),
  };
}
