import type { UserDoc } from './collections';
import type { AccountFields } from './rules';

/** A staff account as 'Настройки' → 'Сотрудники' lists it: never the password hash. */
export interface StaffAccountView extends AccountFields {
  id: string;
  login: string;
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
