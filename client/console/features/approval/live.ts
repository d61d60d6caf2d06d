/** Live approvals in the console: the rooms, who the pending list is for, the fallback polling. */
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { socketConnectedAtom } from '../../live/presence';
import { GLOBAL_STORE_SCOPES } from '#events/core/store-access';
import { sessionAtom } from '../../shell/state/session';
import { storeRoom, useStaffStores } from '../vacancies';
import { APPROVALS, type ApprovalView } from './api';
import { readsLikeAdmin } from '#events/core/roles';

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

/**
 * The rooms of one questionnaire's approval: its record room for those who see every store; a
 * director's store room otherwise (a record room is open to a director only once the document
 * exists, and it exists only from the first request).
 */
export function useApprovalRecordRooms(id: string, IStoreId: string): string[] {
  const session = useAtomValue(sessionAtom);
  const everyStore = GLOBAL_STORE_SCOPES.includes(session?.role.scope ?? '');
  return everyStore ? [APPROVALS.docRoom(id)] : [storeRoom(IStoreId)];
}

/**
 * The signed-in user's id and whether they are Admin (who may approve which request). The auditor
 * follows every request as Admin does (issue 28); their edit controls are hidden (useReadOnly).
 */
export function useApprover(): { userId: string; isAdmin: boolean } {
  const session = useAtomValue(sessionAtom);
  return { userId: session?.role.userId ?? '', isAdmin: readsLikeAdmin(session?.role.scope) };
}

/** Does a pending approval belong to this user's list: addressed to them, or any for Admin. */
export function isMinePending(doc: ApprovalView, me: { userId: string; isAdmin: boolean }): boolean {
  return doc.pending && (me.isAdmin || doc.pendingFor === me.userId);
}

/** Newest request first. */
export const byRequestTime = (a: ApprovalView, b: ApprovalView): number =>
  (b.request?.at ?? '').localeCompare(a.request?.at ?? '');

/** The spec's session ping interval: the fallback polls at this pace (spec section 9). */
export const FALLBACK_POLL_MS = 5000;

/**
 * Live updates come through Socket.IO; only while the socket is down (the console's connection
 * state, live/presence.ts) is `poll` called every 5 seconds, and never once `done` holds (the spec
 * stops polling when the confirmation arrived).
 */
export function usePollingWhileOffline(poll: () => void, done: boolean): void {
  const connected = useAtomValue(socketConnectedAtom);
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (connected || done) return;
    const timer = setInterval(() => latest.current(), FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [connected, done]);
}
