import { Selector, t } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { moscowToday, staffToken } from './helpers/light';
import { editorLines, plainSpaces, typeLines, typeList } from './helpers/richText';
import { byTestId, pageHeading } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';
import {
  BASE_TEMPLATE_SAVED,
  baseTemplateOfPosition,
  createBaseTemplate,
  createCityTemplate,
  createPosition,
  ERROR,
  expectResultModal,
  fieldErrorOf,
  pickCombo,
  pickDropdown,
  REQUIRED,
  SALARY_LEADING_ZERO,
  SALARY_MIN_ABOVE_MAX,
  SUCCESS,
  TEMPLATE_CREATED,
  TEMPLATE_EXISTS,
  templatesOfBase,
  uniqueTail,
} from './helpers/vacancies';

/**
 * Base templates (/protected/basic-vacancy) and city templates (/protected/vacancy) as HR sees them
 * (spec part 1, sections 2, 5 and 8). Every test works on a position of its own, created over the
 * API with a unique title: the demo positions all have base templates or may get one elsewhere.
 */

const HR_NAME = 'Кадрова Елена';

/** A visible option of the open professional-roles list, by its exact text. */
const roleOption = (name: string) =>
  Selector('[data-testid="bt-role-option"]').filterVisible().withExactText(name);
const roleTag = (name: string) => byTestId('bt-role-tag').withText(name);

const panel = byTestId('tpl-create-panel');

/**
 * The side panel, still open after a result modal closed, is usable: nothing in it or around it is
 * left aria-hidden, the focus went back to 'Создать', the base template combobox opens and a field
 * takes the focus.
 */
async function expectPanelUsable(after: string): Promise<void> {
  const when = `after the '${after}' modal`;
  await t.expect(panel.visible).ok(`the side panel closed ${when}`);
  await t
    .expect(panel.getAttribute('aria-hidden'))
    .notEql('true', `the side panel is left aria-hidden ${when}`);
  await t
    .expect(panel.parent('[aria-hidden="true"]').exists)
    .notOk(`an element around the side panel is left aria-hidden ${when}`);
  await t.expect(byTestId('tpl-create-submit').focused).ok(`the focus did not go back to 'Создать' ${when}`);
  await t.click(byTestId('tpl-create-base'));
  await t
    .expect(Selector('[data-testid="tpl-create-base-option"]').filterVisible().count)
    .gt(0, `the base template combobox did not open ${when}`);
  await t.pressKey('esc');
  await t.expect(panel.visible).ok(`Escape in the combobox closed the side panel ${when}`);
  await t.click(byTestId('tpl-salary-from'));
  await t.expect(byTestId('tpl-salary-from').focused).ok(`a field of the side panel takes no focus ${when}`);
}

fixture('Шаблоны вакансий: базовый шаблон и шаблон города').page(`${BASE_URL}/login`);

