import { Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { byTestId, fieldMessages, presenceViewers } from './helpers/selectors';
import { APP_START_TIMEOUT_MS, currentPath, loginAs, openPage } from './helpers/session';

const ADMIN = 'Админова Анна';
const HR = 'Кадрова Елена';
const POSITIONS_PATH = '/protected/settings/positions';

/**
 * A second browser window. In TestCafe's proxy mode a window opened straight at the other origin
 * does not run the console's module script (blank page); one opened at this origin and then sent to
 * the other one works. It starts on the public site, where no console (and no admin session) runs.
 */
async function openSecondWindow() {
  const window = await t.openWindow(`${BASE_URL}/`);
  await t
    .expect(Selector('#root > *').exists)
    .ok('the public site did not start', { timeout: APP_START_TIMEOUT_MS });
  // New windows start small, which would be the mobile layout.
  await t.resizeWindow(1366, 900);
  return window;
}

// The header's avatars name their viewer in an attribute (issue 31: compact avatars, not a card).
const viewer = (name: string) => presenceViewers.withAttribute('data-name', name);
const positionTitle = (title: string) => byTestId('position-title').withExactText(title);

/**
 * Two people on the positions settings at once. localStorage is per origin, so the admin works at
 * localhost and HR in a second window at 127.0.0.1: two separate sessions in one browser.
 */
fixture('Настройки: должности вживую, два окна').page(`${BASE_URL}/login`);

test('both see each other, a new position reaches the other window live, leaving drops presence', async (t) => {
  await loginAs('admin', BASE_URL);
  await openPage(`${BASE_URL}${POSITIONS_PATH}`);
  await t.expect(byTestId('positions-table').visible).ok();
  await t.expect(viewer(ADMIN).exists).ok();
  const adminWindow = await t.getCurrentWindow();

  const hrWindow = await openSecondWindow();
  await loginAs('hr', ALT_URL);
  await openPage(`${ALT_URL}${POSITIONS_PATH}`);
  await t.expect(byTestId('positions-table').visible).ok();
  await t.expect(viewer(HR).exists).ok('hr sees itself');
  await t.expect(viewer(ADMIN).exists).ok('hr sees the admin');

  await t.switchToWindow(adminWindow);
  await t.expect(currentPath()).eql(POSITIONS_PATH, 'the admin window kept its own session and page');
  await t.expect(viewer(HR).exists).ok('the admin sees hr arrive');
  await t.expect(viewer(ADMIN).exists).ok();

  // Add a position: the title is required.
  const title = `Тестовая должность ${Date.now()}`;
  await t.click(byTestId('add-position-tab'));
  await t.click(byTestId('position-save'));
  await t.expect(fieldMessages.withText('Укажите').visible).ok('an empty title is refused');
  await t.typeText(byTestId('position-title-input'), title, { paste: true });
  await t.click(byTestId('position-search-checkbox'));
  await t.click(byTestId('position-save'));
  await t.expect(byTestId('positions-notice').innerText).contains('Сохранено');
  await t.expect(positionTitle(title).exists).ok('the admin sees the saved row');

  // HR's window got the row without a reload.
  await t.switchToWindow(hrWindow);
  const row = positionTitle(title).parent('tr');
  await t.expect(positionTitle(title).exists).ok('the new position appears live for hr');
  await t.expect(row.find('td').nth(2).innerText).eql('да');
  await t.expect(row.find('td').nth(3).innerText).eql('');
  await t.expect(currentPath()).eql(POSITIONS_PATH);

  // HR leaves the page: the admin's presence bar drops them.
  await t.click(byTestId('menu-item-settings-roles'));
  await t.expect(currentPath()).eql('/protected/settings/roles');
  await t.switchToWindow(adminWindow);
  await t.expect(viewer(HR).exists).notOk('hr left the page');
  await t.expect(viewer(ADMIN).exists).ok();

  // HR comes back and then closes the window: dropped again.
  await t.switchToWindow(hrWindow);
  await t.click(byTestId('menu-item-settings-positions'));
  await t.expect(positionTitle(title).exists).ok();
  await t.switchToWindow(adminWindow);
  await t.expect(viewer(HR).exists).ok('hr is back');
  await t.closeWindow(hrWindow);
  await t.switchToWindow(adminWindow);
  await t.expect(viewer(HR).exists).notOk('hr closed the window', { timeout: 30_000 });
  await t.expect(Selector('[data-testid="presence-viewer"]').count).eql(1);
});
