import { Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { byTestId, presenceViewers } from './helpers/selectors';
import { APP_START_TIMEOUT_MS, currentPath, loginAs, openPage } from './helpers/session';

/**
 * Issue 24, item 2: presence tells the truth. HR (at localhost) watches a card's 'Сейчас на
 * странице' while the unit director (at 127.0.0.1, a localStorage of her own) opens the same card,
 * goes back to the list, opens it again and then closes the browser window. HR's list follows each
 * step, and drops her within 10 s of the window closing (she used to stay listed for good).
 */
const CARD = '/protected/feedback/1'; // demo questionnaire 1: store 10412, one of the unit director's
const HR = 'Кадрова Елена';
const UNIT_DIRECTOR = 'Смирнова Ольга';
const GONE_WITHIN_MS = 10_000;
// The header's avatars name their viewer in an attribute (issue 31: compact avatars, not a card).
const viewer = (name: string) => presenceViewers.withAttribute('data-name', name);

fixture('Присутствие на карточке говорит правду')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('HR sees the unit director come, leave the card, come back and close the browser', async () => {
  await loginAs('hr');
  await openPage(`${BASE_URL}${CARD}`);
  await t.expect(byTestId('qa-view-name').exists).ok();
  await t.expect(viewer(HR).exists).ok('HR sees herself on the card');
  const hrWindow = await t.getCurrentWindow();

  // The unit director's browser: opened at this origin first (as cluster.e2e.ts), then sent to 127.0.0.1.
  const unitWindow = await t.openWindow(`${BASE_URL}/`);
  await t
    .expect(Selector('#root > *').exists)
    .ok('the public site did not start', { timeout: APP_START_TIMEOUT_MS });
  await t.resizeWindow(1366, 900);
  await loginAs('unitdirector', ALT_URL);
  await openPage(`${ALT_URL}${CARD}`);
  await t.expect(byTestId('qa-view-name').exists).ok();
  await t.expect(viewer(HR).exists).ok('the unit director sees HR', { timeout: 5000 });

  await t.switchToWindow(hrWindow);
  await t.expect(viewer(UNIT_DIRECTOR).exists).ok('HR sees the unit director arrive', { timeout: 5000 });
  await t.takeScreenshot({ path: 'presence/hr-card-1366.png' });
  await t.resizeWindow(390, 844);
  await t.takeScreenshot({ path: 'presence/hr-card-390.png' });
  await t.resizeWindow(1366, 900);

  // She goes back to the list (inside the console, no reload): HR's list drops her.
  await t.switchToWindow(unitWindow);
  await t.click(byTestId('qa-back'));
  await t.expect(currentPath()).notEql(CARD);
  await t.switchToWindow(hrWindow);
  await t.expect(viewer(UNIT_DIRECTOR).exists).notOk('she left the card', { timeout: GONE_WITHIN_MS });

  // She opens it again, then closes the browser window.
  await t.switchToWindow(unitWindow);
  await openPage(`${ALT_URL}${CARD}`);
  await t.expect(byTestId('qa-view-name').exists).ok();
  await t.switchToWindow(hrWindow);
  await t.expect(viewer(UNIT_DIRECTOR).exists).ok('HR sees her come back', { timeout: 5000 });
  await t.closeWindow(unitWindow);
  await t.switchToWindow(hrWindow);
  const closedAt = Date.now();
  await t
    .expect(viewer(UNIT_DIRECTOR).exists)
    .notOk('she closed the browser window', { timeout: GONE_WITHIN_MS });
  console.log(`[presence e2e] the closed window left HR's list after ${Date.now() - closedAt} ms`);
  await t.expect(viewer(HR).exists).ok('HR is still listed');
});
