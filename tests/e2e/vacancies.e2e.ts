import { Selector } from 'testcafe';
import type { StaffVacancy } from '../../events/publication/views';
import { BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { editorLines, plainSpaces, typeLines } from './helpers/richText';
import { byTestId, fieldMessages } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';
import {
  api,
  createBaseTemplate,
  createCityTemplate,
  createPosition,
  EXTRA_REQUIRED,
  staffVacancy,
  uniqueTail,
} from './helpers/vacancies';

/**
 * A store director's vacancy (spec part 1, sections 2, 4 and 6): the first save of the extra
 * description on a template's page creates the vacancy in the director's store with their user id
 * and opens /protected/positions/vacancies/{newId}; later saves update that vacancy.
 *
 * The template is the test's own (a new position, its base template and a Moscow template, made
 * over the API), so its card is unambiguous and no other test's vacancies get in the way.
 */
const DIRECTOR_ID = '1003';
const DIRECTOR_STORE = '10412';
const MOSCOW = '1';

fixture('Вакансии: дополнительное описание создаёт и обновляет вакансию').page(`${BASE_URL}/login`);

test('the first save creates the vacancy and opens its page; a later save updates the same vacancy', async (t) => {
  const title = `Стажёр-продавец ${uniqueTail()}`;
  const positionId = await createPosition(await staffToken('admin'), title);
  const hr = await staffToken('hr');
  const templateId = await createCityTemplate(hr, await createBaseTemplate(hr, positionId), MOSCOW, {
    from: '55000',
    to: '65000',
  });

  // The director's positions page lists the Moscow template under 'Шаблоны вакансий'.
  await loginAs('director');
  await t.expect(currentPath()).eql('/protected/positions');
  const templates = byTestId('pos-templates');
  await t.expect(templates.find('h2').innerText).contains('Шаблоны вакансий');
  const card = templates.find(`[data-testid="template-card"][data-id="${templateId}"]`);
  await t.expect(card.innerText).contains(title, 'the new template is not on the positions page', {
    timeout: 20_000,
  });
  await t.expect(card.innerText).contains('Москва');
  await t.click(card);

  // The template's page: the position, and the vacancy will be the director's store's.
  await t.expect(currentPath()).eql(`/protected/positions/templates/${templateId}`);
  await t.expect(byTestId('vacancy-position').innerText).eql(title);
  await t.expect(byTestId('vacancy-city').innerText).contains('Москва');
  await t.expect(byTestId('template-store').innerText).contains(DIRECTOR_STORE);
  await t.expect(byTestId('back-link').innerText).contains('К вакансиям');

  // The extra description is required: its placeholder says so, and so does a save of nothing.
  const input = byTestId('extra-input');
  await t.expect(input.getAttribute('aria-placeholder')).eql(EXTRA_REQUIRED);
  await t.click(byTestId('extra-save'));
  await t.expect(fieldMessages.withExactText(EXTRA_REQUIRED).visible).ok('no required message');
  await t.expect(currentPath()).eql(`/protected/positions/templates/${templateId}`, 'nothing was created');

  // The first save creates the vacancy and opens it at its new id.
  const first = 'Магазин в ТЦ «Авиапарк», 2 этаж.\nСтажировка две недели с наставником.';
  await typeLines('extra-input', first);
  await t.expect(fieldMessages.withExactText(EXTRA_REQUIRED).exists).notOk();
  await t.click(byTestId('extra-save'));
  await t
    .expect(currentPath())
    .match(/^\/protected\/positions\/vacancies\/\d+$/, 'no redirect to the new vacancy', {
      timeout: 20_000,
    });
  const id = (await currentPath()).split('/').pop()!;
  await t.expect(byTestId('vacancy-page').getAttribute('data-id')).eql(id);
  await t.expect(byTestId('vacancy-position').innerText).eql(title);
  await t.expect(byTestId('vacancy-store').innerText).contains('Авиапарк');
  await t
    .expect(editorLines('extra-input'))
    .eql(first.split('\n'), 'the vacancy page shows the saved description');

  // The server made it from this template, in the director's store, with their user id.
  const director = await staffToken('director');
  const created = await staffVacancy(director, id);
  await t.expect(created.templateId).eql(templateId);
  await t.expect(created.IStoreId).eql(DIRECTOR_STORE);
  await t.expect(created.meta.userId).eql(DIRECTOR_ID);
  await t.expect(created.meta.IStoreId).eql(DIRECTOR_STORE);
  await t
    .expect(plainSpaces(created.extraStandards))
    .eql('<p>Магазин в ТЦ «Авиапарк», 2 этаж.</p><p>Стажировка две недели с наставником.</p>');

  // A later save updates this vacancy: same address, a notice, no second vacancy.
  const second = 'Магазин в ТЦ «Авиапарк», 2 этаж.\nСтажировка три недели, затем график 2/2.';
  await typeLines('extra-input', second, { replace: true });
  await t.click(byTestId('extra-save'));
  await t.expect(byTestId('extra-notice').innerText).eql('Описание вакансии сохранено');
  await t.expect(currentPath()).eql(`/protected/positions/vacancies/${id}`);
  await t.expect(editorLines('extra-input')).eql(second.split('\n'));
  const updated = await staffVacancy(director, id);
  await t
    .expect(plainSpaces(updated.extraStandards))
    .eql('<p>Магазин в ТЦ «Авиапарк», 2 этаж.</p><p>Стажировка три недели, затем график 2/2.</p>');
  await t.expect(updated.revision).gt(created.revision);
  const where = encodeURIComponent(JSON.stringify({ templateId }));
  const mine = await api<{ list: { id: string }[] }>(`/vacancies/staff?where=${where}`, { token: director });
  await t.expect(mine.list.map((v) => String(v.id))).eql([id], 'one vacancy from the template');

  // Back on the positions page the vacancy is listed under 'Вакансии'.
  await t.click(byTestId('back-link'));
  await t.expect(currentPath()).eql('/protected/positions');
  const vacancyCard = byTestId('pos-vacancies').find(`[data-testid="vacancy-card"][data-id="${id}"]`);
  await t.expect(vacancyCard.innerText).contains(title);
  await t.expect(vacancyCard.innerText).contains(`№ ${id}`);
});

test("the self-employed position: no publish panel, but the vacancy's published links with a copy button", async (t) => {
  // The demo data has a self-employed vacancy published on the own site.
  const admin = await staffToken('admin');
  const { list } = await api<{ list: StaffVacancy[] }>('/vacancies/staff?limit=200', { token: admin });
  const vacancy = list.find((v) => v.isSelfEmployed && v.publications.site?.status === 'published');
  await t.expect(vacancy).ok('no published self-employed vacancy in the demo data');
  const id = vacancy!.id;

  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/positions/vacancies/${id}`);
  await t.expect(byTestId('vacancy-page').getAttribute('data-id')).eql(id);
  await t.expect(byTestId('vacancy-position').innerText).eql('Самозанятый');
  await t
    .expect(byTestId('pub-panel').exists)
    .notOk('the publish panel is hidden for the self-employed position');
  const link = byTestId('pub-link-site');
  await t.expect(link.exists).ok('the published own-site link is listed');
  await t.expect(link.find('a').getAttribute('href')).match(new RegExp(`/vacancies/${id}$`));
  await t.expect(link.find('[data-testid="pub-link-copy"]').exists).ok('no copy button');
});

test("a unit director sees their stores' vacancies live and creates one in a store they pick", async (t) => {
  // The demo unit director's AllowedStoresList: Тверская (10234) and Авиапарк (10412), not 10587.
  const title = `Стажёр подразделения ${uniqueTail()}`;
  const admin = await staffToken('admin');
  const hr = await staffToken('hr');
  const templateId = await createCityTemplate(
    hr,
    await createBaseTemplate(hr, await createPosition(admin, title)),
    MOSCOW,
    { from: '55000', to: '65000' },
  );
  const unit = await staffToken('unitdirector');
  const theirs = await api<{ total: number }>('/vacancies/staff?limit=200', { token: unit });

  await loginAs('unitdirector');
  await t.expect(currentPath()).eql('/protected/positions');
  const vacancies = byTestId('pos-vacancies');
  await t.expect(vacancies.find('h1').innerText).contains(String(theirs.total), { timeout: 20_000 });
  const cardStores = vacancies.find('[data-testid="vacancy-card-store"]');
  await t.expect(cardStores.withText('Мега Белая Дача').exists).notOk("another store's vacancy is listed");

  // Vacancies made elsewhere arrive live through the rooms of the director's stores only.
  const create = (IStoreId: string, text: string) =>
    api<{ id: string }>('/vacancies', {
      token: admin,
      body: { templateId, IStoreId, extraStandards: `<p>${text}</p>` },
    });
  const outside = await create('10587', 'Не для подразделения');
  const inside = await create('10234', 'Для подразделения');
  const card = (id: string) => vacancies.find(`[data-testid="vacancy-card"][data-id="${id}"]`);
  await t.expect(card(inside.id).innerText).contains(title, 'the new vacancy did not arrive', {
    timeout: 20_000,
  });
  await t.expect(card(outside.id).exists).notOk();

  // Creating a vacancy: the store picker offers their stores of the template's city only.
  const templateCard = byTestId('pos-templates').find(
    `[data-testid="template-card"][data-id="${templateId}"]`,
  );
  await t.click(templateCard);
  await t.expect(currentPath()).eql(`/protected/positions/templates/${templateId}`);
  await t.expect(byTestId('vacancy-position').innerText).eql(title);
  await t.click(byTestId('store-select'));
  const options = Selector('[role="listbox"] [role="option"]').filterVisible();
  await t.expect(options.count).eql(2);
  await t.expect(options.withText('Тверская').exists).ok();
  await t.expect(options.withText('Авиапарк').exists).ok();
  await t.click(options.withText('Тверская'));
  await typeLines('extra-input', 'Набор в команду подразделения.');
  await t.click(byTestId('extra-save'));
  await t
    .expect(currentPath())
    .match(/^\/protected\/positions\/vacancies\/\d+$/, 'no redirect to the new vacancy', { timeout: 20_000 });
  const created = await staffVacancy(unit, (await currentPath()).split('/').pop()!);
  await t.expect(created.IStoreId).eql('10234');
  await t.expect(created.meta.userId).eql('1004');
});
