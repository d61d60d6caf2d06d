import { DEMO_CITIES, DEMO_STORES } from '../../demo/reference';
import type { ShopData } from './port';

/** The built-in reference data (server/demo/reference.ts): demo mode and tests. */
export function createDemoShopData(): ShopData {
  return {
    name: 'demo',
    load: () => Promise.resolve({ cities: [...DEMO_CITIES], stores: [...DEMO_STORES] }),
  };
}
