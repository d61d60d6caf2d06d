import type { StaffAccountView } from '#events/users/views';
import { apiCall } from '../../shell/http';

/** Staff accounts as 'Настройки' → 'Сотрудники' manages them (server/features/users/routes-admin.ts). */
export type StaffAccount = StaffAccountView;

export interface AccountPayload {
  scope: string;
  surname: string;
  name: string;
  positionName: string;
  storeId: string | null;
  allowedStores: string[];
  allowedRegions: string[];
  phone: string | null;
  permissions: string[];
}

export interface StoreChoice {
  IStoreId: string;
  label: string;
}

export function listStaff(): Promise<{ list: StaffAccount[] }> {
  return apiCall('/users', undefined, { method: 'GET' });
}

export function createStaff(
  payload: AccountPayload & { login: string; password: string },
): Promise<{ account: StaffAccount }> {
  return apiCall('/users', payload);
}

const path = (id: string, action = '') => `/users/${encodeURIComponent(id)}${action}`;

export function editStaff(id: string, payload: AccountPayload): Promise<{ account: StaffAccount }> {
  return apiCall(path(id), payload, { method: 'PUT' });
}

export function resetStaffPassword(id: string, password: string): Promise<{ account: StaffAccount }> {
  return apiCall(path(id, '/reset-password'), { password });
}

export function setStaffActive(
  id: string,
  active: boolean,
  cause: string,
): Promise<{ account: StaffAccount }> {
  return apiCall(path(id, active ? '/reactivate' : '/deactivate'), cause.trim() ? { cause } : {});
}

/** Every store (the shop data service), for the store fields. */
export function listAllStores(): Promise<StoreChoice[]> {
  return apiCall('/cloud/eshop/stores', undefined, { method: 'GET' });
}
