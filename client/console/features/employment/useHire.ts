import { useAtomValue } from 'jotai';
import { GLOBAL_STORE_SCOPES } from '#events/core/store-access';
import type { HireDoc } from '#events/employment/events';
import { useLiveRecord, type LiveRecord } from '../../live/useLiveRecord';
import { sessionAtom } from '../../shell/state/session';
import { storeRoom } from '../vacancies';
import { getHire, HIRES, toHireView, type HireView } from './api-hire';

/**
 * The rooms of one questionnaire's hire: its record room (joinable before the first send when the
 * hire's live rule names the questionnaires as its parent, as the checks' does); for store, unit and
 * region directors also their store's room, as the approval's card watches it
 * (features/approval/live.ts): whichever of the two the server opens carries the first send, and a
 * change that comes through both is the same document taken twice.
 */
export function useHireRooms(id: string, IStoreId: string): string[] {
  const session = useAtomValue(sessionAtom);
  const everyStore = GLOBAL_STORE_SCOPES.includes(session?.role.scope ?? '');
  return everyStore ? [HIRES.docRoom(id)] : [HIRES.docRoom(id), storeRoom(IStoreId)];
}

/**
 * The questionnaire's hire (read model `hires`, id = questionnaire id), live: its delivery to 1C,
 * each status step, the check's progress, the drift and the rollback as they happen. `data` is null
 * while nothing was sent (GET /hires/{id} answers 404); the first send arrives through the room.
 */
export function useHire(id: string, IStoreId: string): LiveRecord<HireDoc, HireView> {
  return useLiveRecord<HireDoc, HireView>({
    collection: HIRES,
    id,
    rooms: useHireRooms(id, IStoreId),
    load: () => getHire(id),
    notFound: 'Анкета ещё не отправлена в 1С',
    toView: (doc) => toHireView(doc),
  });
}
