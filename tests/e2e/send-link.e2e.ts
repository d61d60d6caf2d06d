import { t } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { callOk } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { loginAs, openPage } from './helpers/session';

/**
 * Issue 31: 'Отправить ссылку кандидату' on the employment card. HR clicks it (no confirmation), sees
 * the success message and the 'Просьба заполнить анкету' e-mail appear live in the card's
 * notifications block; a second click within 10 minutes shows the server's refusal with the time.
 * Яковлева (store 20301) is a demo candidate no other browser test uses.
 */
const LIVE = { timeout: 20_000 };

fixture('Ссылка на анкету кандидату').page(`${BASE_URL}/login`);

test('HR sends the profile link from the card; a second send within 10 minutes is refused', async () => {
  const { list } = await callOk<{ list: { id: string; name: string }[] }>(
    '/questionnaire/find',
    { search: 'Яковлева' },
    await staffToken('admin'),
  );
  const id = list.find((c) => c.name.startsWith('Яковлева'))!.id;
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(byTestId('notifications-block').visible).ok(LIVE);
  // The e-mail: never held by the quiet hours, so the test reads the same at any time of day.
  const requests = byTestId('notification-row').withText('Просьба заполнить анкету').withText('Эл. почта');
  const before = await requests.count;

  await t.click(byTestId('qa-send-link'));
  await t.expect(byTestId('qa-send-link-done').innerText).contains('Ссылка отправлена кандидату', LIVE);
  await t.expect(requests.count).eql(before + 1, LIVE);

  await t.click(byTestId('qa-send-link'));
  await t
    .expect(byTestId('qa-send-link-error').innerText)
    .match(/Ссылка уже отправлена в \d\d:\d\d МСК\. Повторно можно через 10 минут/, LIVE);
  await t.expect(requests.count).eql(before + 1);
});
