import { Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import {
  applyOverHttp,
  candidate,
  cardPath,
  confirmPhoneInForm,
  expectListPage,
  fillForm,
  form,
  highlightedRows,
  listPath,
  openListFromMenu,
  questionnairesByPhone,
  REQUIRED,
  review,
  rowOf,
  moscowToday,
  staffToken,
  THANKS_TEXT,
  watchHighlights,
} from './helpers/light';
import { documentMarked, markDocument } from './helpers/public';
import { byTestId, presenceViewer } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';

/**
 * Staff review of light questionnaires (spec part 1, sections 2 and 4), live over Socket.IO.
 * localStorage is per origin: the reviewer hr-al works at 127.0.0.1 (ALT_URL), the admin and the
 * candidate's public pages at localhost (BASE_URL), so one browser holds independent sessions.
 */
const HR_AL = 'Лёгкая Мария';
const ADMIN = 'Админова Анна';

const rowByName = (surname: string) => review.rows.withText(surname);

/**
 * A second window, for a reviewer at 127.0.0.1. It opens on the public site at localhost and only then
 * goes to the console, as settings-live.e2e.ts does: in TestCafe's proxy mode a window opened straight
 * at the other origin stays blank, and the public site must never be loaded at 127.0.0.1 (the proxy
 * would then mix bundles of both origins on later pages: two Reacts, "reading 'useContext'").
 */
async function openReviewerWindow() {
  const window = await t.openWindow(`${BASE_URL}/`);
  await t.expect(Selector('#root > *').exists).ok('the second window stayed blank');
  // New windows start small, which would be the mobile layout.
  await t.resizeWindow(1366, 900);
  return window;
}

/** Opens the card of a row and checks it is that questionnaire. */
async function openRow(id: string, surname: string): Promise<void> {
  await t.click(rowOf(id));
  await t.expect(currentPath()).eql(cardPath(id));
  await t.expect(review.card.visible).ok();
  await t.expect(byTestId('ql-card-name').innerText).contains(surname);
}

// Every test starts on the console at localhost: the TestCafe proxy (cache on) must meet the console's
// bundles at localhost before 127.0.0.1, or the 127.0.0.1 page may get chunks of both origins.
fixture('Анкеты QR: рассмотрение, вживую')
  .page(`${BASE_URL}/login`)
  // The browser keeps its window size from test to test: desktop here, and left so for the next ones.
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  })
  .afterEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test("a candidate's questionnaire appears live in the open 'Новые' list; 'Передать в магазин' moves it to 'Согласованные'", async () => {
  const info = candidate();
  const comment = `Позвонить после 12:00, ${info.surname}`;
  // This window is the candidate's (public site, localhost).
  await t.navigateTo(`${BASE_URL}/vacancies/12/al`);
  await t.expect(Selector('[data-testid="q-vacancy"]').innerText).contains('Продавец-кассир');
  const candidateWindow = await t.getCurrentWindow();

  // The reviewer has the new list open in another window (127.0.0.1).
  const reviewer = await openReviewerWindow();
  await loginAs('hr-al', ALT_URL);
  await openPage(`${ALT_URL}${listPath('new')}`);
  await expectListPage('new');
  const totalBefore = Number(await review.total.getAttribute('data-total'));
  await watchHighlights();

  // The candidate applies.
  await t.switchToWindow(candidateWindow);
  await fillForm(info);
  await confirmPhoneInForm(info.phone);
  await t.click(form.submit);
  await t.expect(form.thanks.innerText).contains(THANKS_TEXT, 'the candidate was not thanked', {
    timeout: 20_000,
  });

  // Back at the reviewer's list: the row is there, on top, was highlighted, and nothing reloaded.
  await t.switchToWindow(reviewer);
  const row = rowByName(info.surname);
  await t.expect(row.exists).ok('the new questionnaire did not appear live', { timeout: 15_000 });
  const id = (await row.getAttribute('data-id')) ?? '';
  await t.expect(review.rows.nth(0).getAttribute('data-id')).eql(id, 'newest first');
  await t.expect(highlightedRows()).contains(id, 'the new row was not highlighted');
  await t.expect(review.total.getAttribute('data-total')).eql(String(totalBefore + 1));
  await t.expect(currentPath()).eql(listPath('new'));
  await t.expect(row.find('[data-testid="ql-row-position"]').innerText).eql('Продавец-кассир');
  await t.expect(row.find('[data-testid="ql-row-store"]').innerText).contains('10412');
  await t.expect(row.innerText).contains(info.email);

  // 'Передать в магазин' with a comment for the store director.
  await openRow(id, info.surname);
  await t.expect(review.status.innerText).eql('Новая');
  await t.click(review.accept);
  await t.expect(review.dialog.innerText).contains('Информация для директора магазина');
  await t.typeText(review.dialogComment, comment, { paste: true });
  await t.click(review.dialogConfirm.withText('Отправить'));

  // Back on 'Новые' without it; it is in 'Согласованные анкеты на вакансии' with the badge.
  await t.expect(currentPath()).eql(listPath('new'));
  await expectListPage('new');
  await t.expect(rowOf(id).exists).notOk('the accepted questionnaire is still among the new ones');
  await openListFromMenu('accepted');
  await t.expect(rowOf(id).exists).ok();
  await t
    .expect(rowOf(id).find('[data-testid="ql-row-status"]').innerText)
    .eql(`Анкета передана в магазин ${moscowToday()}`);

  // Its card keeps the comment and offers no more actions.
  await openRow(id, info.surname);
  await t.expect(review.status.innerText).eql(`Анкета передана в магазин ${moscowToday()}`);
  await t.expect(review.acted.innerText).contains(`${HR_AL} (HR-специалист)`);
  await t.expect(review.directorComment.innerText).contains(comment);
  await t.expect(review.accept.exists).notOk();
  await t.expect(review.decline.exists).notOk();
  await t.expect(review.restore.exists).notOk();

  const token = await staffToken('hr-al');
  await t.expect((await questionnairesByPhone(token, 'accepted', info.phone)).length).eql(1);
  await t.expect((await questionnairesByPhone(token, 'new', info.phone)).length).eql(0);
});

