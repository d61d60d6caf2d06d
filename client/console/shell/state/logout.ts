import { logoutCall } from '../endpoints';
import { realtime } from '../../live/socket';
import { clearSession, sessionAtom, setAuthMessage } from './session';
import { appStore } from './store';
import { announce } from './tabSync';

/**
 * Logout (spec part 1, section 4): remove the stored token, tell the other tabs (they sign out
 * too), go to /login and reload. The server is asked to revoke the refresh token first, briefly;
 * the session is forgotten whatever it answers.
 */
export async function logout(): Promise<void> {
  const session = appStore.get(sessionAtom);
  realtime.close();
  if (session) await logoutCall(session.refreshToken).catch(() => undefined);
  clearSession();
  setAuthMessage(null);
  announce({ type: 'signed-out' });
  window.location.assign('/login');
}
