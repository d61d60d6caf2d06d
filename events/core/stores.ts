/** A store as the shop data service describes it (spec part 1, section 3), trimmed to what we use. */
export interface Store {
  IStoreId: string;
  name: string;
  param: {
    cityId: string;
    fullAddress: string;
    mall?: string;
    regionAreaId?: string;
    /** The store's unit (the shop data service's /cloud/eshop/tag/hierarchy): a unit director's group of stores. */
    unitId?: string;
    zipcode?: string;
    street?: string;
    location?: { lat: number; lng: number };
  };
  replenishmentWarehouseShippingDays?: string[];
}

export interface City {
  cityId: string;
  name: string;
}

export const MOSCOW_CITY_ID = '1';

/** Hard-coded fallback store placed at the head of store lists (spec part 1, section 3). */
export const FALLBACK_STORE: Store = {
  IStoreId: '11715',
  name: 'Москва (резервный магазин)',
  param: { cityId: MOSCOW_CITY_ID, fullAddress: 'г. Москва', regionAreaId: '77', unitId: 'U77-2' },
  replenishmentWarehouseShippingDays: ['TUESDAY', 'SATURDAY'],
};

/** 'ТЦ {mall}, {name}' when a mall is set (spec part 1, section 2). */
export function storeLabel(store: Pick<Store, 'name' | 'param'>): string {
  return store.param.mall ? `ТЦ ${store.param.mall}, ${store.name}` : store.name;
}
