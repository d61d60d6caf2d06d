import type { ShopData } from '../adapters/shop/port';
import { storeDirectory, type StoreDirectory } from './stores';

export interface LiveStoreDirectory extends StoreDirectory {
  /** Loads the shop data again; on failure the last good snapshot stays. */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * The store directory the server reads, loaded from the shop data port at start (a failure then
 * stops the start: access checks need the stores) and, with `refreshMs`, reloaded in the background.
 */
export async function openStoreDirectory(
  shop: ShopData,
  options: { refreshMs?: number; log?: (line: string) => void } = {},
): Promise<LiveStoreDirectory> {
  let current = storeDirectory(await shop.load());
  const refresh = async () => {
    try {
      current = storeDirectory(await shop.load());
    } catch (err) {
      options.log?.(`Shop data refresh failed, keeping the last stores: ${String(err)}`);
    }
  };
  const timer = options.refreshMs ? setInterval(() => void refresh(), options.refreshMs) : undefined;
  timer?.unref();
  return {
    findStore: (id) => current.findStore(id),
    findCity: (id) => current.findCity(id),
    listCities: () => current.listCities(),
    listStores: (cityId) => current.listStores(cityId),
    storesOfRegion: (region) => current.storesOfRegion(region),
    storeAccess: (user) => current.storeAccess(user),
    storeLimit: (user) => current.storeLimit(user),
    listAccessibleStores: (access, cityId) => current.listAccessibleStores(access, cityId),
    accessibleCityIds: (access) => current.accessibleCityIds(access),
    refresh,
    stop: () => clearInterval(timer),
  };
}
