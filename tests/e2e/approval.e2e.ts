import { Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { smsOutbox, staffToken } from './helpers/light';
import { callOk } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { loginAs, openPage } from './helpers/session';

/**
 * The director's approval (issue 15): the region director watches a card of a Moscow store (at
 * localhost) and HR (at 127.0.0.1, its own localStorage) requests the code on the same card, reads
 * it from the demo SMS outbox, enters a wrong one (the informational modal), then the right one; the
 * director's card shows the confirmation live, the menu badge goes and the pending list is empty.
 */
interface Pending {
  list: { id: string; IStoreId: string; candidateName: string; approval: { stale: boolean } | null }[];
}

const status = byTestId('approval-status');

async function approvalCode(lastname: string): Promise<string> {
  const sms = (await smsOutbox()).find((m) => m.text.includes(lastname));
  const code = sms ? /Код подтверждения: (\d{4})/.exec(sms.text)?.[1] : undefined;
  if (!code) throw new Error(`no approval code for ${lastname} in the outbox`);
  return code;
}

fixture('Согласование директора по СМС-коду, вживую')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('HR requests the code and enters it; the director sees the approval live and the list empties', async () => {
  const director = await staffToken('regiondirector');
  const { list } = await callOk<Pending>('/approvals/pending', undefined, director);
  // A request never approved (a stale approval's card says 'Согласование устарело', issue 24).
  const target = list.find((d) => d.IStoreId === '10412' && !d.approval) ?? list[0];
  if (!target) throw new Error('no pending approval in the demo data');
  // The director's other pending requests are approved first (by click, over the API): one is left.
  for (const other of list.filter((d) => d.id !== target.id))
    await callOk(`/approvals/${other.id}/approve`, {}, director);
  const lastname = target.candidateName.split(' ')[0]!;

  // The director's window: the card, waiting; the menu badge counts one request.
  await loginAs('regiondirector');
  await openPage(`${BASE_URL}/protected/feedback/${target.id}`);
  await t.expect(status.getAttribute('data-status')).eql('pending', { timeout: 10_000 });
  await t.expect(byTestId('menu-count-approvals').innerText).eql('1');

  // HR's window: request the code, read it from the outbox.
  const hrWindow = await t.openWindow(`${BASE_URL}/`);
  await t.resizeWindow(1366, 900);
  await loginAs('hr', ALT_URL);
  await openPage(`${ALT_URL}/protected/feedback/${target.id}`);
  await t.click(byTestId('approval-request'));
  await t.expect(byTestId('approval-success').innerText).contains('Запрос на согласование успешно отправлен');
  await t.expect(byTestId('approval-success').innerText).contains('Код подтверждения отправлен');
  await t
    .expect(byTestId('approval-countdown').innerText)
    .match(/Осталось времени для ввода кода: 1:59:\d\d/);
  const code = await approvalCode(lastname);

  // The field keeps digits only, at most 4; a wrong code opens the informational modal.
  await t.typeText(byTestId('approval-code'), `a${code === '0000' ? '1111' : '0000'}9`, { paste: true });
  await t.expect(byTestId('approval-code').value).match(/^\d{4}$/);
  await t.click(byTestId('approval-confirm'));
  await t.expect(byTestId('approval-wrong-code').innerText).contains('Неверный код подтверждения');
  await t.click(byTestId('approval-wrong-code-ok'));
  await t.typeText(byTestId('approval-code'), code, { replace: true, paste: true });
  await t.click(byTestId('approval-confirm'));
  await t.expect(byTestId('approval-success').innerText).contains('Номер подтверждён');
  await t.expect(status.getAttribute('data-status')).eql('approved');

  // The director's card: approved, live (no reload); the badge is gone and the list is empty.
  await t.switchToParentWindow();
  await t.expect(status.getAttribute('data-status')).eql('approved', { timeout: 2000 });
  await t.expect(byTestId('approval-given').innerText).contains('Подтверждено кодом из СМС');
  await t.expect(byTestId('menu-count-approvals').exists).notOk({ timeout: 3000 });
  await t.click(byTestId('menu-item-approvals'));
  await t.expect(byTestId('approvals-empty').exists).ok();
  await t.expect(Selector('[data-testid="approval-pending-row"]').count).eql(0);
  await t.closeWindow(hrWindow);
});
