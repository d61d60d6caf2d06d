import { ClientFunction, RequestLogger, Selector } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { byTestId, pageHeading } from './helpers/selectors';
import { APP_START_TIMEOUT_MS, loginAs } from './helpers/session';

const exportLogger = RequestLogger(/\/api\/v1\/activity\/export\.csv/, { logResponseHeaders: true });
const currentSearch = ClientFunction(() => window.location.search);

fixture('Журнал действий')
  .page(`${BASE_URL}/login`)
  .requestHooks(exportLogger)
  // The side menu is open at desktop width (an earlier test may leave the window at a phone's).
  .beforeEach(async (t) => {
    await t.resizeWindow(1366, 900);
  });

test('admin filters the log by kind, sees its rows, starts a CSV export, and picks who', async (t) => {
  await loginAs('admin', BASE_URL);
  await t.click(byTestId('menu-item-activity'));
  await t.expect(pageHeading.innerText).eql('Журнал действий', { timeout: APP_START_TIMEOUT_MS });
  await t.expect(byTestId('activity-row').count).gt(0);

  await t.click(byTestId('activity-filter-kind'));
  await t.click(Selector('[role="option"]').withExactText('Должность'));
  await t.expect(currentSearch()).contains('kind=position');
  await t.expect(byTestId('activity-row').filter('[data-kind="position"]').count).gt(0);
  await t.expect(byTestId('activity-row').filter(':not([data-kind="position"])').count).eql(0);
  await t
    .expect(byTestId('activity-record-link').nth(0).getAttribute('href'))
    .match(/^\/protected\/history\/position\//);

  await t.click(byTestId('activity-export-csv'));
  await t
    .expect(
      exportLogger.contains((r) => r.request.url.includes('kind=position') && r.response.statusCode === 200),
    )
    .ok('the export did not start with the filters');
  await t.expect(byTestId('activity-export-csv').hasAttribute('disabled')).notOk({ timeout: 20_000 });

  // The 'who' filter is a staff picker: typing part of a name finds her, picking shows only her rows.
  await t.click(byTestId('activity-filter-reset'));
  await t.expect(currentSearch()).notContains('kind=');
  await t.typeText(byTestId('activity-filter-actor'), 'Кадро');
  await t.click(byTestId('activity-filter-actor-option').withText('Кадрова Елена'));
  await t.expect(currentSearch()).contains('actor=1002');
  await t.expect(byTestId('activity-filter-actor').value).eql('Кадрова Елена (HR-специалист)');
  await t.expect(byTestId('activity-row').filter('[data-actor="1002"]').count).gt(0);
  await t.expect(byTestId('activity-row').filter(':not([data-actor="1002"])').count).eql(0);
  // Clearing the field removes the filter: everyone's rows again.
  await t.click(byTestId('activity-filter-actor')).pressKey('ctrl+a delete');
  await t.expect(currentSearch()).notContains('actor=');
  await t.expect(byTestId('activity-row').filter(':not([data-actor="1002"])').count).gt(0);
});
