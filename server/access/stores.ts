import { isAuditor } from '#events/core/roles';
import {
  canSeeStore,
  storeAccessOf,
  type StoreAccess,
  type StoreAccessSubject,
} from '#events/core/store-access';
import { FALLBACK_STORE, MOSCOW_CITY_ID, storeLabel, type City, type Store } from '#events/core/stores';
import type { ShopSnapshot } from '../adapters/shop/port';
import { DEMO_CITIES, DEMO_STORES } from '../demo/reference';

/**
 * The server's one home of "who may see which store": the stores and cities the shop data service
 * gave (spec part 1, section 7: /cloud/eshop/cities, /cloud/eshop/stores; server/adapters/shop) and
 * the access rules over them (the pure rule is events/core/store-access.ts).
 */
export interface StoreDirectory {
  findStore(IStoreId: string): Store | undefined;
  findCity(cityId: string): City | undefined;
  /** Cities that have at least one store, by name. */
  listCities(): City[];
  /**
   * Stores of a city (all stores without one). The fallback store heads the list of Moscow and of
   * the unfiltered list; the others follow by label.
   */
  listStores(cityId?: string): StoreListItem[];
  /** The stores of a region (regionAreaId), e.g. a region director's. */
  storesOfRegion(regionAreaId: string): Store[];
  /** The stores this user may see (issue 5: store, unit and region directors see their own stores). */
  storeAccess(user: StoreAccessSubject): StoreAccess;
  /**
   * The stores a user's store-bound records (questionnaires passed to a store) are limited to, or
   * null for every store: a user who may see every store but names one in the token keeps to it.
   */
  storeLimit(user: StoreAccessSubject): string[] | null;
  /** listStores narrowed to the stores this access allows (known stores only). */
  listAccessibleStores(access: StoreAccess, cityId?: string): StoreListItem[];
  /** The cities of the stores this access allows: null for every city. */
  accessibleCityIds(access: StoreAccess): string[] | null;
}

export interface StoreListItem {
  IStoreId: string;
  name: string;
  mall: string | null;
  cityId: string;
  /** 'ТЦ {mall}, {name}' when a mall is set. */
  label: string;
}

/** Job-board area ids of the cities (HeadHunter's area directory: Moscow 1, Saint Petersburg 2...). */
const HH_AREA_IDS: Record<string, string> = { '1': '1', '2': '2', '3': '3', '4': '88', '5': '4' };

/** The job-board area of a city, needed to publish on a job board (undefined: not found). */
export function areaIdOfCity(cityId: string): string | undefined {
  return Object.hasOwn(HH_AREA_IDS, cityId) ? HH_AREA_IDS[cityId] : undefined;
}

/** A directory over one snapshot of the shop data. */
export function storeDirectory(snapshot: ShopSnapshot): StoreDirectory {
  // Every store, the fallback store first (spec: it is placed at the head of store lists).
  const allStores: Store[] = [
    FALLBACK_STORE,
    ...snapshot.stores.filter((s) => s.IStoreId !== FALLBACK_STORE.IStoreId),
  ];
  const storeById = new Map(allStores.map((s) => [s.IStoreId, s]));
  const cityById = new Map(snapshot.cities.map((c) => [c.cityId, c]));

  const listStores = (cityId?: string): StoreListItem[] => {
    const inCity = allStores
      .filter((s) => s.IStoreId !== FALLBACK_STORE.IStoreId)
      .filter((s) => cityId === undefined || s.param.cityId === cityId)
      .map(toListItem)
      .sort((a, b) => a.label.localeCompare(b.label, 'ru'));
    const withFallback = cityId === undefined || cityId === MOSCOW_CITY_ID;
    return withFallback ? [toListItem(FALLBACK_STORE), ...inCity] : inCity;
  };
  const storeAccess = (user: StoreAccessSubject): StoreAccess => storeAccessOf(user, allStores);

  return {
    findStore: (id) => storeById.get(id),
    findCity: (id) => cityById.get(id),
    listCities() {
      const withStores = new Set(allStores.map((s) => s.param.cityId));
      return snapshot.cities
        .filter((c) => withStores.has(c.cityId))
        .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
    },
    listStores,
    storesOfRegion: (region) => allStores.filter((s) => s.param.regionAreaId === region),
    storeAccess,
    storeLimit(user) {
      // The auditor reads every store's records even with a store on the account (issue 28).
      if (isAuditor(user.scope)) return null;
      const access = storeAccess(user);
      if (!access.all) return access.storeIds;
      const own = user.storeId ?? user.IStoreId;
      return own ? [String(own)] : null;
    },
    listAccessibleStores: (access, cityId) =>
      listStores(cityId).filter((store) => canSeeStore(access, store.IStoreId)),
    accessibleCityIds(access) {
      if (access.all) return null;
      const cities = access.storeIds
        .map((id) => storeById.get(id)?.param.cityId)
        .filter((c): c is string => !!c);
      return [...new Set(cities)].sort();
    },
  };
}

/**
 * The directory the free functions below read: the one the server loaded from its shop data port
 * (bootstrap installs it), the built-in reference data until then (unit tests, CLIs). Process-wide
 * because the view mappers that name stores and cities are pure functions without Services; new
 * code should prefer `s.stores`.
 */
let installed: StoreDirectory | undefined;

export function installStoreDirectory(directory: StoreDirectory): void {
  installed = directory;
}

function current(): StoreDirectory {
  return (installed ??= storeDirectory({ cities: DEMO_CITIES, stores: DEMO_STORES }));
}

export const findStore = (IStoreId: string): Store | undefined => current().findStore(IStoreId);
export const findCity = (cityId: string): City | undefined => current().findCity(cityId);
export const listCities = (): City[] => current().listCities();
export const listStores = (cityId?: string): StoreListItem[] => current().listStores(cityId);
export const storeAccess = (user: StoreAccessSubject): StoreAccess => current().storeAccess(user);
export const storeLimit = (user: StoreAccessSubject): string[] | null => current().storeLimit(user);
export const listAccessibleStores = (access: StoreAccess, cityId?: string): StoreListItem[] =>
  current().listAccessibleStores(access, cityId);
export const accessibleCityIds = (access: StoreAccess): string[] | null =>
  current().accessibleCityIds(access);

function toListItem(store: Store): StoreListItem {
  return {
    IStoreId: store.IStoreId,
    name: store.name,
    mall: store.param.mall ?? null,
    cityId: store.param.cityId,
    label: storeLabel(store),
  };
}
