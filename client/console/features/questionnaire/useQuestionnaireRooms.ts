import { useAtomValue } from 'jotai';
import { GLOBAL_STORE_SCOPES } from '#events/core/store-access';
import { sessionAtom } from '../../shell/state/session';
import { storeRoom, useStaffStores } from '../vacancies';
import { QUESTIONNAIRES } from './api';

/**
 * The rooms that carry this user's questionnaires: the list room for Admin and HR, the room of each
 * of a director's stores otherwise (the server refuses directors the list room).
 */
export function useQuestionnaireRooms(): string[] {
  const session = useAtomValue(sessionAtom);
  const scope = session?.role.scope ?? '';
  const everyStore = GLOBAL_STORE_SCOPES.includes(scope);
  const ownStore = scope === 'StoreDirector' ? (session?.role.storeId ?? null) : null;
  const allowed = useStaffStores(undefined, !everyStore && !ownStore);
  if (everyStore) return [QUESTIONNAIRES.listRoom];
  return (ownStore ? [ownStore] : (allowed?.list.map((store) => store.IStoreId) ?? [])).map(storeRoom);
}
