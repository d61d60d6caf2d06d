import { ClientFunction, Selector, t } from 'testcafe';
import { BASE_URL, DEMO_PASSWORD } from './helpers/env';
import { byTestId, fieldMessages } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';

/**
 * Issue 24, item 7: phones, forms and small things. Each test fails on the code before the item:
 * the cards' two layouts and the unfolding filters at 390 px, the cut-off settings tables, the
 * native mm/dd/yyyy date inputs, Back leaving the list, the silent wrong date range, the empty
 * saved address, citizenship and e-mail told only after saving, the silent skip and blacklist.
 */

const PHONE = { width: 390, height: 844 };

async function api(path: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(`${BASE_URL}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** The demo questionnaire of this surname (the lists are the admin's; HR opens cards by link). */
async function questionnaireIdOf(lastname: string): Promise<string> {
  const { token } = await api('/login', { login: 'admin', password: DEMO_PASSWORD });
  for (const type of ['new', 'worked', 'rejected']) {
    const page = await api('/get-questionnaire', { type, limit: 50, where: { search: lastname } }, token);
    const found = page.list.find((q: any) => q.info.lastname === lastname);
    if (found) return found.id as string;
  }
  throw new Error(`no demo questionnaire ${lastname}`);
}

const currentSearch = ClientFunction(() => window.location.search);
const goBack = ClientFunction(() => window.history.back());

/** Where each card's parts sit, relative to the card: one layout for all, the menu in the corner. */
const cardGeometry = ClientFunction(() => {
  // A plain loop: TestCafe's compiler mangles spreading a NodeList.
  const nodes = document.querySelectorAll('[data-testid="qa-card"]');
  const out: { nameLeft: number; nameTop: number; menuTop: number; menuRightGap: number }[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const card = nodes[i] as Element;
    const c = card.getBoundingClientRect();
    const name = card.querySelector('[data-testid="qa-card-name"]')?.getBoundingClientRect();
    const menu = card.querySelector('[data-testid="qa-card-menu"]')?.getBoundingClientRect();
    out.push({
      nameLeft: name ? Math.round(name.left - c.left) : -1,
      nameTop: name ? Math.round(name.top - c.top) : -1,
      menuTop: menu ? Math.round(menu.top - c.top) : -1,
      menuRightGap: menu ? Math.round(c.right - menu.right) : -1,
    });
  }
  return out;
});

/** How far a table reaches beyond its box (0 when nothing is cut off or scrolled away). */
const tableOverflow = ClientFunction((testId: string) => {
  const scroller = document.querySelector(`[data-testid="${testId}"]`);
  return scroller ? scroller.scrollWidth - scroller.clientWidth : -1;
});

fixture('Телефоны, формы и мелочи (issue 24, item 7)')
  .page(`${BASE_URL}/login`)
  .afterEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('390 px: the cards share one layout with the menu in the corner; the filters fold away', async () => {
  await t.resizeWindow(PHONE.width, PHONE.height);
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedbacks/new`);
  await t.expect(byTestId('qa-card').count).gte(3, 'the new questionnaires are listed');
  const cards = await cardGeometry();
  const first = cards[0]!;
  for (const card of cards) {
    await t.expect(card.nameLeft).eql(first.nameLeft, 'every name starts at the same place');
    await t.expect(card.nameTop).eql(first.nameTop, 'every name is on the first line, by the userpic');
    await t.expect(card.menuTop).lte(24, "the '…' button is at the card's top");
    await t.expect(card.menuRightGap).lte(24, "the '…' button is at the card's right edge");
  }
  // The filters are folded: the first card is on the first screen.
  await t.expect(byTestId('ql-filters').exists).notOk('the filters start folded on a phone');
  await t.expect(byTestId('qa-card').nth(0).getBoundingClientRectProperty('top')).lt(PHONE.height);
  await t.click(byTestId('qa-filters-toggle'));
  await t.expect(byTestId('ql-filters').visible).ok();
  await t.expect(byTestId('qa-search').visible).ok();
  await t.click(byTestId('qa-filters-toggle'));
  await t.expect(byTestId('ql-filters').exists).notOk('and fold again');
});

