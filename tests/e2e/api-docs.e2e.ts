import { Selector } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { byTestId, pageHeading } from './helpers/selectors';
import { APP_START_TIMEOUT_MS, loginAs } from './helpers/session';

fixture('Описание API')
  .page(`${BASE_URL}/login`)
  .beforeEach(async (t) => {
    await t.resizeWindow(1366, 900);
  });

test('admin opens the API reference from the menu and reads the operations in it', async (t) => {
  await loginAs('admin', BASE_URL);
  await t.click(byTestId('menu-item-api-docs'));
  await t.expect(pageHeading.innerText).eql('Описание API', { timeout: APP_START_TIMEOUT_MS });
  // Scalar renders the description (loaded lazily): its title and the first feature's operations.
  const page = byTestId('api-docs-page');
  await t.expect(page.find('*').withText('Hiring console API').exists).ok({ timeout: 60_000 });
  await t.expect(page.find('*').withText('/list-positions').exists).ok({ timeout: 30_000 });
  await t.takeScreenshot({ path: 'api-docs-1366.png' });
  await t.resizeWindow(390, 844);
  await t.takeScreenshot({ path: 'api-docs-390.png' });
});

test('a store director has no menu entry and no page', async (t) => {
  await loginAs('director', BASE_URL);
  await t.expect(Selector('[data-testid^="menu-item-"]').exists).ok({ timeout: APP_START_TIMEOUT_MS });
  await t.expect(byTestId('menu-item-api-docs').exists).notOk();
  await t.navigateTo(`${BASE_URL}/protected/api-docs`);
  await t.expect(byTestId('api-docs-page').exists).notOk();
});
