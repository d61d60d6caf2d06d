import { Selector, t } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { callOk, freshWalkIn } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';

/**
 * One copy of the candidate's data (issue 24, item 3): the staff edit page has one personal-data
 * form; the last places of work are recorded there and shown on the card, which links to its edit
 * page; with the documents and 1C the edit page redirects to the card.
 */
interface ListAnswer {
  list: { id: string; state: string; IStoreId: string; info: { lastname: string } }[];
}

async function questionnaireIn(states: string[], type: string, store?: string) {
  const token = await staffToken('admin');
  const { list } = await callOk<ListAnswer>('/get-questionnaire', { type, limit: 50 }, token);
  const q = list.find((item) => states.includes(item.state) && (!store || item.IStoreId === store));
  if (!q) throw new Error(`no questionnaire in ${states.join(', ')}`);
  return q;
}

/** Inputs of one personal field, whichever form holds them. */
const fieldsOf = (field: string) => Selector(`input[data-testid$="-${field}"]`);

fixture('Анкета: одна копия данных кандидата, места работы, переходы страницы изменения')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('the edit page shows one personal-data form; the last places of work reach the card, which links back', async () => {
  const q = await freshWalkIn('Единова', await staffToken('admin'), '10412');
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedback/edit/${q.id}`);
  await t.expect(byTestId('profile-personal').exists).ok({ timeout: 15_000 });
  // One form: one surname, one e-mail, one phone on the page; no separate 'Основные данные'.
  for (const field of ['lastname', 'email', 'phone', 'dateBirth'])
    await t.expect(fieldsOf(field).count).eql(1, `${field} shown more than once`);
  await t.expect(byTestId('qa-edit-basic').exists).notOk();
  await t.expect(Selector('*').withExactText('Основные данные').exists).notOk();

  // A place of work: a wrong period is refused under the field, a right one saved.
  await t.click(byTestId('qa-edit-job-add'));
  await t.typeText(byTestId('qa-edit-job-0-organization'), 'ООО «Ромашка»', { paste: true });
  await t.typeText(byTestId('qa-edit-job-0-position'), 'Продавец-кассир', { paste: true });
  await t.typeText(byTestId('qa-edit-job-0-from'), '01.02.2020', { paste: true });
  await t.typeText(byTestId('qa-edit-job-0-to'), '01.02.2019', { paste: true });
  await t.click(byTestId('qa-edit-jobs-save'));
  await t
    .expect(byTestId('qa-edit-jobs').innerText)
    .contains('Дата окончания работы раньше даты начала', { timeout: 5000 });
  await t.typeText(byTestId('qa-edit-job-0-to'), '30.06.2022', { replace: true, paste: true });
  await t.typeText(byTestId('qa-edit-job-0-description'), 'Касса, выкладка товара', { paste: true });
  await t.click(byTestId('qa-edit-jobs-save'));
  await t.expect(byTestId('qa-edit-jobs-message').innerText).contains('Сохранено', { timeout: 5000 });
  await t.takeScreenshot({ path: 'one-copy/edit-1366.png', fullPage: true });

  await t.click(byTestId('qa-edit-back'));
  await t.expect(currentPath()).eql(`/protected/feedback/${q.id}`);
  await t.expect(byTestId('qa-jobs-section').visible).ok({ timeout: 10_000 });
  await t.expect(byTestId('qa-jobs-header').innerText).eql('Последние места работы');
  await t.expect(byTestId('qa-job-0').innerText).contains('ООО «Ромашка»');
  await t.expect(byTestId('qa-job-0').innerText).contains('01.02.2020 — 30.06.2022');
  await t.takeScreenshot({ path: 'one-copy/card-1366.png', fullPage: true });
  await t.resizeWindow(390, 844);
  await t.takeScreenshot({ path: 'one-copy/card-390.png', fullPage: true });
  await t.click(byTestId('qa-edit-link'));
  await t.expect(currentPath()).eql(`/protected/feedback/edit/${q.id}`);
  await t.expect(byTestId('qa-edit-job-0-organization').value).eql('ООО «Ромашка»', { timeout: 10_000 });
  await t.takeScreenshot({ path: 'one-copy/edit-390.png', fullPage: true });
});

test('a unit director (identity numbers masked) edits the shared fields in one form; the card shows the value', async () => {
  const q = await freshWalkIn('Маскова', await staffToken('admin'), '10234');
  await loginAs('unitdirector');
  await openPage(`${BASE_URL}/protected/feedback/edit/${q.id}`);
  await t.expect(byTestId('qa-edit-basic').exists).ok({ timeout: 15_000 });
  await t.expect(byTestId('profile-personal').exists).notOk('a second, locked personal form');
  for (const field of ['lastname', 'email', 'phone'])
    await t.expect(fieldsOf(field).count).eql(1, `${field} shown more than once`);
  await t.takeScreenshot({ path: 'one-copy/edit-masked-1366.png' });
  await t.typeText(byTestId('qa-edit-email'), 'one.copy@mail.ru', { replace: true, paste: true });
  await t.click(byTestId('qa-edit-basic-save'));
  await t.expect(byTestId('qa-edit-basic-message').innerText).contains('Сохранено', { timeout: 5000 });
  await t.click(byTestId('qa-edit-back'));
  await t.expect(byTestId('qa-info').innerText).contains('one.copy@mail.ru', { timeout: 10_000 });
});

test('the edit page of an employed questionnaire redirects to the card, which offers no edit', async () => {
  const q = await questionnaireIn(['employed'], 'worked');
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedback/edit/${q.id}`);
  await t.expect(currentPath()).eql(`/protected/feedback/${q.id}`, { timeout: 15_000 });
  await t.expect(byTestId('qa-view').exists).ok({ timeout: 10_000 });
  await t.expect(byTestId('qa-edit-link').exists).notOk();
  await t.expect(byTestId('profile-form').exists).notOk();
});
