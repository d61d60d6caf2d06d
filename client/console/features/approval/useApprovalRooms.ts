import { useAtomValue } from 'jotai';
import { GLOBAL_STORE_SCOPES } from '../../../../events/core/store-access';
import { sessionAtom } from '../../shell/state/session';
import { storeRoom, useStaffStores } from '../vacancies';
import { APPROVALS } from './api';

/**
 * The rooms that carry this user's approvals: the list room for Admin (and HR), each of a director's
 * stores' rooms otherwise (the server refuses directors the list room).
 */
export function useApprovalRooms(): string[] {
  const session = useAtomValue(sessionAtom);
  const scope = session?.role.scope ?? '';
  const everyStore = GLOBAL_STORE_SCOPES.includes(scope);
  const ownStore = scope === 'StoreDirector' ? (session?.role.storeId ?? null) : null;
  const allowed = useStaffStores(undefined, !everyStore && !ownStore);
  if (everyStore) return [APPROVALS.listRoom];
  return (ownStore ? [ownStore] : (allowed?.list.map((store) => store.IStoreId) ?? [])).map(storeRoom);
}

/** The signed-in user's id and whether they are Admin (who may approve which request). */
export function useApprover(): { userId: string; isAdmin: boolean } {
  const session = useAtomValue(sessionAtom);
  return { userId: session?.role.userId ?? '', isAdmin: session?.role.scope === 'Admin' };
}
