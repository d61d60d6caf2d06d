import { Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { byTestId, fieldMessages } from './helpers/selectors';
import { APP_START_TIMEOUT_MS, loginAs, openPage } from './helpers/session';

const PAGE = '/protected/settings/notifications';
/** Set to a folder name to keep screenshots of the page at 1366 and 390 px (tests/e2e/screenshots). */
const SHOTS = process.env.NOTIFY_SHOTS;

const smsBody = byTestId('template-sms-body');
const smsPreview = byTestId('template-sms-preview');
const smsCounter = byTestId('template-sms-counter');

/** A second window at the other origin: a second admin session (as tests/e2e/settings-live.e2e.ts). */
async function openSecondWindow() {
  const window = await t.openWindow(`${BASE_URL}/`);
  await t
    .expect(Selector('#root > *').exists)
    .ok('the public site did not start', { timeout: APP_START_TIMEOUT_MS });
  await t.resizeWindow(1366, 900);
  return window;
}

fixture('Настройки: уведомления кандидатам (issue 31)').page(`${BASE_URL}/login`);

test('an admin edits the interview SMS: counter and preview follow, a save reaches a second admin live, an unknown placeholder is refused by name', async (t) => {
  await loginAs('admin', BASE_URL);
  await t.click(byTestId('menu-item-settings'));
  await t.click(byTestId('menu-item-settings-notifications'));
  await t.click(byTestId('moment-invited'));
  await t.expect(Selector('h2').withText('Приглашение на собеседование').visible).ok();
  await t.expect(smsCounter.innerText).eql('2 SMS · 126 символов', 'the default text with the sample values');
  await t.expect(byTestId('template-email-subject').value).eql('Приглашение на собеседование');
  if (SHOTS) await t.takeScreenshot({ path: `${SHOTS}/notifications-1366.png`, fullPage: true });
  const adminWindow = await t.getCurrentWindow();

  const otherWindow = await openSecondWindow();
  await loginAs('admin', ALT_URL);
  await openPage(`${ALT_URL}${PAGE}`);
  await t.click(byTestId('moment-invited'));
  await t.expect(smsBody.value).contains('приглашаем на собеседование');

  // Type, then insert the candidate's name at the cursor: the preview and the counter follow.
  await t.switchToWindow(adminWindow);
  await t.typeText(smsBody, 'Ждём вас, ', { replace: true, paste: true });
  await t.click(byTestId('template-sms-placeholders'));
  await t.click(byTestId('placeholder-firstName').withText('Имя кандидата'));
  await t.expect(smsBody.value).eql('Ждём вас, {{firstName}}');
  await t.expect(smsPreview.innerText).eql('Ждём вас, Анна');
  await t.expect(smsCounter.innerText).eql('1 SMS · 14 символов');
  await t.click(byTestId('template-sms-save'));
  await t.expect(byTestId('template-sms-state').innerText).contains('Изменён');

  // The second admin sees the save without a reload.
  await t.switchToWindow(otherWindow);
  await t.expect(smsBody.value).eql('Ждём вас, {{firstName}}', 'the save arrives live');
  await t.closeWindow(otherWindow);
  await t.switchToWindow(adminWindow);

  // A placeholder the moment does not have is refused, named on the field; nothing is saved.
  await t.typeText(smsBody, 'Ждём вас, {{firstName}}! Премия: {{bonus}}', { replace: true, paste: true });
  await t.click(byTestId('template-sms-save'));
  await t
    .expect(byTestId('template-sms').find('.fui-Field__validationMessage').innerText)
    .eql('Неизвестная подстановка {{bonus}}');

  // Back to the default text, after a confirmation.
  await t.click(byTestId('template-sms-reset'));
  await t.click(byTestId('template-reset-confirm'));
  await t.expect(smsBody.value).contains('приглашаем на собеседование');
  await t.expect(byTestId('template-sms-state').innerText).eql('Исходный текст');
  await t.expect(fieldMessages.exists).notOk();

  if (SHOTS) {
    await t.resizeWindow(390, 844);
    await t.takeScreenshot({ path: `${SHOTS}/notifications-390.png`, fullPage: true });
    await t.resizeWindow(1366, 900);
  }

  // The public opt-out page: a forged link answers like an unknown one.
  await t.navigateTo(`${BASE_URL}/notifications/opt-out/al1/sms?t=forged`);
  await t
    .expect(Selector('h1').withText('Отписка от уведомлений: SMS').visible)
    .ok({ timeout: APP_START_TIMEOUT_MS });
  await t.click(byTestId('opt-out-confirm'));
  await t.expect(byTestId('opt-out-error').innerText).eql('Ссылка недействительна');
  if (SHOTS) await t.takeScreenshot({ path: `${SHOTS}/opt-out.png` });
});
