import { ClientFunction, Selector } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { byTestId, fieldMessages, pageHeading } from './helpers/selectors';
import { APP_START_TIMEOUT_MS, currentPath, loginAs, openPage, submitLogin } from './helpers/session';

const USERS_PATH = '/protected/settings/users';
const PASSWORD = 'Пароль-123';

/** A staff card by login. */
const row = (login: string) => byTestId('staff-row').withAttribute('data-login', login);

/** How far the document and the shell's scrolling <main> reach beyond their width (as mobile.e2e.ts). */
const sidewaysOverflow = ClientFunction(() => {
  const doc = document.scrollingElement ?? document.documentElement;
  const main = document.querySelector('main');
  return Math.max(doc.scrollWidth - window.innerWidth, main ? main.scrollWidth - main.clientWidth : 0);
});

fixture('Настройки: сотрудники')
  .page(`${BASE_URL}/login`)
  .afterEach(async (t) => {
    await t.resizeWindow(1366, 900);
  });

test('admin creates a store director, who signs in; admin switches the account off and the director is sent to the login page', async (t) => {
  const login = `director${Date.now() % 100000}`;
  await loginAs('admin', BASE_URL);
  await t.click(byTestId('menu-item-settings'));
  await t.click(byTestId('menu-item-settings-users'));
  await t.expect(currentPath()).eql(USERS_PATH);
  await t.expect(pageHeading.innerText).eql('Сотрудники');

  // The form refuses what the server refuses, under the field.
  await t.click(byTestId('staff-add'));
  await t.typeText(byTestId('staff-login'), login, { paste: true });
  await t.typeText(byTestId('staff-password'), PASSWORD, { paste: true });
  await t.click(byTestId('staff-scope')).click(Selector('option').withAttribute('value', 'StoreDirector'));
  await t.typeText(byTestId('staff-surname'), 'Уходящий', { paste: true });
  await t.typeText(byTestId('staff-name'), 'Пётр', { paste: true });
  await t.click(byTestId('staff-dialog-save'));
  await t.expect(fieldMessages.innerText).contains('магазин', 'a store director needs a store');
  await t.click(byTestId('staff-storeId')).click(Selector('option').withAttribute('value', '10412'));
  await t.click(byTestId('staff-dialog-save'));
  await t.expect(byTestId('staff-dialog').exists).notOk('the dialog closes once saved');
  await t.expect(row(login).find('[data-testid="staff-row-state"]').innerText).eql('Активен');
  const adminWindow = await t.getCurrentWindow();

  // The director signs in in a window of their own (another origin: another localStorage).
  // As dictionaries.e2e.ts: the new window starts on this origin's public site, then goes to the other.
  const directorWindow = await t.openWindow(`${BASE_URL}/`);
  await t
    .expect(Selector('#root > *').exists)
    .ok('the public site did not start', { timeout: APP_START_TIMEOUT_MS });
  await t.resizeWindow(1366, 900);
  await openPage(`${ALT_URL}/login`);
  await submitLogin(login, PASSWORD);
  await t.expect(byTestId('user-menu').exists).ok('the new director reached the console');

  await t.switchToWindow(adminWindow);
  await t.click(row(login).find('[data-testid="staff-deactivate"]'));
  await t.typeText(byTestId('staff-active-cause'), 'Уволен', { paste: true });
  await t.click(byTestId('staff-active-confirm'));
  await t.expect(row(login).getAttribute('data-active')).eql('false');

  // The director's socket is closed at once; the console cannot refresh and goes to the login page.
  await t.switchToWindow(directorWindow);
  await t
    .expect(currentPath())
    .eql('/login', 'the switched-off director is sent to the login page', { timeout: 15_000 });
  await submitLogin(login, PASSWORD);
  await t.expect(Selector('body').innerText).contains('Учётная запись отключена');
  await t.closeWindow(directorWindow);
  await t.switchToWindow(adminWindow);

  // The page works on a phone: no sideways scrolling.
  await t.resizeWindow(390, 844);
  await openPage(`${BASE_URL}${USERS_PATH}`);
  await t.expect(row(login).visible).ok();
  await t.expect(sidewaysOverflow()).lte(0, 'the staff page scrolls sideways at 390 px');
});

test('HR does not see the staff entry in Настройки', async (t) => {
  await loginAs('hr', BASE_URL);
  await t.click(byTestId('menu-item-settings'));
  await t.expect(byTestId('menu-item-settings-blacklist').exists).ok();
  await t.expect(byTestId('menu-item-settings-users').exists).notOk();
});
