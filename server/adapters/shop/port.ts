import type { City, Store } from '#events/core/stores';

/** What the shop data service knows: every city and every store (spec part 1, sections 3 and 7). */
export interface ShopSnapshot {
  cities: City[];
  stores: Store[];
}

/**
 * The shop data port (the company's cloud service): the built-in demo reference data, or the
 * service over HTTP (SHOP_API_URL). The server reads a loaded snapshot (server/access/stores.ts),
 * because every access check needs the stores and must not wait on the network.
 */
export interface ShopData {
  readonly name: string;
  load(): Promise<ShopSnapshot>;
}

export class ShopDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShopDataError';
  }
}
