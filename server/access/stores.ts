import {
  canSeeStore,
  storeAccessOf,
  type StoreAccess,
  type StoreAccessSubject,
} from '../../events/core/store-access';
import { FALLBACK_STORE, MOSCOW_CITY_ID, storeLabel, type City, type Store } from '../../events/core/stores';
import { ALL_STORES, DEMO_CITIES, findCity, findStore } from '../../events/core/store-directory';

export { findCity, findStore };

/**
 * The store and city reference the shop data service would give (spec part 1, section 7:
 * /cloud/eshop/cities, /cloud/eshop/stores). Built-in demo data for now; a real adapter replaces
 * this module's data source, not its functions.
 */

/** Job-board area ids of the cities (HeadHunter's area directory: Moscow 1, Saint Petersburg 2...). */
const HH_AREA_IDS: Record<string, string> = { '1': '1', '2': '2', '3': '3', '4': '88', '5': '4' };

export interface StoreListItem {
  IStoreId: string;
  name: string;
  mall: string | null;
  cityId: string;
  /** 'ТЦ {mall}, {name}' when a mall is set. */
  label: string;
}

/** The job-board area of a city, needed to publish on a job board (undefined: not found). */
export function areaIdOfCity(cityId: string): string | undefined {
  return Object.hasOwn(HH_AREA_IDS, cityId) ? HH_AREA_IDS[cityId] : undefined;
}

/** Cities that have at least one store, by name. */
export function listCities(): City[] {
  const withStores = new Set(ALL_STORES.map((s) => s.param.cityId));
  return DEMO_CITIES.filter((c) => withStores.has(c.cityId)).sort((a, b) =>
    a.name.localeCompare(b.name, 'ru'),
  );
}

/**
 * Stores of a city (all stores without one). The fallback store heads the list of Moscow and of
 * the unfiltered list; the others follow by label.
 */
export function listStores(cityId?: string): StoreListItem[] {
  const inCity = ALL_STORES.filter((s) => s.IStoreId !== FALLBACK_STORE.IStoreId)
    .filter((s) => cityId === undefined || s.param.cityId === cityId)
    .map(toListItem)
    .sort((a, b) => a.label.localeCompare(b.label, 'ru'));
  const withFallback = cityId === undefined || cityId === MOSCOW_CITY_ID;
  return withFallback ? [toListItem(FALLBACK_STORE), ...inCity] : inCity;
}

/** The stores this user may see (issue 5: store, unit and region directors see their own stores). */
export function storeAccess(user: StoreAccessSubject): StoreAccess {
  return storeAccessOf(user, ALL_STORES);
}

/**
 * The stores a user's store-bound records (questionnaires passed to a store) are limited to, or
 * null for every store: a user who may see every store but names one in the token keeps to it.
 */
export function storeLimit(user: StoreAccessSubject): string[] | null {
  const access = storeAccess(user);
  if (!access.all) return access.storeIds;
  const own = user.storeId ?? user.IStoreId;
  return own ? [String(own)] : null;
}

/** listStores narrowed to the stores this access allows (known stores only). */
export function listAccessibleStores(access: StoreAccess, cityId?: string): StoreListItem[] {
  return listStores(cityId).filter((store) => canSeeStore(access, store.IStoreId));
}

/** The cities of the stores this access allows: null for every city. */
export function accessibleCityIds(access: StoreAccess): string[] | null {
  if (access.all) return null;
  const cities = access.storeIds.map((id) => findStore(id)?.param.cityId).filter((c): c is string => !!c);
  return [...new Set(cities)].sort();
}

function toListItem(store: Store): StoreListItem {
  return {
    IStoreId: store.IStoreId,
    name: store.name,
    mall: store.param.mall ?? null,
    cityId: store.param.cityId,
    label: storeLabel(store),
  };
}
