import {
  array,
  number,
  object,
  optional,
  string,
  type as loose,
  validate,
  type Infer,
  type Struct,
} from 'superstruct';
import type { Store } from '#events/core/stores';
import { ShopDataError, type ShopData } from './port';

/** A city as the service sends it; other fields are ignored. */
const CityWire = loose({ cityId: string(), name: string() });

/** A store as the service sends it (spec part 1, section 3): the fields we use, others ignored. */
const StoreWire = loose({
  IStoreId: string(),
  name: string(),
  param: loose({
    cityId: string(),
    fullAddress: string(),
    mall: optional(string()),
    regionAreaId: optional(string()),
    zipcode: optional(string()),
    street: optional(string()),
    location: optional(object({ lat: number(), lng: number() })),
  }),
  replenishmentWarehouseShippingDays: optional(array(string())),
});

/**
 * The company's shop data service over HTTP: GET {url}/cities → [{cityId, name}], GET {url}/stores →
 * [store] (the spec's store object), with a bearer token when one is set.
 */
export function createHttpShopData(options: { url: string; token?: string; timeoutMs?: number }): ShopData {
  const base = options.url.replace(/\/+$/, '');
  const get = async (path: string): Promise<unknown> => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        headers: {
          accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new ShopDataError(`Shop data service unreachable (${path}): ${String(err)}`);
    }
    if (!res.ok) {
      await res.arrayBuffer().catch(() => undefined);
      throw new ShopDataError(`Shop data service answered ${res.status} (${path})`);
    }
    return res.json().catch(() => {
      throw new ShopDataError(`Shop data service sent no JSON (${path})`);
    });
  };
  return {
    name: 'http',
    async load() {
      const [cities, stores] = await Promise.all([get('/cities'), get('/stores')]);
      return {
        cities: checked(array(CityWire), cities, '/cities').map(({ cityId, name }) => ({ cityId, name })),
        stores: checked(array(StoreWire), stores, '/stores').map(toStore),
      };
    },
  };
}

function checked<T>(struct: Struct<T, unknown>, value: unknown, path: string): T {
  const [err, result] = validate(value, struct);
  if (err) throw new ShopDataError(`Shop data service sent an unexpected ${path}: ${err.message}`);
  return result;
}

function toStore(wire: Infer<typeof StoreWire>): Store {
  const { cityId, fullAddress, mall, regionAreaId, zipcode, street, location } = wire.param;
  return {
    IStoreId: wire.IStoreId,
    name: wire.name,
    param: { cityId, fullAddress, mall, regionAreaId, zipcode, street, location },
    ...(wire.replenishmentWarehouseShippingDays
      ? { replenishmentWarehouseShippingDays: wire.replenishmentWarehouseShippingDays }
      : {}),
  };
}
