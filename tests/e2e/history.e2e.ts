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
  // The status it was opened with (the audit API's state at its first revision) and its status now.
  const opened = await callOk<{ state: { state: string } }>(
    `/audit/questionnaire/${target.id}?revision=0`,
    undefined,
    admin,
  );

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

  // Time travel: the event that opened the questionnaire shows the card as it was right after it,
  // read-only, under the banner 'Состояние на …, событие N из M'; steps go back and forth.
  const total = Number(await byTestId('history-total').getAttribute('data-total'));
  const openedEntry = entries.withAttribute('data-type', 'QuestionnaireOpened');
  await t.click(openedEntry.find('[data-testid="history-entry-choose"]'));
  const title = byTestId('snapshot-title');
  await t
    .expect(title.innerText)
    .match(/^Состояние на \d\d\.\d\d\.\d{4} \d\d:\d\d \(МСК\), событие \d+ из \d+$/);
  await t.expect(title.innerText).contains(`из ${total}`);
  const snapshot = byTestId('record-snapshot');
  await t
    .expect(snapshot.find('[data-testid="qa-view"]').getAttribute('data-state'))
    .eql(opened.state.state, LIVE);
  await t
    .expect(snapshot.find('[data-testid="qa-view"]').getAttribute('data-revision'))
    .eql('0', 'the card right after its first event');
  await t.expect(snapshot.find('[data-testid="qa-reject"]').exists).notOk('no action in the past');
  await t
    .expect(snapshot.find('[data-testid="qa-comment-text"]').exists)
    .notOk('no comment form in the past');
  const step = Number(/событие (\d+) из/.exec(await title.innerText)?.[1]);
  // One step away and back: back first when there is an event before it (a questionnaire that
  // continues a light one weaves the light one's events before its opening), else forward first.
  const [away, back] = step > 1 ? ['snapshot-prev', 'snapshot-next'] : ['snapshot-next', 'snapshot-prev'];
  await t.click(byTestId(away));
  await t.expect(title.innerText).contains(`событие ${step > 1 ? step - 1 : step + 1} из ${total}`);
  await t.click(byTestId(back));
  await t.expect(title.innerText).contains(`событие ${step} из ${total}`);
  await t.click(byTestId('snapshot-now'));
  await t.expect(snapshot.exists).notOk('back to the record as it is now');
  const oldest = entries.nth(-1);

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

test('a base template as it was opens on its own position, read-only', async () => {
  const admin = await staffToken('admin');
  const { list } = await callOk<{ list: { id: string; positionId: string }[] }>(
    '/vacancies/templates/base',
    undefined,
    admin,
  );
  const template = list[0];
  if (!template) throw new Error('no base template in the demo data');
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/history/baseTemplate/${template.id}`);
  await t.expect(entries.count).gte(1, { timeout: 10_000 });
  await t.click(entries.nth(-1).find('[data-testid="history-entry-choose"]'));
  const snapshot = byTestId('record-snapshot');
  // The page picks the template's position itself: its state line shows, not 'Выберите должность'.
  await t.expect(snapshot.find('[data-testid="bt-state"]').exists).ok(LIVE);
  await t.expect(snapshot.withText('Выберите должность').exists).notOk();
});
