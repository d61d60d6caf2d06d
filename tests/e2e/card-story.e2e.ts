import { ClientFunction, Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { callOk, freshWalkIn } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';

/**
 * Issue 24, item 6: the card tells one story. A stale approval shows one status with the history
 * below; demo cards past the checks show their checks; live notices are Russian only; the tabs say
 * what they hold; HR finds a candidate and gets back without the hidden lists; the interview
 * invitation is on the employment card.
 */
interface Found {
  list: { id: string; name: string; state: string }[];
}

async function idOf(surname: string): Promise<string> {
  const { list } = await callOk<Found>('/questionnaire/find', { search: surname }, await staffToken('admin'));
  const found = list.find((c) => c.name.startsWith(surname));
  if (!found) throw new Error(`no demo candidate ${surname}`);
  return found.id;
}

const SHOTS = process.env.CARD_SHOTS_DIR;
const LIVE = { timeout: 15_000 };
const approvalStatus = byTestId('approval-status');

async function shot(name: string, element?: Selector): Promise<void> {
  // Pictures for a person to look at (CARD_SHOTS_DIR set by hand, not in CI).
  if (!SHOTS) return;
  if (element) await t.takeElementScreenshot(element, `${SHOTS}/${name}-block.png`);
  await t.takeScreenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

fixture('Карточка анкеты рассказывает одну историю')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('a stale approval: one status, the old approval only in the history', async () => {
  // Her approval went to a phone typed by hand: no director's list (approval.e2e.ts) approves it again.
  const id = await idOf('Фролова');
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(approvalStatus.getAttribute('data-status')).eql('stale', LIVE);
  await t.expect(byTestId('approval-badge').count).eql(1);
  await t.expect(byTestId('approval-badge').innerText).eql('Согласование устарело');
  const block = byTestId('qa-director');
  await t.expect(block.innerText).notContains('Ожидает директора');
  await t.expect(byTestId('approval-current').innerText).contains('запросите код повторно');
  await t.expect(byTestId('approval-given').innerText).contains('устарело: данные кандидата изменились');
  await t.expect(byTestId('approval-request').exists).ok();
  await shot('stale-1366', block);
  await t.resizeWindow(390, 844);
  await shot('stale-390', block);
});

test('an employed demo card: its checks passed, the approval given, no code offered', async () => {
  const id = await idOf('Семёнов');
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(byTestId('qa-view-state').innerText).eql('Трудоустроен', LIVE);
  for (const kind of ['blacklist', 'fssp', 'selfEmployment', 'criminalRecord', 'storeVacancy'])
    await t.expect(byTestId(`check-${kind}`).getAttribute('data-status')).eql('passed', LIVE);
  await t.expect(approvalStatus.getAttribute('data-status')).eql('approved');
  await t.expect(byTestId('approval-request').exists).notOk();
  await t.expect(byTestId('qa-director').innerText).notContains('Запросить код можно только');
  await shot('employed-1366', byTestId('qa-director'));
});

test('live notices name the system in Russian only, seen by a director while HR starts the checks', async () => {
  const { id } = await freshWalkIn('Живова', await staffToken('admin'));
  await loginAs('director');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(byTestId('qa-view').exists).ok(LIVE);
  const hrWindow = await t.openWindow(`${BASE_URL}/`);
  await t.resizeWindow(1366, 900);
  await loginAs('hr', ALT_URL);
  await openPage(`${ALT_URL}/protected/feedback/${id}`);
  await t.click(byTestId('checks-start'));
  await t.switchToParentWindow();
  // The checks' process moves the questionnaire: the director's card tells who, in Russian.
  await t.expect(byTestId('qa-live').innerText).contains('Система', { timeout: 30_000 });
  await t.expect(byTestId('qa-live').innerText).notContains('System');
  await t.expect(Selector('body').innerText).notContains('(System)');
  await t.expect(Selector('body').innerText).notContains('(Applicant)');
  await t.closeWindow(hrWindow);
});

test("the tabs say what they hold; 'Трудоустроен' alone; the spec's second variant works", async () => {
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedbacks/worked`);
  await t.expect(byTestId('qa-tab-text').innerText).contains('«Принята в работу»', LIVE);
  await t.expect(byTestId('qa-tab-text').innerText).contains('«Новые» и «Отказ»');
  await t.click(byTestId('qa-state-employed'));
  await t.expect(ClientFunction(() => window.location.search)()).contains('state=employed');
  const states = Selector('[data-testid="qa-card-state"]');
  await t.expect(byTestId('qa-total').getAttribute('data-total')).eql('1', LIVE);
  await t.expect(states.count).eql(1);
  await t.expect(states.innerText).eql('Трудоустроен');
  await shot('worked-employed-1366');
  await openPage(`${BASE_URL}/protected/feedbacks/accepted`);
  await t.expect(Selector('h1').innerText).eql('Согласованные анкеты на вакансии', LIVE);
  await t.expect(byTestId('qa-list').exists).ok();
  await openPage(`${BASE_URL}/protected/feedbacks/new`);
  await t.expect(byTestId('qa-tab-text').innerText).contains('«Внешние проверки пройдены»', LIVE);
});

test('HR reaches a card by a link, goes back to the search, finds a candidate by name and opens the card', async () => {
  const id = await idOf('Семёнов');
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(byTestId('qa-back').innerText).contains('К поиску кандидата', LIVE);
  await t.click(byTestId('qa-back'));
  await t.expect(currentPath()).eql('/protected/candidates');
  await t.expect(Selector('body').innerText).notContains('Страница не существует');
  await t.typeText(byTestId('candidate-search-input'), 'Со', { paste: true });
  await t.expect(Selector('body').innerText).contains('Введите не меньше 3 символов');
  await t.typeText(byTestId('candidate-search-input'), 'Соколова', { replace: true, paste: true });
  await t.expect(byTestId('candidate-search-row').count).eql(1, LIVE);
  await shot('search-1366');
  await t.resizeWindow(390, 844);
  await shot('search-390');
  await t.click(byTestId('candidate-search-name'));
  await t.expect(byTestId('qa-view-name').innerText).contains('Соколова', LIVE);
  // The lists stay hidden for HR: the menu has the search, not 'Анкеты'.
  await t.expect(byTestId('menu-item-feedbacks').exists).notOk();
});

test('the interview invitation modal on the employment card', async () => {
  const id = await idOf('Михайлов');
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.click(byTestId('invite-open'));
  await t.expect(byTestId('invite-dialog').visible).ok(LIVE);
  await t.expect(byTestId('invite-dialog').innerText).contains('Михайлов Артём Сергеевич');
  await shot('invite-1366');
  await t.click(byTestId('invite-submit'));
  await t.expect(byTestId('invite-done').innerText).contains('Собеседование назначено', LIVE);
  await t.expect(byTestId('qa-view-state').innerText).eql('Ожидает собеседования', LIVE);
});
