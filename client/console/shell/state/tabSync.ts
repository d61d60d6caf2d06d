import { realtime } from '../../live/socket';
import { authStatusAtom, readStoredSession, sessionAtom, SESSION_KEY, setAuthMessage } from './session';
import { appStore } from './store';

/**
 * Every tab of the console signs in and out together (issue 31: a second tab stayed signed in after
 * logout in the first). A tab announces its sign-in and sign-out on a BroadcastChannel; browsers
 * without one still see the stored session change (the storage event), which every sign-in and
 * sign-out makes too, so both paths lead to the same handling and a message may arrive twice.
 */
export type TabMessage = { type: 'signed-out' } | { type: 'signed-in'; userId: string };

/**
 * A browser already keeps a channel to its origin; the origin in the name changes nothing there, but
 * keeps two origins apart where pages of both share one real origin (a test proxy serving the
 * console as localhost and as 127.0.0.1 for two sessions side by side).
 */
const channelName = () => `console-session:${window.location.origin}`;
export const SIGNED_OUT_ELSEWHERE = 'Вы вышли из системы в другой вкладке';
export const OTHER_USER_ELSEWHERE = 'В другой вкладке выполнен вход под другим пользователем. Войдите снова.';

let channel: BroadcastChannel | null = null;

/** Tells the other tabs of this console (not this one) that this tab signed in or out. */
export function announce(message: TabMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel: the storage event still tells the other tabs.
  }
}

function signOutHere(message: string): void {
  if (!appStore.get(sessionAtom) && appStore.get(authStatusAtom) === 'unauthorised') return;
  realtime.close();
  appStore.set(sessionAtom, null);
  setAuthMessage(message);
  // The shell redirects to /login with this page as the return-to.
  appStore.set(authStatusAtom, 'unauthorised');
}

function received(message: TabMessage): void {
  const mine = appStore.get(sessionAtom);
  if (message.type === 'signed-out') {
    if (mine) signOutHere(SIGNED_OUT_ELSEWHERE);
    return;
  }
  if (mine) {
    if (mine.role.userId !== message.userId) signOutHere(OTHER_USER_ELSEWHERE);
    return;
  }
  // Signed out here, signed in elsewhere: this tab follows, checked by the server like a reload.
  const stored = readStoredSession();
  if (stored && stored.role.userId === message.userId) {
    setAuthMessage(null);
    appStore.set(sessionAtom, stored);
    appStore.set(authStatusAtom, 'unknown');
  }
}

function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  if (value.type === 'signed-out') return true;
  return value.type === 'signed-in' && 'userId' in value && typeof value.userId === 'string';
}

/** Starts listening to the other tabs; returns the stop (the App calls it once). */
export function startTabSync(): () => void {
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName());
  const onMessage = (event: MessageEvent) => {
    if (isTabMessage(event.data)) received(event.data);
  };
  channel?.addEventListener('message', onMessage);
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    if (event.key !== SESSION_KEY && event.key !== null) return;
    const stored = readStoredSession();
    received(stored ? { type: 'signed-in', userId: stored.role.userId } : { type: 'signed-out' });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    channel = null;
    window.removeEventListener('storage', onStorage);
  };
}