test("HR creates a base template and sees 'Базовый шаблон вакансии успешно создан/обновлен'", async (t) => {
  const title = `Стажёр торгового зала ${uniqueTail()}`;
  const positionId = await createPosition(await staffToken('admin'), title);

  await loginAs('hr');
  await t.click(byTestId('menu-item-basicVacancy'));
  await t.expect(currentPath()).eql('/protected/basic-vacancy');
  await t.expect(pageHeading.innerText).eql('Базовые шаблоны вакансий');
  await t.expect(byTestId('bt-loading').exists).notOk('the base templates did not load', { timeout: 20_000 });

  // The combobox offers the new position, which has no template yet.
  await t.expect(byTestId('bt-position').getAttribute('placeholder')).eql('Выберите или введите');
  await pickCombo('bt-position', title);
  await t
    .expect(byTestId('bt-state').innerText)
    .eql('Новый базовый шаблон: для этой должности шаблон ещё не создан.');
  for (const id of ['bt-responsibility', 'bt-standards', 'bt-conditions'])
    await t.expect(byTestId(id).textContent).eql('', `${id} starts empty`);

  // Nothing filled in: every required field says so and nothing is saved.
  await t.click(byTestId('bt-save'));
  for (const id of [
    'bt-responsibility',
    'bt-standards',
    'bt-conditions',
    'bt-experience',
    'bt-schedule',
    'bt-occupation',
  ])
    await t.expect(fieldErrorOf(id).innerText).eql(REQUIRED, `${id} is required`);
  await t.expect(byTestId('result-modal').exists).notOk();

  // Texts in the rich text editors (a paragraph, a bulleted list), the three choices and two
  // professional roles.
  const texts = {
    responsibility: '<p>Консультирует покупателей и помогает с выбором.</p>',
    standards: '<ul><li><p>Вежливость</p></li><li><p>Готовность учиться</p></li></ul>',
    conditions: '<p>Оформление по ТК РФ, наставник в первый месяц.</p>',
  };
  await typeLines('bt-responsibility', 'Консультирует покупателей и помогает с выбором.');
  await t.click(byTestId('bt-standards'));
  await typeList('bt-standards', 'bulletList', ['Вежливость', 'Готовность учиться']);
  await typeLines('bt-conditions', 'Оформление по ТК РФ, наставник в первый месяц.');
  await pickDropdown('bt-experience', 'от 1 года до 3 лет');
  await pickDropdown('bt-schedule', 'полный день');
  await pickDropdown('bt-occupation', 'частичная');

  // Professional roles for the job board, grouped by category.
  await t.click(byTestId('bt-roles-input'));
  await t.expect(roleOption('Кассир').visible).ok('the roles list did not open');
  await t
    .expect(roleOption('Кассир').parent('[role="group"]').innerText)
    .contains('Розничная торговля', "'Кассир' is in its category");
  await t
    .expect(roleOption('Специалист по подбору персонала').parent('[role="group"]').innerText)
    .contains('Управление персоналом, тренинги');
  await t.click(roleOption('Кассир'));
  await t.typeText(byTestId('bt-roles-input'), 'подбору', { paste: true });
  await t.expect(roleOption('Кассир').exists).notOk('a chosen role and non-matching ones are not offered');
  await t.click(roleOption('Специалист по подбору персонала'));
  await t.pressKey('esc');
  await t.expect(roleTag('Кассир').exists).ok();
  await t.expect(roleTag('Специалист по подбору персонала').exists).ok();
  for (const id of ['bt-responsibility', 'bt-experience'])
    await t.expect(fieldErrorOf(id).exists).notOk(`${id} error gone`);

  await t.click(byTestId('bt-save'));
  await expectResultModal(SUCCESS, BASE_TEMPLATE_SAVED);
  await t
    .expect(byTestId('bt-state').innerText)
    .eql(`Шаблон создан ${moscowToday()}, изменён ${moscowToday()}, ${HR_NAME}.`);

  // The server holds what was entered.
  const hr = await staffToken('hr');
  const saved = await baseTemplateOfPosition(hr, positionId);
  await t.expect(saved).ok('no base template for the position on the server');
  await t.expect(plainSpaces(saved!.responsibility)).eql(texts.responsibility);
  await t.expect(plainSpaces(saved!.standards)).eql(texts.standards);
  await t.expect(plainSpaces(saved!.conditions)).eql(texts.conditions);
  await t.expect(saved!.experience).eql('от 1 года до 3 лет');
  await t.expect(saved!.schedule).eql('полный день');
  await t.expect(saved!.occupation).eql('частичная');
  await t.expect([...saved!.hhProfessionalRoles].sort()).eql(['153', '17']);

  // After a reload the position offers its template: the form shows it; a change is an update.
  await openPage(`${BASE_URL}/protected/basic-vacancy`);
  await t.expect(byTestId('bt-loading').exists).notOk({ timeout: 20_000 });
  await pickCombo('bt-position', title);
  await t.expect(editorLines('bt-responsibility')).eql(['Консультирует покупателей и помогает с выбором.']);
  await t.expect(byTestId('bt-standards').find('li').count).eql(2);
  await t.expect(byTestId('bt-experience').innerText).contains('от 1 года до 3 лет');
  await t.expect(roleTag('Кассир').exists).ok();
  const conditions = 'Оформление по ТК РФ, наставник и обучение за счёт компании.';
  await typeLines('bt-conditions', conditions, { replace: true });
  await t.click(byTestId('bt-save'));
  await expectResultModal(SUCCESS, BASE_TEMPLATE_SAVED);
  const updated = await baseTemplateOfPosition(hr, positionId);
  await t.expect(updated!.id).eql(saved!.id, 'the same template was updated, not another created');
  await t.expect(plainSpaces(updated!.conditions)).eql(`<p>${conditions}</p>`);
  await t.expect(updated!.experience).eql('от 1 года до 3 лет');
});

