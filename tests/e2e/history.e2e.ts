import { Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { callOk } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';

/**
 * A questionnaire's 'История' (issue 28): HR opens it from the card, chooses an older event (the
 * record as it was after it), compares two points, and watches a comment the store director writes
 * in a second window (127.0.0.1, its own session) arrive live at the top of the timeline.
 */
interface QuestionnaireList {
  list: { id: string; IStoreId: string; info: { lastname: string } }[];
}

const entries = byTestId('history-entry');
const LIVE = { timeout: 15_000 };

fixture('История записи: лента, состояние на событие, сравнение, новые события вживую')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('HR opens a questionnaire history, chooses an old event, compares two, and sees a new event live', async () => {
  const admin = await staffToken('admin');
  const { list } = await callOk<QuestionnaireList>('/get-questionnaire', { type: 'new', limit: 50 }, admin);
  const target = list.find((q) => q.IStoreId === '10412');
  if (!target) throw new Error('no new questionnaire of 10412 in the demo data');

  // HR: the card's 'История' leads to the timeline, newest first.
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/${target.id}`);
  await t.click(byTestId('history-button-questionnaire'));
  await t.expect(currentPath()).eql(`/protected/history/questionnaire/${target.id}`);
  await t.expect(byTestId('history-title').innerText).contains('История: Анкета');
  await t.expect(entries.count).gte(2, { timeout: 10_000 });
  const positions = [];
  for (let i = 0; i < (await entries.count); i++)
    positions.push(Number(await entries.nth(i).getAttribute('data-position')));
  await t.expect([...positions].sort((a, b) => b - a)).eql(positions, 'newest first');
  await t
    .expect(entries.nth(0).find('[data-testid="history-entry-time"]').innerText)
    .match(/^\d\d\.\d\d\.\d{4} \d\d:\d\d МСК$/);

  // An older event: the record as it was right after it.
  const oldest = entries.nth(-1);
  await t.click(oldest.find('[data-testid="history-entry-choose"]'));
  await t.expect(byTestId('history-snapshot').exists).ok();

  // Compare the oldest and the newest point: the fields that differ.
  await t.click(oldest.find('[data-testid="history-entry-pick"]'));
  await t.click(entries.nth(0).find('[data-testid="history-entry-pick"]'));
  await t.expect(byTestId('history-compare-table').exists).ok(LIVE);
  await t.expect(byTestId('history-compare-row').count).gte(1);

  // The store director, in a second window, comments on the card: the event appears on top, live.
  const before = await entries.count;
  await t.openWindow(`${BASE_URL}/`);
  await t.resizeWindow(1366, 900);
  await loginAs('director', ALT_URL);
  await openPage(`${ALT_URL}/protected/feedback/${target.id}`);
  await t.typeText(byTestId('qa-comment-text'), 'Кандидат перезвонит завтра', { paste: true });
  await t.click(byTestId('qa-comment-save'));
  await t
    .expect(Selector('[data-testid="qa-comment"]').withText('Кандидат перезвонит завтра').exists)
    .ok(LIVE);

  await t.switchToParentWindow();
  await t.expect(byTestId('history-new-events').exists).ok(LIVE);
  await t.expect(entries.count).gt(before);
  await t.expect(entries.nth(0).getAttribute('data-fresh')).eql('true');
  await t.expect(entries.nth(0).getAttribute('data-type')).eql('QuestionnaireCommented');
  await t.expect(entries.nth(0).find('[data-testid="history-entry-actor"]').innerText).contains('Петров');
});
