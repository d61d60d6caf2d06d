import type { Store } from './stores';

/**
 * Which stores' records (vacancies, questionnaires passed to a store) a staff user may see (spec
 * part 1, sections 3 and 6; issue 5, item 3): store directors their own store, unit and region
 * directors theirs. The lists travel in the access token, so every check is local. Pure: the store
 * catalogue comes in as an argument.
 */

/** Permission names of the spec that carry a list of store or region ids. */
export const ALLOWED_STORES_PERMISSION = 'AllowedStoresList';
export const ALLOWED_REGIONS_PERMISSION = 'AllowedRegionsList';

/** Scopes that see every store (the auditor reads every store's records, issue 28). */
export const GLOBAL_STORE_SCOPES: readonly string[] = ['Admin', 'HR', 'Auditor'];

export const STORE_ACCESS_MESSAGES = {
  otherStoreVacancy: 'Вакансия другого магазина недоступна',
  otherCityTemplate: 'Шаблон вакансии другого города недоступен',
  createInOtherStore: 'Вакансию можно создать только в своём магазине',
} as const;

/** The parts of a user (access token claims) the rule reads. */
export interface StoreAccessSubject {
  scope: string;
  storeId?: string | null;
  IStoreId?: string | null;
  /** AllowedStoresList: store ids. */
  allowedStores?: readonly string[];
  /** AllowedRegionsList: region ids (a store's param.regionAreaId). */
  allowedRegions?: readonly string[];
}

/** Every store, or exactly these (possibly none: least privilege). */
export type StoreAccess = { all: true } | { all: false; storeIds: string[] };

/**
 * - Admin, HR, Auditor: every store.
 * - StoreDirector: their own store.
 * - UnitDirector: the AllowedStoresList stores (and their own store, if the token names one).
 * - RegionDirector: every store whose param.regionAreaId is in AllowedRegionsList, plus the
 *   AllowedStoresList stores (and their own store).
 * - A unit or region director without lists or own store, or any other scope without a store: none.
 */
export function storeAccessOf(
  user: StoreAccessSubject,
  stores: readonly Pick<Store, 'IStoreId' | 'param'>[],
): StoreAccess {
  if (GLOBAL_STORE_SCOPES.includes(user.scope)) return { all: true };
  const ids = new Set<string>();
  const own = user.storeId ?? user.IStoreId;
  if (own) ids.add(String(own));
  if (user.scope === 'UnitDirector' || user.scope === 'RegionDirector') {
    for (const id of user.allowedStores ?? []) if (id) ids.add(String(id));
  }
  if (user.scope === 'RegionDirector' && user.allowedRegions?.length) {
    const regions = new Set(user.allowedRegions.map(String));
    for (const store of stores) {
      const region = store.param.regionAreaId;
      if (region !== undefined && regions.has(region)) ids.add(store.IStoreId);
    }
  }
  return { all: false, storeIds: [...ids].sort() };
}

export function canSeeStore(access: StoreAccess, IStoreId: string | null | undefined): boolean {
  if (access.all) return true;
  return IStoreId != null && IStoreId !== '' && access.storeIds.includes(String(IStoreId));
}

/** The permission names a user's lists stand for, added to the token's `permissions`. */
export function storeListPermissions(lists: {
  allowedStores?: readonly string[];
  allowedRegions?: readonly string[];
}): string[] {
  const out: string[] = [];
  if (lists.allowedRegions?.length) out.push(ALLOWED_REGIONS_PERMISSION);
  if (lists.allowedStores?.length) out.push(ALLOWED_STORES_PERMISSION);
  return out;
}
