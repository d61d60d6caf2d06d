import { Selector, t } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { smsCount, staffToken, waitForSmsCode, type LightEntity } from './helpers/light';
import { callOk } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { APP_START_TIMEOUT_MS, loginAs, openPage } from './helpers/session';

/**
 * Issue 31, item 2: the candidate's status page, live. The candidate (a window of their own; the
 * public page keeps nothing of the staff's session) opens the link, passes the SMS gate and sees 'Анкета получена'; Admin (at localhost)
 * invites them from the light questionnaire's card: the page shows the interview without a reload.
 * The candidate asks to move it: the card shows 'Кандидат просит перенести собеседование' live.
 * Demo candidate Морозов (a new light questionnaire no other browser test touches).
 */
const LIVE = { timeout: 20_000 };
const shot = (name: string) => t.takeScreenshot({ path: `status-page/${name}.png` });

async function morozov(token: string): Promise<LightEntity> {
  const list = await callOk<{ list: LightEntity[] }>(
    '/get-questionnaire-light-list',
    { type: 'new', offset: 0, limit: 50 },
    token,
  );
  const found = list.list.find((q) => q.info.surname === 'Морозов');
  if (!found) throw new Error('demo light questionnaire Морозов is not new');
  return found;
}

fixture('Страница статуса кандидата')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('the status page shows an invitation live; the request to move it reaches the card live', async () => {
  const admin = await staffToken('admin');
  const q = await morozov(admin);
  const { statusLink } = await callOk<{ statusLink: string }>(
    '/candidate-status/link',
    { ref: `al${q.id}` },
    admin,
  );
  const path = new URL(statusLink).pathname + new URL(statusLink).search;
  // The demo calendar may already hold an interview with him: cancelled first, so the invitation
  // below is the one the page must show.
  const DAY = 86_400_000;
  const range = {
    from: new Date(Date.now() - 20 * DAY).toISOString(),
    to: new Date(Date.now() + 40 * DAY).toISOString(),
  };
  const { list } = await callOk<{
    list: {
      id: string;
      questionnaireId: string;
      questionnaireKind: string;
      status: string;
      revision: number;
    }[];
  }>('/meetings/list', range, admin);
  for (const m of list.filter(
    (m) => m.questionnaireId === q.id && m.questionnaireKind === 'light' && m.status === 'scheduled',
  ))
    await callOk('/meetings/cancel', { id: m.id, reason: 'Подготовка теста', revision: m.revision }, admin);

  // Staff: the card, in this window.
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/questionnaire-light/${q.id}`);
  await t.expect(byTestId('invite-open').exists).ok(LIVE);
  const staffWindow = await t.getCurrentWindow();

  // The candidate: a phone-sized window of their own.
  await t.openWindow(`${BASE_URL}/`);
  await t
    .expect(Selector('#root > *').exists)
    .ok('the public site did not start', { timeout: APP_START_TIMEOUT_MS });
  await t.resizeWindow(390, 844);
  await openPage(`${BASE_URL}/status/al${q.id}?t=forged-forged-forged`);
  await t.expect(byTestId('status-error').innerText).eql('Ссылка недействительна', LIVE);
  await openPage(`${BASE_URL}${path}`);
  await t.expect(byTestId('status-phone-masked').innerText).contains('*', LIVE);
  const seen = await smsCount(q.info.phone);
  await t.click(byTestId('sms-send'));
  const code = await waitForSmsCode(q.info.phone, seen);
  await t.typeText(byTestId('sms-code'), code, { paste: true });
  await t.expect(byTestId('status-stage').innerText).eql('Анкета получена', LIVE);
  await t.expect(byTestId('status-interview').exists).notOk();
  await shot('received-390');
  const candidateWindow = await t.getCurrentWindow();

  // Staff invite from the card: the candidate's page shows it, no reload.
  await t.switchToWindow(staffWindow);
  await t.click(byTestId('invite-open'));
  await t.expect(byTestId('invite-dialog').visible).ok(LIVE);
  await t.click(byTestId('invite-submit'));
  await t.expect(byTestId('invite-done').innerText).contains('Собеседование назначено', LIVE);
  await t.switchToWindow(candidateWindow);
  await t.expect(byTestId('status-stage').innerText).eql('Вас пригласили на собеседование', LIVE);
  await t.expect(byTestId('status-interview-when').innerText).match(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} МСК$/);
  await t.expect(byTestId('status-bring').innerText).contains('Паспорт');
  await shot('invited-390');

  // 'Перенести': a request with a comment; the staff's card shows it live.
  await t.click(byTestId('status-reschedule'));
  await t.typeText(byTestId('status-reschedule-comment'), 'В этот день работаю, удобно в пятницу', {
    paste: true,
  });
  await t.click(byTestId('status-reschedule-send'));
  await t.expect(byTestId('status-reschedule-sent').exists).ok(LIVE);
  await t.resizeWindow(1366, 900);
  await shot('requested-1366');
  await t.switchToWindow(staffWindow);
  await t
    .expect(byTestId('meeting-reschedule-request').innerText)
    .contains('Кандидат просит перенести собеседование', LIVE);
  await t.expect(byTestId('meeting-reschedule-request').innerText).contains('удобно в пятницу');
  await shot('card-request-1366');
});