test("'Отказать' needs 'Причина отказа', then 'Отказано' shows it; 'Восстановить анкету' returns it to 'Новые'", async () => {
  const info = candidate();
  const reason = `Кандидат не вышел на связь (${info.surname})`;
  const id = await applyOverHttp('5', info);

  await loginAs('hr-al', ALT_URL);
  await openPage(`${ALT_URL}${listPath('new')}`);
  await expectListPage('new');
  await openRow(id, info.surname);

  // No reason: refused in the dialog, nothing sent.
  await t.click(review.decline);
  await t.expect(review.dialog.innerText).contains('Причина отказа');
  await t.click(review.dialogConfirm.withText('Отказать'));
  await t.expect(review.dialog.find('.fui-Field__validationMessage').innerText).eql(REQUIRED);
  await t.expect(review.dialog.visible).ok('the dialog stays open');
  await t.expect(currentPath()).eql(cardPath(id));
  const token = await staffToken('hr-al');
  await t.expect((await questionnairesByPhone(token, 'new', info.phone)).length).eql(1, 'still new');

  await t.typeText(review.dialogComment, reason, { paste: true });
  await t.click(review.dialogConfirm.withText('Отказать'));
  await t.expect(currentPath()).eql(listPath('new'));
  await expectListPage('new');
  await t.expect(rowOf(id).exists).notOk();

  // In 'Отказано' with the date and the reason.
  await openListFromMenu('rejected');
  const rejected = rowOf(id);
  await t.expect(rejected.exists).ok();
  await t.expect(rejected.find('[data-testid="ql-row-status"]').innerText).eql(`Отказано ${moscowToday()}`);
  await t.expect(rejected.find('[data-testid="ql-row-reason"]').innerText).eql(`Причина: ${reason}`);

  // 'Восстановить анкету' moves it back to 'Новые'.
  await openRow(id, info.surname);
  await t.expect(review.reason.innerText).contains(reason);
  await t.expect(review.accept.exists).notOk('a rejected questionnaire cannot be passed on');
  await t.click(review.restore);
  await t.expect(review.dialog.innerText).contains('Анкета будет перемещена в раздел «Новые».');
  await t.click(review.dialogConfirm.withText('Восстановить'));
  await t.expect(currentPath()).eql(listPath('rejected'));
  await expectListPage('rejected');
  await t.expect(rowOf(id).exists).notOk();
  await openListFromMenu('new');
  await t.expect(rowOf(id).exists).ok('the restored questionnaire is not among the new ones');
  await t.expect(rowOf(id).find('[data-testid="ql-row-status"]').exists).notOk();
  await openRow(id, info.surname);
  await t.expect(review.status.innerText).eql('Новая');
  await t.expect(review.accept.visible).ok();
  await t.expect(review.decline.visible).ok();
});

