import { ClientFunction, Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { callOk } from './helpers/public';
import { byTestId, presenceViewer } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';

/**
 * Employment questionnaires (issue 12): the lists with their filters, address and empty state, and
 * two people on one card at once: HR (at 127.0.0.1, its own localStorage) refuses the candidate, the
 * store director's card (at localhost) changes live, and the director's own refusal from the dialog
 * opened before is refused by the server naming HR.
 */
const cards = byTestId('qa-card');
const search = ClientFunction(() => window.location.search);
const pageWidth = ClientFunction(() => document.documentElement.scrollWidth);

interface ListAnswer {
  list: { id: string; state: string; IStoreId: string; info: { lastname: string } }[];
}

async function newQuestionnaireOfStore(store: string): Promise<{ id: string; lastname: string }> {
  const token = await staffToken('admin');
  const { list } = await callOk<ListAnswer>('/get-questionnaire', { type: 'new', limit: 50 }, token);
  const q = list.find((item) => item.IStoreId === store && item.state === 'new');
  if (!q) throw new Error(`no new questionnaire in store ${store}`);
  return { id: q.id, lastname: q.info.lastname };
}

fixture('Анкеты: списки и карточка, вживую')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test("lists: heading, 5 a page, search kept in the address across a reload, the empty state's reset", async () => {
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedbacks/new`);
  await t.expect(Selector('h1').withText('Отклики на вакансии').exists).ok();
  await t.expect(cards.count).eql(5);
  await t.expect(byTestId('menu-count-Employee').exists).ok('the count of new questionnaires beside Новые');

  await t.typeText(byTestId('qa-search'), 'Соколова', { paste: true });
  await t.expect(cards.count).eql(1, { timeout: 5000 });
  await t.expect(byTestId('qa-card-name').innerText).contains('Соколова Дарья');
  await t.expect(search()).contains('search=');
  await t.eval(() => location.reload());
  await t.expect(cards.count).eql(1, { timeout: 10_000 });
  await t.expect(byTestId('qa-search').value).eql('Соколова');

  await t.selectText(byTestId('qa-search')).pressKey('delete');
  await t.typeText(byTestId('qa-search'), 'Несуществующая', { paste: true });
  await t.expect(Selector('*').withText('По вашему запросу ничего не найдено').exists).ok({ timeout: 5000 });
  await t.click(byTestId('ql-empty-reset'));
  await t.expect(cards.count).eql(5);
  await t.expect(search()).eql('');

  await openPage(`${BASE_URL}/protected/feedbacks/rejected`);
  await t.expect(Selector('h1').withText('Отказ').exists).ok();
  await t.expect(cards.count).gt(0);
  await t.expect(cards.nth(0).find('[data-testid="qa-card-state"]').innerText).match(/Отказ/);

  // A phone-sized window: the list and a card fit without scrolling sideways.
  await t.resizeWindow(375, 812);
  await openPage(`${BASE_URL}/protected/selfemployed/new`);
  await t.expect(cards.count).gt(0);
  await t.expect(pageWidth()).lte(375);
  await t.click(cards.nth(0));
  await t.expect(byTestId('qa-view-name').visible).ok();
  await t.expect(pageWidth()).lte(375);
});

test('two people on one card: HR refuses, the director sees it live and his own refusal is refused naming HR', async () => {
  const { id, lastname } = await newQuestionnaireOfStore('10412');
  // The director's window (localhost).
  await loginAs('director');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(byTestId('qa-view-name').innerText).contains(lastname);
  await t.expect(byTestId('qa-view-state').innerText).eql('Новая');
  // The director decides to refuse: the dialog is open while HR acts in the other window.
  await t.click(byTestId('qa-reject'));
  await t.expect(byTestId('qa-refusal').visible).ok();

  const hrWindow = await t.openWindow(`${BASE_URL}/`);
  await t.resizeWindow(1366, 900);
  await loginAs('hr', ALT_URL);
  await openPage(`${ALT_URL}/protected/feedback/${id}`);
  await t.expect(presenceViewer('Петров').exists).ok('HR sees the director on the card');
  await t.click(byTestId('qa-reject'));
  await t.typeText(byTestId('qa-refusal-reason'), 'Не вышел на связь', { paste: true });
  await t.click(byTestId('qa-refusal-confirm'));
  await t.expect(byTestId('qa-view-state').innerText).eql('Отказ');

  await t.switchToParentWindow();
  // Live: the director's card shows the refusal, who made it and the reason, without a reload.
  await t.expect(byTestId('qa-view-state').innerText).eql('Отказ', { timeout: 5000 });
  await t.expect(byTestId('qa-live').innerText).contains('Кадрова');
  await t.expect(byTestId('qa-reason').innerText).contains('Не вышел на связь');
  // His own refusal, decided on what he saw before, is refused with who acted first.
  await t.click(byTestId('qa-refusal-confirm'));
  await t.expect(byTestId('qa-conflict').innerText).contains('Кадрова', { timeout: 5000 });
  await t.expect(byTestId('qa-view-state').innerText).eql('Отказ');
  await t.expect(currentPath()).eql(`/protected/feedback/${id}`);
  await t.closeWindow(hrWindow);
});

test('the edit form saves only what changed; a field someone else changed meanwhile is refused naming them', async () => {
  // A unit director edits the personal data's shared fields in the card's form (issue 24, item 3:
  // identity numbers masked for them); those who see them whole use the profile's 'Личные данные'.
  const { id } = await newQuestionnaireOfStore('10234');
  await loginAs('unitdirector');
  await openPage(`${BASE_URL}/protected/feedback/edit/${id}`);
  await t.typeText(byTestId('qa-edit-email'), 'new.address@mail.ru', { replace: true, paste: true });
  // Meanwhile HR changes the same field over the API.
  const hr = await staffToken('hr');
  const before = await callOk<{ entity: { revision: number } }>(`/get-questionnaire/${id}`, {}, hr);
  const res = await fetch(`${ALT_URL}/api/v1/questionnaire/${id}/info`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${hr}` },
    body: JSON.stringify({ revision: before.entity.revision, changes: { email: 'hr.changed@mail.ru' } }),
  });
  await t.expect(res.status).eql(200);
  await t.click(byTestId('qa-edit-basic-save'));
  await t.expect(byTestId('qa-edit-basic-message').innerText).contains('Кадрова', { timeout: 5000 });
  // Reloaded, the form holds the current data and saves.
  await t.eval(() => location.reload());
  await t.typeText(byTestId('qa-edit-firstname'), 'Мариям', { replace: true, paste: true });
  await t.click(byTestId('qa-edit-basic-save'));
  await t.expect(byTestId('qa-edit-basic-message').innerText).contains('Сохранено', { timeout: 5000 });
});

