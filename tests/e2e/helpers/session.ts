import { ClientFunction, RequestLogger, Selector, t } from 'testcafe';
import { BASE_URL, DEMO_PASSWORD } from './env';
import { byTestId, loginForm } from './selectors';

/**
 * How long a full page load may take to become a usable console: proxied bundles, then the start-up
 * session check. Generous, because a busy 2-core CI machine is slow exactly here; later assertions
 * keep the normal timeout.
 */
export const APP_START_TIMEOUT_MS = 30_000;

/** Loads `url` in the current window and waits until the console has started and settled its session. */
export async function openPage(url: string): Promise<void> {
  await t.navigateTo(url);
  await appStarted();
}

/** The console has rendered and is past its start-up session check (after a load or a reload). */
export async function appStarted(): Promise<void> {
  const timeout = APP_START_TIMEOUT_MS;
  await t.expect(Selector('#root > *').exists).ok('the console did not start', { timeout });
  await t.expect(byTestId('auth-spinner').exists).notOk('the session check did not finish', { timeout });
}

/** The path the app shows (TestCafe's proxy keeps `location` as the app sees it). */
export const currentPath = ClientFunction(() => window.location.pathname);

export const SESSION_KEY = 'unpacked_jwt_token';
export const storedSession = ClientFunction(() => window.localStorage.getItem('unpacked_jwt_token'));

/**
 * Watches GET /api/v1/config: until it has answered, the 'Настройки' rule is not applied yet, so a
 * check that an entry is absent would prove nothing. Attach it with `fixture.requestHooks(...)`.
 */
export const configLogger = RequestLogger({ url: /\/api\/v1\/config$/, method: 'get' });

export async function waitForConfig(): Promise<void> {
  await t
    .expect(configLogger.contains((r) => r.response?.statusCode === 200))
    .ok('the console did not load /api/v1/config');
}

/** The login form is shown; if not, the failure says where the browser is and what it shows. */
async function expectLoginForm(): Promise<void> {
  if (await loginForm.with({ visibilityCheck: true })()) return;
  const path = await currentPath();
  const text = (await Selector('body').innerText).replace(/\s+/g, ' ').slice(0, 200);
  await t.expect(loginForm.visible).ok(`the login form is not shown (at ${path}: "${text}")`);
}

/** Fills and submits the login form (the page must already show it). */
export async function submitLogin(login: string, password: string): Promise<void> {
  await expectLoginForm();
  if (login) await t.typeText(byTestId('login-input'), login, { replace: true, paste: true });
  if (password) await t.typeText(byTestId('password-input'), password, { replace: true, paste: true });
  await t.click(byTestId('login-submit'));
}

/**
 * Whether the window still shows the page the fixture opened, untouched: `url` exactly, no stored
 * session, and no sign-in made from this document (a sign-out leaves the console's memory behind).
 */
const freshPageAt = ClientFunction((url: string) => {
  if (window.location.href !== url || window.localStorage.getItem('unpacked_jwt_token') !== null)
    return false;
  const loaded = performance.getEntriesByType('resource');
  // A full timing buffer (250 by default) may have dropped the entry that would tell.
  return loaded.length < 250 && !loaded.some((entry) => /\/api\/v1\/(login|refresh)\b/.test(entry.name));
});

/**
 * Opens /login on `base` and signs in; resolves once the shell (its header's user menu) is shown.
 * The test's first sign-in on the fixture's own fresh /login page signs in there (one page load
 * fewer: CI loads ~100 of them), unless the fixture watches /api/v1/config (configLogger): that
 * one needs the load to see the request.
 */
export async function loginAs(login: string, base: string = BASE_URL): Promise<void> {
  const first = !t.ctx.signedIn;
  t.ctx.signedIn = true;
  if (first && configLogger.requests.length === 0 && (await freshPageAt(`${base}/login`))) await appStarted();
  else {
    await configLogger.clear();
    await openPage(`${base}/login`);
  }
  await submitLogin(login, DEMO_PASSWORD);
  await t.expect(byTestId('user-menu').exists).ok(`'${login}' did not reach the console`);
  await t.expect(currentPath()).notEql('/login', `'${login}' stayed on /login`);
}

/** Opens the user menu in the header and chooses 'Выход'. */
export async function logoutViaMenu(): Promise<void> {
  await t.click(byTestId('user-menu'));
  await t.expect(byTestId('logout').withText('Выход').visible).ok();
  await t.click(byTestId('logout'));
}