test('390 px: the positions and roles tables are not cut off', async () => {
  await t.resizeWindow(PHONE.width, PHONE.height);
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/settings/positions`);
  await t.expect(byTestId('positions-table').visible).ok();
  await t.expect(tableOverflow('positions-table-scroller')).lte(0, 'no column is out of sight');
  await t.expect(byTestId('position-under').nth(0).innerText).contains('Код');
  await openPage(`${BASE_URL}/protected/settings/roles`);
  await t.expect(byTestId('roles-table').visible).ok();
  await t.expect(tableOverflow('roles-table-scroller')).lte(0, 'no column is out of sight');
  await t.expect(byTestId('role-under').nth(0).innerText).contains('Admin');
});

test('the list: Russian date fields, Back returns to the previous filters, a wrong range is told', async () => {
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedbacks/new`);
  await t.expect(byTestId('qa-card').exists).ok();
  // Back returns to the previous filters, not to the page before the list.
  const sortBy = async (label: string) =>
    t.click(byTestId('qa-sort')).click(Selector('[role="option"]').withText(label));
  await sortBy('Сначала старые');
  await t.expect(currentSearch()).eql('?sort=oldest');
  await goBack();
  await t.expect(currentPath()).eql('/protected/feedbacks/new', 'Back stays in the list');
  await t.expect(currentSearch()).eql('');

  await t.expect(Selector('input[type="date"]').exists).notOk('no native mm/dd/yyyy date input');
  const from = byTestId('qa-date-from');
  await t.expect(from.getAttribute('placeholder')).eql('ДД.ММ.ГГГГ');
  await t.typeText(from, '01012020');
  await t.expect(from.value).eql('01.01.2020', 'typed digits take the Russian shape');
  await t.expect(currentSearch()).eql('?dateFrom=2020-01-01');
  await sortBy('Сначала старые');
  await t.expect(currentSearch()).eql('?dateFrom=2020-01-01&sort=oldest');
  await goBack();
  await t.expect(currentSearch()).eql('?dateFrom=2020-01-01');
  await goBack();
  await t.expect(currentPath()).eql('/protected/feedbacks/new', 'Back stays in the list');
  await t.expect(currentSearch()).eql('');
  await t.expect(from.value).eql('', 'the field follows the address');

  await t.typeText(from, '10.11.2026', { paste: true });
  await t.typeText(byTestId('qa-date-to'), '01.11.2026', { paste: true });
  await t
    .expect(fieldMessages.withText('Дата по не может быть раньше даты с').visible)
    .ok('the wrong order is told by the date fields');
  await t.expect(byTestId('qa-error').exists).notOk();
  await t.typeText(from, '31.02.2026', { replace: true, paste: true });
  await t.expect(fieldMessages.withText('Такой даты нет в календаре').visible).ok();
});

test('the profile: a saved address shows; citizenship and a corporate e-mail are told before saving', async () => {
  const id = await questionnaireIdOf('Фёдоров');
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/edit/${id}`);
  const personal = byTestId('profile-personal');
  await t.click(byTestId('profile-personal-citizenship'));
  await t.click(Selector('[role="option"]').withText('Беларусь'));
  await t
    .expect(personal.find('.fui-Field__validationMessage').withText('только для граждан России').visible)
    .ok('a foreign citizenship is told on choosing it');
  await t.typeText(byTestId('profile-personal-email'), 'ivan@company.ru', { replace: true, paste: true });
  await t.click(byTestId('profile-personal-inn'));
  await t
    .expect(personal.find('.fui-Field__validationMessage').withText('личную почту').visible)
    .ok('a corporate e-mail is told on leaving the field');

  const suggest = byTestId('profile-registration-suggest');
  await t.expect(byTestId('profile-registration-card').value).notEql('', 'the demo profile has an address');
  await t.expect(suggest.value).notEql('', 'the required address box shows the saved address');
  const saved = await byTestId('profile-registration-card').value;
  await t.expect(suggest.value).eql(saved);
});

test("'Пропустить проверку' and an empty blacklist form say what happened", async () => {
  const id = await questionnaireIdOf('Сбоев');
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  const skip = byTestId('checks-skip');
  await t.expect(skip.exists).ok('HR may skip the outside checks here');
  await t.expect(skip.hasAttribute('disabled')).notOk('the demo checks have finished', { timeout: 20_000 });
  await t.click(skip);
  await t
    .expect(Selector('[data-testid^="checks-toast-"]').innerText)
    .match(/Внешние проверки кандидата пропущены|Все внешние проверки уже пройдены/);

  await openPage(`${BASE_URL}/protected/settings/blacklist`);
  await t.click(byTestId('blacklist-add'));
  await t.expect(fieldMessages.withText('Поле «причина» обязательно').visible).ok();
  await t
    .expect(byTestId('blacklist-person-error').innerText)
    .contains('Укажите паспорт, ИНН или ФИО с датой рождения');
});

test("dictionaries: an empty entry is 'обязательно'; a retired one is 'Выведено'", async () => {
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/settings/dictionaries`);
  await t.click(byTestId('dictionary-add'));
  await t.expect(fieldMessages.withText('Поле «название» обязательно').visible).ok();
  await t.click(byTestId('dictionary-retire').nth(0));
  await t.expect(byTestId('dictionary-entry-state').withText('Выведено из употребления').exists).ok();
  await t.click(byTestId('dictionary-restore').nth(0));
});
