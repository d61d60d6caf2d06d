import { ClientFunction, RequestLogger, Selector, t } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { byTestId, loginForm } from './helpers/selectors';
import {
  APP_START_TIMEOUT_MS,
  appStarted,
  currentPath,
  loginAs,
  logoutViaMenu,
  openPage,
  submitLogin,
} from './helpers/session';

/**
 * Issue 31, item 4 (part A): return-to after sign-in, the positions page's search, filter and pages
 * in the address, a confirmation before closing a vacancy, duplicate position titles, the salary
 * paste, the console 403 page and logout in every tab.
 */
const currentSearch = ClientFunction(() => window.location.search);
const reload = ClientFunction(() => window.location.reload());
const publicationCalls = RequestLogger({ url: /\/api\/v1\/vacancies\/\d+\/publication$/, method: 'post' });

fixture('Консоль: мелкие неудобства (часть A)').page(`${BASE_URL}/login`).requestHooks(publicationCalls);

test('an admin: return-to, positions page view in the address, close asks first, a duplicate title, a long salary', async () => {
  // Signed out, a console address goes to the login page and comes back to it, query included.
  await openPage(`${BASE_URL}/protected/positions?status=published&page=2`);
  await t.expect(currentPath()).eql('/login');
  await submitLogin('admin', 'demo');
  await t.expect(byTestId('user-menu').exists).ok('the admin did not reach the console');
  await t.expect(currentPath()).eql('/protected/positions');
  await t.expect(currentSearch()).eql('?status=published&page=2');
  const cards = byTestId('pos-vacancies').find('[data-testid="vacancy-card"]');
  await t.expect(byTestId('ql-page-2').getAttribute('aria-current')).eql('page');
  await t.expect(cards.count).gte(1, 'page 2 of the published demo vacancies (more than a page of 12)');

  // Search by title: kept on reload.
  await t.typeText(byTestId('pos-search'), 'кассир', { paste: true });
  await t.expect(currentSearch()).contains('q=');
  await reload();
  await appStarted();
  await t.expect(byTestId('pos-search').value).eql('кассир');
  await t.expect(byTestId('pos-vacancies-count').innerText).match(/^\d+ из 17$/);
  const first = cards.nth(0);
  await t.expect(first.innerText).contains('ассир');

  // Closing a vacancy on the site asks first; 'Отмена' sends nothing.
  await t.click(first);
  await t.expect(currentPath()).match(/^\/protected\/positions\/vacancies\/\d+$/);
  const siteRow = byTestId('pub-row-site');
  await t.expect(siteRow.getAttribute('data-status')).eql('published');
  await publicationCalls.clear();
  await t.click(byTestId('pub-close-site'));
  const dialog = byTestId('pub-confirm-site');
  await t.expect(dialog.innerText).contains('Закрыть вакансию?');
  await t.click(byTestId('pub-confirm-site-cancel'));
  await t.expect(dialog.exists).notOk();
  await t.expect(publicationCalls.count(() => true)).eql(0, 'a cancelled close sent a request');
  await t.expect(siteRow.getAttribute('data-status')).eql('published');
  // Asked again, the dialog offers the close itself (not pressed: the other browser tests share the
  // demo's published vacancies).
  await t.click(byTestId('pub-close-site'));
  await t.expect(byTestId('pub-confirm-site-confirm').withText('Закрыть').visible).ok();
  await t.click(byTestId('pub-confirm-site-cancel'));
  await t.expect(publicationCalls.count(() => true)).eql(0);

  // A position title equal to an existing one but for case and spaces is refused.
  await openPage(`${BASE_URL}/protected/settings/positions`);
  await t.click(byTestId('add-position-tab'));
  await t.typeText(byTestId('position-title-input'), '  КАССИР ', { paste: true });
  await t.click(byTestId('position-save'));
  await t.expect(byTestId('positions-notice').innerText).contains('должность с таким названием уже есть');

  // A pasted 7-digit salary stays whole and says why it is refused.
  await openPage(`${BASE_URL}/protected/vacancy`);
  await t.click(byTestId('tpl-create-open'));
  await t.typeText(byTestId('tpl-salary-from'), '1000000', { paste: true });
  await t.expect(byTestId('tpl-salary-from').value).eql('1000000');
  await t
    .expect(Selector('[role="alert"], .fui-Field__validationMessage').withText('от 2 до 6 цифр').exists)
    .ok('no length message under the salary');
});

test('a director: the 403 page stays in the console; logout in one tab signs the other out', async () => {
  await loginAs('director');
  await openPage(`${BASE_URL}/protected/settings/positions`);
  await t.expect(byTestId('page-forbidden').innerText).contains('Недостаточно прав');
  await t.expect(byTestId('side-menu').exists).ok('the 403 page is inside the shell');
  await t.click(byTestId('forbidden-home'));
  await t.expect(currentPath()).eql('/protected/positions');

  const first = await t.getCurrentWindow();
  const second = await t.openWindow(`${BASE_URL}/protected/calendar`);
  await t.resizeWindow(1366, 900);
  await appStarted();
  await t.expect(byTestId('user-menu').exists).ok('the second tab shares the sign-in');

  await t.switchToWindow(first);
  await logoutViaMenu();
  await t.expect(loginForm.visible).ok({ timeout: APP_START_TIMEOUT_MS });

  await t.switchToWindow(second);
  await t.expect(loginForm.visible).ok('the second tab is still signed in', { timeout: 10_000 });
  await t.expect(currentPath()).eql('/login');
  await t.expect(byTestId('user-menu').exists).notOk();
  await t.closeWindow(second);
});
