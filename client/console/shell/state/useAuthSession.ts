import { useEffect } from 'react';
import { atom, useAtomValue } from 'jotai';
import { ping } from '../endpoints';
import { ApiError } from '../http';
import { loadConfig } from './config';
import { authStatusAtom, clearSession } from './session';
import { appStore } from './store';

/** Spec part 1, section 9: the session is checked every 5 s. */
export const PING_INTERVAL_MS = 5_000;

/** Shown under the start-up spinner while the server cannot be reached. */
export const connectionNoteAtom = atom<string | null>(null);

/** Could the server not answer at all (as opposed to saying no)? Then we retry instead of logging out. */
function isUnreachable(err: unknown): boolean {
  return err instanceof ApiError && (err.kind !== 'http' || err.status >= 500);
}

/**
 * The auth state machine (spec part 1, section 4): unknown -> ping -> authorised or not authorised.
 * A 401 goes through the HTTP wrapper's refresh; if that fails the wrapper expires the session.
 * The token's own expiry time is never checked here.
 */
export function useAuthSession(): void {
  const status = useAtomValue(authStatusAtom);

  useEffect(() => {
    void loadConfig();
  }, []);

  useEffect(() => {
    if (status === 'unknown') {
      let cancelled = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const check = async () => {
        try {
          await ping();
          if (cancelled) return;
          appStore.set(connectionNoteAtom, null);
          appStore.set(authStatusAtom, 'authorised');
        } catch (err) {
          if (cancelled || (err instanceof ApiError && err.status === 401)) return;
          if (isUnreachable(err)) {
            appStore.set(connectionNoteAtom, 'Нет связи с сервером. Повторяем попытку…');
            retry = setTimeout(() => void check(), PING_INTERVAL_MS);
            return;
          }
          clearSession();
          appStore.set(authStatusAtom, 'unauthorised');
        }
      };
      void check();
      return () => {
        cancelled = true;
        clearTimeout(retry);
      };
    }
    if (status === 'authorised') {
      const timer = setInterval(() => void ping().catch(() => undefined), PING_INTERVAL_MS);
      return () => clearInterval(timer);
    }
  }, [status]);
}
