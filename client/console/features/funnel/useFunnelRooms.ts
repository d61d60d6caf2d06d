import { useAtomValue } from 'jotai';
import { GLOBAL_STORE_SCOPES } from '#events/core/store-access';
import { FUNNEL_CHANGES } from '#events/funnel/collections';
import { sessionAtom } from '../../shell/state/session';
import { storeRoom, useStaffStores } from '../vacancies';

/**
 * The rooms that carry the funnel's changes for this user: the list room of FUNNEL_CHANGES for
 * Admin, HR and the auditor, the room of each of a director's stores otherwise (the server refuses
 * directors the list room). Also returns the stores a director may filter by (null: every store).
 */
export function useFunnelRooms(): { rooms: string[]; ownStores: string[] | null } {
  const session = useAtomValue(sessionAtom);
  const scope = session?.role.scope ?? '';
  const everyStore = GLOBAL_STORE_SCOPES.includes(scope);
  const ownStore = scope === 'StoreDirector' ? (session?.role.storeId ?? null) : null;
  const allowed = useStaffStores(undefined, !everyStore && !ownStore);
  if (everyStore) return { rooms: [FUNNEL_CHANGES.listRoom], ownStores: null };
  const stores = ownStore ? [ownStore] : (allowed?.list.map((store) => store.IStoreId) ?? []);
  return { rooms: stores.map(storeRoom), ownStores: stores };
}
