import { Selector, t } from 'testcafe';
import { BASE_URL, NODE_B_URL } from './helpers/env';
import { byTestId, presenceViewer } from './helpers/selectors';
import { APP_START_TIMEOUT_MS, loginAs, openPage } from './helpers/session';

const ADMIN = 'Админова Анна';
const HR = 'Кадрова Елена';
const POSITIONS_PATH = '/protected/settings/positions';
const viewer = (name: string) => presenceViewer(name);

/**
 * Two API nodes on the same stores (issue 16): the admin's console talks to node A, HR's to node B.
 * Each sees the other on the page, and a position saved through A appears live in B's console.
 */
fixture('Два узла API: вживую через узлы').page(`${BASE_URL}/login`);

test('the admin on node A and HR on node B see each other and each other’s changes live', async () => {
  await loginAs('admin', BASE_URL);
  await openPage(`${BASE_URL}${POSITIONS_PATH}`);
  await t.expect(byTestId('positions-table').visible).ok();
  const adminWindow = await t.getCurrentWindow();

  // Opened at this origin first (see settings-live.e2e.ts), then sent to node B.
  const hrWindow = await t.openWindow(`${BASE_URL}/`);
  await t
    .expect(Selector('#root > *').exists)
    .ok('the public site did not start', { timeout: APP_START_TIMEOUT_MS });
  await t.resizeWindow(1366, 900);
  await loginAs('hr', NODE_B_URL);
  await openPage(`${NODE_B_URL}${POSITIONS_PATH}`);
  await t.expect(byTestId('positions-table').visible).ok();
  await t.expect(viewer(HR).exists).ok('hr sees itself');
  await t.expect(viewer(ADMIN).exists).ok('hr on node B sees the admin on node A', { timeout: 5000 });

  await t.switchToWindow(adminWindow);
  await t.expect(viewer(HR).exists).ok('the admin on node A sees hr on node B', { timeout: 5000 });
  const title = `Должность двух узлов ${Date.now()}`;
  await t.click(byTestId('add-position-tab'));
  await t.typeText(byTestId('position-title-input'), title, { paste: true });
  await t.click(byTestId('position-save'));
  await t.expect(byTestId('positions-notice').innerText).contains('Сохранено');

  await t.switchToWindow(hrWindow);
  await t
    .expect(byTestId('position-title').withExactText(title).exists)
    .ok('the position saved on node A appears live on node B', { timeout: 5000 });

  await t.closeWindow(hrWindow);
  await t.switchToWindow(adminWindow);
  await t.expect(viewer(HR).exists).notOk('hr closed the window on node B', { timeout: 30_000 });
});
