import { ClientFunction, Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { applyOverHttp, candidate, cardPath, review, rowOf, uniqueSurname } from './helpers/light';
import { documentMarked, markDocument } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';

/**
 * 'Воронка найма' (issue 29): Admin opens the funnel, filters it by store (the filter goes into the
 * address), HR-специалист in a second session (127.0.0.1, its own localStorage) passes a new
 * candidate of that store on to the store, and the funnel's count moves without a reload; then a
 * number opens the matching questionnaire list.
 */
const STORE = '10412'; // Авиапарк: the demo vacancy 1 ('Продавец-консультант') is there
const VACANCY = '1';
const stage = (name: string, kind: 'reached' | 'refused' = 'reached') =>
  byTestId(`funnel-stage-${name}-${kind}`);
const search = ClientFunction(() => window.location.search);

async function countOf(selector: Selector): Promise<number> {
  return Number((await selector.innerText).replace(/\D/g, '') || '0');
}

/** Waits for a count to become `expected` (live updates arrive over the socket). */
async function expectCount(selector: Selector, expected: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && (await countOf(selector)) !== expected) await t.wait(200);
  await t.expect(await countOf(selector)).eql(expected);
}

fixture('Воронка найма: фильтр, переход к списку, живые числа')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('a store filter, a count that moves when a second session passes a candidate on, a click to the list', async () => {
  const info = candidate({ surname: uniqueSurname('Воронкина') });
  const id = await applyOverHttp(VACANCY, info);

  // Admin's funnel, filtered by the store through the page's own filter.
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/funnel`);
  await t.expect(byTestId('funnel-page').exists).ok({ timeout: 15_000 });
  await t.expect(stage('light').exists).ok({ timeout: 15_000 });
  await t.click(byTestId('funnel-filter-store'));
  await t.click(Selector('[role="option"]').withText('Авиапарк'));
  await t.expect(search()).contains(`storeId=${STORE}`);
  // The demo: the store's funnel is alive before anyone acts.
  await t.expect(byTestId('funnel-total').innerText).match(/[1-9]/, { timeout: 10_000 });
  await t.expect(byTestId('funnel-stage-employed').exists).ok();
  await t.wait(1000); // the filtered view settles
  const before = await countOf(stage('passedToStore'));
  await markDocument();

  // HR-специалист, in a second session, passes the new candidate on to the store.
  await t.openWindow(`${BASE_URL}/`);
  await t.resizeWindow(1366, 900);
  await loginAs('hr-al', ALT_URL);
  await openPage(`${ALT_URL}${cardPath(id)}`);
  await t.expect(review.accept.visible).ok({ timeout: 15_000 });
  await t.click(review.accept);
  await t.click(review.dialogConfirm.withText('Отправить'));
  await t.expect(currentPath()).notContains(cardPath(id), { timeout: 10_000 });

  // Admin's funnel: one more candidate passed to the store, without a reload.
  await t.switchToParentWindow();
  await expectCount(stage('passedToStore'), before + 1);
  await t.expect(await documentMarked()).ok('the funnel was reloaded instead of updated live');

  // The number opens the list of those candidates: the store's agreed light questionnaires.
  await t.click(stage('passedToStore'));
  await t.expect(currentPath()).eql('/protected/questionnaire-light-list/accepted', { timeout: 10_000 });
  await t.expect(search()).contains(`store=${STORE}`);
  await t.expect(rowOf(id).exists).ok({ timeout: 10_000 });
});

test("a unit director is offered only their stores' region and unit", async () => {
  await loginAs('unitdirector');
  await openPage(`${BASE_URL}/protected/funnel`);
  await t.expect(byTestId('funnel-filters').exists).ok({ timeout: 15_000 });
  const options = Selector('[role="listbox"] [role="option"]');
  await t.click(byTestId('funnel-filter-region'));
  await t.expect(options.withText('Москва').exists).ok();
  for (const other of ['Санкт-Петербург', 'Свердловская область', 'Новосибирская область'])
    await t.expect(options.withExactText(other).exists).notOk(`${other} is not the director's region`);
  await t.pressKey('esc');
  await t.click(byTestId('funnel-filter-unit'));
  await t.expect(options.withText('Москва-Центр').exists).ok();
  for (const other of ['Москва-Юг', 'Урал', 'Сибирь'])
    await t.expect(options.withExactText(other).exists).notOk(`${other} is not the director's unit`);
});
