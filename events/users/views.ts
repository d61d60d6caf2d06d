import type { UserDoc } from './collections';

/** A staff account as 'Настройки' → 'Сотрудники' lists it: never the password hash. */
export interface StaffAccountView {
  id: string;
  login: string;
  scope: string;
  surname: string;
  name: string;
  positionName: string;
  storeId: string | null;
  storeName: string | null;
  permissions: string[];
  allowedStores: string[];
  allowedRegions: string[];
  phone: string | null;
  active: boolean;
  deactivatedAt: string | null;
  deactivationReason: string | null;
  revision: number;
}

/** The view of a stored account: the fields named here only, so a new secret never leaks by default. */
export function staffAccountView(doc: UserDoc & { _id: string }): StaffAccountView {
  return {
    id: doc._id,
    login: doc.login,
    scope: doc.scope,
    surname: doc.surname,
    name: doc.name,
    positionName: doc.positionName,
    storeId: doc.storeId,
    storeName: doc.storeName,
    permissions: doc.permissions,
    allowedStores: doc.allowedStores ?? [],
    allowedRegions: doc.allowedRegions ?? [],
    phone: doc.phone ?? null,
    active: doc.active !== false,
    deactivatedAt: doc.deactivatedAt ?? null,
    deactivationReason: doc.deactivationReason ?? null,
    revision: doc.revision ?? 0,
  };
}