test("two reviewers on one card: one passes it to the store, the other's card shows it live with who did it", async () => {
  const info = candidate();
  const id = await applyOverHttp('1', info);

  // The admin (localhost) opens the card.
  await loginAs('admin', BASE_URL);
  await openPage(`${BASE_URL}${cardPath(id)}`);
  await t.expect(byTestId('ql-card-name').innerText).contains(info.surname);
  await t.expect(review.accept.visible).ok();
  await markDocument();
  const adminWindow = await t.getCurrentWindow();

  // hr-al (127.0.0.1) opens the same card in a second window; both see each other.
  const hrWindow = await openReviewerWindow();
  await loginAs('hr-al', ALT_URL);
  await openPage(`${ALT_URL}${cardPath(id)}`);
  await t.expect(byTestId('ql-card-name').innerText).contains(info.surname);
  await t.expect(presenceViewer(ADMIN).exists).ok('hr-al sees the admin on the card');

  // The admin starts to decline meanwhile (the dialog is open) ...
  await t.switchToWindow(adminWindow);
  await t.expect(presenceViewer(HR_AL).exists).ok('the admin sees hr-al on the card');
  await t.click(review.decline);
  await t.expect(review.dialog.visible).ok();

  // ... but hr-al passes it to the store first.
  await t.switchToWindow(hrWindow);
  await t.click(review.accept);
  await t.typeText(review.dialogComment, 'Срочно, кандидат готов выйти завтра', { paste: true });
  await t.click(review.dialogConfirm);
  await t.expect(currentPath()).eql(listPath('new'));

  // The admin's card follows without a reload: new status, who acted, and the decline is gone.
  await t.switchToWindow(adminWindow);
  await t
    .expect(review.status.innerText)
    .eql(`Анкета передана в магазин ${moscowToday()}`, '', { timeout: 15_000 });
  await t.expect(review.acted.innerText).contains(`${HR_AL} (HR-специалист)`);
  await t
    .expect(review.liveChange.innerText)
    .contains(`Статус анкеты изменён: «Передана в магазин» — ${HR_AL} (HR-специалист)`);
  await t.expect(review.dialog.exists).notOk('the stale decline dialog closes');
  await t.expect(review.decline.exists).notOk();
  await t.expect(review.accept.exists).notOk();
  await t.expect(review.directorComment.innerText).contains('Срочно, кандидат готов выйти завтра');
  await t.expect(documentMarked()).ok('the card was reloaded instead of updated live');
  await t.expect(currentPath()).eql(cardPath(id));
});

test("an administrator erases a candidate's personal data: after a confirmation the card reads 'удалено'", async () => {
  const info = candidate();
  const id = await applyOverHttp('12', info);
  await loginAs('admin');
  await openPage(`${BASE_URL}${cardPath(id)}`);
  await t.expect(byTestId('ql-card-name').innerText).contains(info.surname);
  await t.click(byTestId('ql-erase'));
  await t.expect(byTestId('ql-dialog').innerText).contains('Удалить персональные данные кандидата?');
  await t.click(byTestId('ql-dialog-confirm'));
  await t.expect(byTestId('ql-erase-result').innerText).contains('Персональные данные кандидата удалены');
  await t.expect(byTestId('ql-card-name').innerText).contains('удалено');
  await t.expect(byTestId('ql-card-name').innerText).notContains(info.surname);
  await t.expect(byTestId('ql-erase').innerText).contains('Персональные данные удалены');
  // The server holds nothing of them either: the staff API answers 'удалено' too.
  const erased = await questionnairesByPhone(await staffToken('admin'), 'new', 'удалено');
  await t.expect(erased.find((q) => q.id === id)?.info.surname).eql('удалено');
});
