import { ClientFunction, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import { callOk, freshWalkIn } from './helpers/public';
import { byTestId, presenceViewer } from './helpers/selectors';
import { loginAs, openPage } from './helpers/session';

/**
 * Issue 24, item 5: a stale screen never silently undoes a newer change. HR and the store director
 * both have a refused card open; HR's live link goes down (a lost network: the screen stops
 * following), the director restores the candidate and refuses them again, and HR's 'Восстановить',
 * pressed on the old refusal still on the screen, is refused naming the director. The card then
 * shows the director's refusal.
 *
 * The live link is cut by a page script (below) that keeps every Socket.IO connection the page
 * opens and, on `__cutLive()`, closes them and sends every reconnect attempt nowhere; plain API calls
 * still go through, as on a flaky network where only the long-lived link broke.
 */
const CUT_LIVE_SCRIPT = `(function () {
  var cut = false;
  var sockets = [];
  var NativeWebSocket = window.WebSocket;
  function KeptWebSocket(url, protocols) {
    if (cut) throw new Error('offline');
    var ws = protocols === undefined ? new NativeWebSocket(url) : new NativeWebSocket(url, protocols);
    sockets.push(ws);
    return ws;
  }
  KeptWebSocket.prototype = NativeWebSocket.prototype;
  ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED'].forEach(function (k) { KeptWebSocket[k] = NativeWebSocket[k]; });
  window.WebSocket = KeptWebSocket;
  var open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function () {
    var args = Array.prototype.slice.call(arguments);
    if (cut && String(args[1]).indexOf('/socket.io') >= 0) args[1] = '/__offline__/';
    return open.apply(this, args);
  };
  window.__cutLive = function () {
    cut = true;
    sockets.forEach(function (ws) { ws.close(); });
  };
})();`;

const cutLive = ClientFunction(() => (window as unknown as { __cutLive: () => void }).__cutLive());

/** A refused questionnaire of the director's store (10412): a fresh walk-in the admin refuses. */
async function refusedByAdmin(): Promise<{ id: string; lastname: string }> {
  const token = await staffToken('admin');
  const q = await freshWalkIn('Устареваева', token);
  const { entity } = await callOk<{ entity: { revision: number } }>(`/get-questionnaire/${q.id}`, {}, token);
  await callOk(
    `/questionnaire/state/${q.id}`,
    { action: 'reject', causeReject: 'Не вышел на связь', revision: entity.revision },
    token,
  );
  return q;
}

fixture('Устаревший экран: действие по старым данным отклоняется')
  .page(`${BASE_URL}/login`)
  .clientScripts({ content: CUT_LIVE_SCRIPT })
  .beforeEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test("HR's stale 'Восстановить' after the director's newer refusal is refused naming the director", async () => {
  const { id, lastname } = await refusedByAdmin();
  // HR's window (localhost): the refused card with 'Восстановить'.
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(byTestId('qa-view-name').innerText).contains(lastname);
  await t.expect(byTestId('qa-view-state').innerText).eql('Отказ');
  await t.expect(byTestId('qa-restore').hasAttribute('disabled')).notOk();
  const hrWindow = await t.getCurrentWindow();

  // The director's window (127.0.0.1, its own session): both on the card.
  const directorWindow = await t.openWindow(`${BASE_URL}/`);
  await t.resizeWindow(1366, 900);
  await loginAs('director', ALT_URL);
  await openPage(`${ALT_URL}/protected/feedback/${id}`);
  await t.expect(presenceViewer('Кадрова').exists).ok('the director sees HR on the card');

  // HR's live link goes down: HR's screen stops following the card.
  await t.switchToWindow(hrWindow);
  await cutLive();

  // The director restores the candidate and refuses them again, with his own reason.
  await t.switchToWindow(directorWindow);
  await t.click(byTestId('qa-restore'));
  await t.expect(byTestId('qa-view-state').innerText).eql('Новая', { timeout: 5000 });
  await t.click(byTestId('qa-reject'));
  await t.typeText(byTestId('qa-refusal-reason'), 'Отказался от вакансии', { paste: true });
  await t.click(byTestId('qa-refusal-confirm'));
  await t.expect(byTestId('qa-view-state').innerText).eql('Отказ', { timeout: 5000 });

  // HR's screen still shows the admin's refusal; 'Восстановить' there would undo the director's.
  await t.switchToWindow(hrWindow);
  await t.expect(byTestId('qa-reason').innerText).contains('Не вышел на связь');
  await t.click(byTestId('qa-restore'));
  await t.expect(byTestId('qa-conflict').innerText).contains('Петров', { timeout: 5000 });
  await t.expect(byTestId('qa-conflict').innerText).contains('Действие не выполнено');
  await t.expect(byTestId('qa-conflict').innerText).contains('отклонил(а)');
  // The card was fetched again: the director's refusal, still refused.
  await t.expect(byTestId('qa-view-state').innerText).eql('Отказ');
  await t.expect(byTestId('qa-reason').innerText).contains('Отказался от вакансии', { timeout: 5000 });
  await t.takeScreenshot({ path: 'stale-screen/hr-409-1366.png' });
  await t.resizeWindow(390, 844);
  await t.takeScreenshot({ path: 'stale-screen/hr-409-390.png' });
  await t.resizeWindow(1366, 900);
  // 'Обновить' fetches again and closes the notice.
  await t.click(byTestId('qa-conflict-reload'));
  await t.expect(byTestId('qa-conflict').exists).notOk();

  const token = await staffToken('admin');
  const card = await callOk<{ entity: { state: string } }>(`/get-questionnaire/${id}`, {}, token);
  await t.expect(card.entity.state).eql('rejected');
  await t.closeWindow(directorWindow);
});
