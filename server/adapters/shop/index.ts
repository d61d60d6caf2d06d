import type { Config } from '../../core/config';
import { createDemoShopData } from './demo';
import { createHttpShopData } from './http';
import type { ShopData } from './port';

export type { ShopData, ShopSnapshot } from './port';
export { ShopDataError } from './port';

/** The company's shop data service when SHOP_API_URL is set, else the built-in reference data. */
export function openShopData(config: Pick<Config, 'shopApiUrl' | 'shopApiToken'>): ShopData {
  if (config.shopApiUrl) return createHttpShopData({ url: config.shopApiUrl, token: config.shopApiToken });
  return createDemoShopData();
}

/** How often the server reloads the stores from the service (they change rarely). */
export const SHOP_REFRESH_MS = 10 * 60_000;
