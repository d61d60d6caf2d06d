import { t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { byTestId } from './helpers/selectors';
import { loginAs, openPage } from './helpers/session';

/**
 * The auditor (issue 28, item 5): signed in as 'auditor', a questionnaire card, a vacancy and a city
 * template open read-only, without a single edit control; HR (at 127.0.0.1, its own localStorage)
 * sees the same card and template with their controls. Demo questionnaire 1 and vacancy 1 are in
 * Авиапарк (10412), template 1-1 in its city.
 */
const CARD = '/protected/feedback/1';
const TEMPLATE = '/protected/vacancy/1-1';

fixture('Аудитор: всё открывается, ничего не изменяется')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('the auditor sees the card, a vacancy and a template without edit controls; HR sees them', async () => {
  await loginAs('auditor');
  await openPage(`${BASE_URL}${CARD}`);
  await t.expect(byTestId('qa-view').exists).ok({ timeout: 10_000 });
  await t.expect(byTestId('qa-comments').exists).ok();
  await t.expect(byTestId('qa-director').exists).ok();
  for (const control of ['qa-comment-text', 'qa-comment-save', 'qa-reject', 'qa-restore', 'qa-edit-link'])
    await t.expect(byTestId(control).exists).notOk(`${control} is shown to the auditor`);
  await t.expect(byTestId('approval-request').exists).notOk();

  // The staff menu: every area but 'Сотрудники'.
  await t.expect(byTestId('menu-item-settings').exists).ok();
  await t.expect(byTestId('menu-item-settings-users').exists).notOk();

  await openPage(`${BASE_URL}/protected/positions/vacancies/1`);
  await t.expect(byTestId('vacancy-page').exists).ok({ timeout: 10_000 });
  await t.expect(byTestId('extra-input').getAttribute('contenteditable')).eql('false');
  await t.expect(byTestId('extra-save').exists).notOk();
  await t.expect(byTestId('pub-row-site').exists).ok();
  await t.expect(byTestId('pub-publish-site').exists).notOk();
  await t.expect(byTestId('pub-close-site').exists).notOk();

  await openPage(`${BASE_URL}${TEMPLATE}`);
  await t.expect(byTestId('tpl-salary-toggle').exists).notOk({ timeout: 5000 });

  // HR, in a second session: the same card and template with their edit controls.
  const hrWindow = await t.openWindow(`${BASE_URL}/`);
  await t.resizeWindow(1366, 900);
  await loginAs('hr', ALT_URL);
  await openPage(`${ALT_URL}${CARD}`);
  await t.expect(byTestId('qa-view').exists).ok({ timeout: 10_000 });
  await t.expect(byTestId('qa-comment-text').exists).ok();
  await t.expect(byTestId('qa-comment-save').exists).ok();
  await openPage(`${ALT_URL}${TEMPLATE}`);
  await t.expect(byTestId('tpl-salary-toggle').exists).ok({ timeout: 10_000 });
  await t.closeWindow(hrWindow);
});