test('the self-employed position has no experience, schedule or employment type', async (t) => {
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/basic-vacancy`);
  await t.expect(byTestId('bt-loading').exists).notOk({ timeout: 20_000 });
  // An employee position first: the three choices are there ...
  await pickCombo('bt-position', 'Кассир');
  await t.expect(byTestId('bt-experience').visible).ok();
  await t.expect(byTestId('bt-occupation').visible).ok();
  // ... and gone for 'Самозанятый' (its demo template is shown).
  await pickCombo('bt-position', 'Самозанятый');
  await t.expect(byTestId('bt-responsibility').textContent).contains('Разовые задания');
  for (const id of ['bt-experience', 'bt-schedule', 'bt-occupation'])
    await t.expect(byTestId(id).exists).notOk(`${id} is shown for the self-employed position`);
  await t.expect(byTestId('bt-conditions').visible).ok();
});

test("a city template from the side panel: salary errors with the spec's messages, a valid save, then 'Шаблон для этого города уже существует'", async (t) => {
  const title = `Стажёр-кассир ${uniqueTail()}`;
  const positionId = await createPosition(await staffToken('admin'), title);
  const hr = await staffToken('hr');
  const baseTemplateId = await createBaseTemplate(hr, positionId);

  await loginAs('hr');
  await t.expect(currentPath()).eql('/protected/vacancy');
  await t.expect(byTestId('tpl-total').exists).ok('the list did not load', { timeout: 20_000 });
  const totalBefore = Number(await byTestId('tpl-total').getAttribute('data-total'));

  await t.click(byTestId('tpl-create-open'));
  await t.expect(panel.visible).ok();
  await t.expect(panel.innerText).contains('Новый шаблон вакансии');

  // Empty: base template, city and both salary bounds are required.
  await t.click(byTestId('tpl-create-submit'));
  for (const id of ['tpl-create-base', 'tpl-create-city', 'tpl-salary-from', 'tpl-salary-to'])
    await t.expect(fieldErrorOf(id).innerText).eql(REQUIRED, `${id} is required`);
  await t.expect(byTestId('tpl-create-base').focused).ok('the first invalid field did not take the focus');

  await pickCombo('tpl-create-base', title);
  await pickCombo('tpl-create-city', 'Екатеринбург', 'Екатер');

  // A salary starting with zero.
  await t.typeText(byTestId('tpl-salary-from'), '050000', { replace: true, paste: true });
  await t.typeText(byTestId('tpl-salary-to'), '60000', { replace: true, paste: true });
  await t.click(byTestId('tpl-create-submit'));
  await t.expect(fieldErrorOf('tpl-salary-from').innerText).eql(SALARY_LEADING_ZERO);
  await t.expect(fieldErrorOf('tpl-salary-to').exists).notOk();
  await t.expect(byTestId('result-modal').exists).notOk();

  // The minimum above the maximum: the field and an 'Ошибка' modal say so.
  await t.typeText(byTestId('tpl-salary-from'), '70000', { replace: true, paste: true });
  await t.click(byTestId('tpl-create-submit'));
  await expectResultModal(ERROR, SALARY_MIN_ABOVE_MAX);
  await t.expect(fieldErrorOf('tpl-salary-from').innerText).eql(SALARY_MIN_ABOVE_MAX);
  await expectPanelUsable(SALARY_MIN_ABOVE_MAX);
  await t.expect(await templatesOfBase(hr, baseTemplateId)).eql([], 'nothing was created yet');

  // Valid: 'Успешно', the list reloads with the new row, the form starts over.
  await t.typeText(byTestId('tpl-salary-from'), '60000', { replace: true, paste: true });
  await t.typeText(byTestId('tpl-salary-to'), '70000', { replace: true, paste: true });
  await t.click(byTestId('tpl-create-submit'));
  await expectResultModal(SUCCESS, TEMPLATE_CREATED);
  await t.expect(byTestId('tpl-create-base').value).eql('', 'the form was reset');
  await t.expect(byTestId('tpl-create-city').value).eql('');
  await t.expect(byTestId('tpl-salary-from').value).eql('');
  await t
    .expect(byTestId('tpl-total').getAttribute('data-total'))
    .eql(String(totalBefore + 1), 'the list reloaded with one more template');

  const created = await templatesOfBase(hr, baseTemplateId);
  await t.expect(created.length).eql(1);
  await t.expect(created[0]!.dependenceId).eql('3');
  await t.expect(String(created[0]!.salary?.from)).eql('60000');
  await t.expect(String(created[0]!.salary?.to)).eql('70000');
  await t.expect(created[0]!.salary?.type).eql('среднегодовая');

  // The panel stayed open through the 'Успешно' modal and can be used right away.
  await expectPanelUsable(TEMPLATE_CREATED);

  // A second template of the same base template for the same city is refused by the server.
  await pickCombo('tpl-create-base', title);
  await pickCombo('tpl-create-city', 'Екатеринбург', 'Екатер');
  await t.typeText(byTestId('tpl-salary-from'), '65000', { replace: true, paste: true });
  await t.typeText(byTestId('tpl-salary-to'), '80000', { replace: true, paste: true });
  await t.click(byTestId('tpl-create-submit'));
  await expectResultModal(ERROR, TEMPLATE_EXISTS);
  await t.expect((await templatesOfBase(hr, baseTemplateId)).length).eql(1, 'still one template');
  await expectPanelUsable(TEMPLATE_EXISTS);

  // The list, filtered by the position, shows the one row with its city and salary.
  await t.click(panel.find('button').withAttribute('aria-label', 'Закрыть'));
  await t.expect(panel.exists).notOk('the side panel did not close');
  await pickCombo('tpl-filter-position', title);
  const rows = byTestId('tpl-row');
  await t.expect(rows.count).eql(1);
  await t.expect(rows.nth(0).innerText).contains(title);
  await t.expect(rows.nth(0).innerText).contains('Екатеринбург');
  await t.expect(rows.nth(0).innerText).match(/ЗП от 60\s000 до 70\s000 ₽/);
  await t.click(byTestId('tpl-reset'));
  await t.expect(byTestId('tpl-filter-position').value).eql('');
});

test("a city template's page: back link 'К списку шаблонов', the salary edit's rules and 'Шаблон вакансии обновлен'", async (t) => {
  const title = `Стажёр-мерчендайзер ${uniqueTail()}`;
  const positionId = await createPosition(await staffToken('admin'), title);
  const hr = await staffToken('hr');
  const templateId = await createCityTemplate(hr, await createBaseTemplate(hr, positionId), '4', {
    from: '40000',
    to: '50000',
  });

  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/vacancy/${encodeURIComponent(templateId)}`);
  await t.expect(byTestId('tpl-detail').find('h1').innerText).contains(title, { timeout: 20_000 });
  await t.expect(byTestId('tpl-salary').innerText).match(/от 40\s000 до 50\s000 ₽, среднегодовая/);

  // The back link is a link to the list (it can be opened in a new tab).
  const back = byTestId('tpl-back');
  await t.expect(back.innerText).eql('К списку шаблонов');
  await t.expect(back.tagName).eql('a');
  await t.expect(back.getAttribute('href')).eql('/protected/vacancy/');

  // The collapsible salary edit: both bounds required, numeric, ending in '00', min not above max.
  await t.expect(byTestId('tpl-salary-form').exists).notOk('the salary edit starts collapsed');
  await t.click(byTestId('tpl-salary-toggle'));
  const from = byTestId('tpl-salary-from');
  const to = byTestId('tpl-salary-to');
  await t.typeText(from, '60000', { replace: true, paste: true });
  await t.selectText(to).pressKey('delete');
  await t.click(byTestId('tpl-salary-save'));
  await t.expect(fieldErrorOf('tpl-salary-to').innerText).eql(REQUIRED);
  await t.typeText(to, '55050', { replace: true, paste: true });
  await t.click(byTestId('tpl-salary-save'));
  await t.expect(fieldErrorOf('tpl-salary-to').innerText).eql('Значение ЗП должно оканчиваться на 00');
  await t.typeText(to, '55000', { replace: true, paste: true });
  await t.click(byTestId('tpl-salary-save'));
  await t
    .expect(fieldErrorOf('tpl-salary-from').innerText)
    .eql('Минимальное значение ЗП не может быть больше чем максимальное');
  await t.expect(byTestId('result-modal').exists).notOk('nothing was sent');

  await t.typeText(to, '70000', { replace: true, paste: true });
  await t.click(byTestId('tpl-salary-save'));
  await expectResultModal(SUCCESS, 'Шаблон вакансии обновлен');
  await t.expect(byTestId('tpl-salary').innerText).match(/от 60\s000 до 70\s000 ₽, среднегодовая/);

  await t.click(back);
  await t.expect(currentPath()).eql('/protected/vacancy/');
  await t.expect(byTestId('tpl-page').exists).ok('the list did not open');
});
