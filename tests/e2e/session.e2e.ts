import { ClientFunction } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { byTestId, loginError, loginForm, sideMenu } from './helpers/selectors';
import { appStarted, currentPath, loginAs, openPage, storedSession, submitLogin } from './helpers/session';

const SESSION_EXPIRED = 'Ошибка авторизации. Сессия устарела, перезайдите в приложение.';

/** Replaces the stored access and refresh tokens with garbage, as a stale or forged session would be. */
const corruptStoredSession = ClientFunction(() => {
  const key = 'unpacked_jwt_token';
  const raw = window.localStorage.getItem(key);
  if (!raw) return false;
  const session = JSON.parse(raw);
  session.token = 'garbage.not-a-jwt.token';
  session.refreshToken = 'garbage-refresh-token';
  window.localStorage.setItem(key, JSON.stringify(session));
  return true;
});

const reload = ClientFunction(() => window.location.reload());

fixture('Истечение сессии').page(`${BASE_URL}/login`);

test('a session the server no longer accepts ends on /login with the session-expired message', async (t) => {
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/settings/roles`);
  await t.expect(byTestId('roles-table').visible).ok();

  await t.expect(corruptStoredSession()).ok('a session was stored after login');
  // The next call (the start-up session check after a reload) gets 401, the refresh fails too.
  await reload();
  await appStarted();

  await t.expect(currentPath()).eql('/login');
  await t.expect(loginError.innerText).contains(SESSION_EXPIRED);
  await t.expect(loginForm.visible).ok();
  await t.expect(sideMenu.exists).notOk();
  await t.expect(storedSession()).eql(null, 'the stale session is removed');
});

test('after the session expired, signing in again works and clears the message', async (t) => {
  await loginAs('hr');
  await t.expect(corruptStoredSession()).ok();
  await reload();
  await appStarted();
  await t.expect(loginError.innerText).contains(SESSION_EXPIRED);

  await submitLogin('hr', 'demo');
  await t.expect(currentPath()).eql('/protected/vacancy');
  await t.expect(sideMenu.visible).ok();
  // The new session works on other pages and the old message is gone.
  await openPage(`${BASE_URL}/protected/settings/roles`);
  await t.expect(byTestId('roles-table').visible).ok();
  await t.expect(loginError.exists).notOk();
});