test('profile sections: the shared rules under the fields, an address from the suggestions, each section saved', async () => {
  const { id } = await newQuestionnaireOfStore('10587');
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/edit/${id}`);
  // Passport: a 3-digit series is refused under the field before anything is sent.
  await t.typeText(byTestId('profile-passport-series'), '451', { paste: true });
  await t.typeText(byTestId('profile-passport-number'), '123456', { paste: true });
  await t.typeText(byTestId('profile-passport-dateExtradition'), '20.05.2019', { paste: true });
  await t.typeText(byTestId('profile-passport-placeExtradition'), 'ГУ МВД России по г. Москве', {
    paste: true,
  });
  await t.typeText(byTestId('profile-passport-departmentNumber'), '770-001', { paste: true });
  await t.typeText(byTestId('profile-passport-placeBirth'), 'г. Москва', { paste: true });
  await t.click(byTestId('profile-passport-save'));
  await t.expect(byTestId('profile-passport').innerText).contains('Должно быть минимум 4 цифры');
  await t.typeText(byTestId('profile-passport-series'), '4519', { replace: true, paste: true });
  await t.click(byTestId('profile-passport-save'));
  await t
    .expect(byTestId('profile-passport-message').innerText)
    .contains('Раздел сохранён', { timeout: 5000 });
  // Addresses: the suggestion fills the address card.
  await t.typeText(byTestId('profile-registration-suggest'), 'Москва Тверская 7', { paste: true });
  const option = Selector('[role="option"]').withText('Тверская');
  await t.click(option.nth(0));
  await t.expect(byTestId('profile-registration-card').value).contains('125009');
  await t.typeText(byTestId('profile-registration-date'), '01.06.2019', { paste: true });
  await t.click(byTestId('profile-addresses-save'));
  await t
    .expect(byTestId('profile-addresses-message').innerText)
    .contains('Раздел сохранён', { timeout: 5000 });
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(byTestId('qa-info').innerText).contains('4519 123456');
  await t.expect(byTestId('qa-info').innerText).contains('Тверская');
});
