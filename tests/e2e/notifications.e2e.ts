import { ClientFunction, Selector, t } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { callOk } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { loginAs, openPage } from './helpers/session';

/**
 * Issue 31, item 1: a member of staff invites a candidate from the employment card, and the card's
 * notifications block shows the invitation queued and then sent, live (no reload).
 */
const LIVE = { timeout: 20_000 };

/** Every status text the block rendered, recorded in the page from before the click. */
const recordStatuses = ClientFunction(() => {
  const w = window as unknown as { seenStatuses: string[] };
  w.seenStatuses = [];
  const note = () =>
    document.querySelectorAll('[data-testid="notification-status"]').forEach((el) => {
      const text = (el.textContent ?? '').trim();
      if (!w.seenStatuses.includes(text)) w.seenStatuses.push(text);
    });
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
});
const seenStatuses = ClientFunction(() => (window as unknown as { seenStatuses: string[] }).seenStatuses);

fixture('Уведомления кандидату на карточке').page(`${BASE_URL}/login`);

test('an invitation from the card: the block shows it queued, then sent', async () => {
  const { list } = await callOk<{ list: { id: string; name: string }[] }>(
    '/questionnaire/find',
    { search: 'Михайлов' },
    await staffToken('admin'),
  );
  const id = list.find((c) => c.name.startsWith('Михайлов'))!.id;
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(byTestId('notifications-block').visible).ok(LIVE);
  const invitations = byTestId('notification-row').withText('Приглашение на собеседование');
  // Another browser test may have invited the demo candidate before: count from what is there.
  const mails = invitations.withText('Эл. почта');
  const before = await mails.count;
  await recordStatuses();
  await t.click(byTestId('invite-open'));
  await t.click(byTestId('invite-submit'));
  await t.expect(byTestId('invite-done').innerText).contains('Собеседование назначено', LIVE);
  // The e-mail: never held by the quiet hours, so the test reads the same at any time of day.
  await t.expect(mails.count).eql(before + 1, LIVE);
  await t
    .expect(mails.find('[data-testid="notification-status"]').withExactText('Отправлено').count)
    .eql(before + 1, LIVE);
  // What the block showed on the way, live: only the outbox's own steps ('В очереди' may pass between
  // two pushes when the send is quick), never a failure.
  const seen = await seenStatuses();
  await t.expect(seen).contains('Отправлено');
  for (const status of seen)
    await t.expect(['В очереди', 'Ждёт утра (тихие часы)', 'Отправлено']).contains(status);
  await t.expect(Selector('body').innerText).notContains('Не доставлено');
});
