import { logoutMessage, PUBLICATION_TEXTS, type JobBoardAuthMessage } from '#events/publication/views';
import { newState } from '../../adapters/jobboards/accounts';
import {
  JOB_BOARD_TITLES,
  JobBoardAuthRequired,
  type JobBoardAccess,
  type JobBoardService,
} from '../../adapters/jobboards/port';
import { AppError } from '../../core/errors';
import type { Services } from '../../core/services';
import { describeForLog } from '../../core/log-safe';
import { log } from '../../core/logger';

/**
 * Staff users' sign-ins to the job boards (OAuth authorization code, spec part 1, sections 4, 7):
 * a call without a usable sign-in throws JobBoardAuthRequired; the console opens its URL in a
 * popup; the board sends the popup to our callback with a code and the state; the callback stores
 * the tokens for the user the state was issued to and tells the console window to repeat the action.
 */

export const CALLBACK_PATH = (service: JobBoardService) => `/api/v1/jobboards/${service}/callback`;

/** The sandboxes take a relative callback (same server); a real board needs the public address. */
export function callbackUri(s: Services, service: JobBoardService): string {
  const board = s.jobBoards[service];
  return board.kind === 'sandbox' ? CALLBACK_PATH(service) : `${s.config.publicUrl}${CALLBACK_PATH(service)}`;
}

/** The signed-in state of one call: stored tokens, a fresh state, refreshed tokens persisted. */
export function accessFor(s: Services, userId: string, service: JobBoardService): JobBoardAccess {
  return {
    tokens: s.boardAccounts.tokens(userId, service),
    state: newState(),
    redirectUri: callbackUri(s, service),
    onTokens: (tokens) => s.boardAccounts.saveTokens(userId, service, tokens),
  };
}

/** The cookie that binds a pending sign-in to the browser that started it (read by the callback only). */
export const SIGNIN_COOKIE = 'jobboard_signin';
export const SIGNIN_COOKIE_PATH = '/api/v1';

/**
 * The board wants a sign-in: remember the state for the callback (bound to this browser by
 * `browserKey`, which the route puts in a cookie) and forget tokens that no longer work. Answers
 * the popup URL.
 */
export function pendingSignIn(
  s: Services,
  userId: string,
  access: JobBoardAccess,
  err: JobBoardAuthRequired,
  browserKey: string,
): string {
  s.boardAccounts.remove(userId, err.service);
  s.boardAccounts.savePendingState(access.state, userId, err.service, browserKey);
  return err.authorizationUrl;
}

export interface CallbackParams {
  code?: string;
  state?: string;
  error?: string;
  /** The sign-in cookie of the browser the popup runs in. */
  browserKey?: string;
}

/** GET /jobboards/{service}/callback: exchanges the code and stores the tokens of the state's user. */
export async function completeSignIn(
  s: Services,
  service: JobBoardService,
  params: CallbackParams,
): Promise<JobBoardAuthMessage> {
  const title = JOB_BOARD_TITLES[service];
  const answer = (code: number, message?: string): JobBoardAuthMessage => ({
    source: 'jobboard-auth',
    code,
    service,
    ...(message ? { message } : {}),
  });
  const pending = params.state ? s.boardAccounts.takePendingState(params.state, params.browserKey) : null;
  if (!pending || pending.service !== service)
    return answer(400, `Вход в ${title} устарел или уже выполнен. Повторите публикацию.`);
  if (params.error) return answer(403, `Доступ к аккаунту ${title} не предоставлен`);
  if (!params.code) return answer(400, `${title} не передал код авторизации`);
  try {
    const tokens = await s.jobBoards[service].exchangeCode(params.code, callbackUri(s, service));
    s.boardAccounts.saveTokens(pending.userId, service, tokens);
    return answer(200);
  } catch (err) {
    if (err instanceof AppError) return answer(err.status, err.message);
    throw err;
  }
}

/** POST /reset/{service}: forgets the user's sign-in (the next publish asks to sign in again). */
export function resetAccount(s: Services, userId: string, service: JobBoardService): { message: string } {
  try {
    s.boardAccounts.remove(userId, service);
  } catch (err) {
    log.error(`reset ${service} failed: ${describeForLog(err)}`);
    throw new AppError(500, PUBLICATION_TEXTS.logoutFailed);
  }
  return { message: logoutMessage(JOB_BOARD_TITLES[service]) };
}

/**
 * The page the popup ends on: tells the console window (same origin only) and closes itself. A
 * BroadcastChannel carries the same message when a board's page cut the popup off its opener.
 */
export function callbackPage(message: JobBoardAuthMessage, nonce: string): string {
  const json = JSON.stringify(message).replace(/</g, '\\u003c');
  const text =
    message.code === 200
      ? 'Вход выполнен. Окно закроется автоматически.'
      : (message.message ?? PUBLICATION_TEXTS.logoutFailed);
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><title>${message.code === 200 ? PUBLICATION_TEXTS.success : PUBLICATION_TEXTS.error}</title></head>
<body style="font-family:system-ui,sans-serif;padding:16px">
<p id="text">${escapeHtml(text)}</p>
<script nonce="${nonce}">
(function () {
  var message = ${json};
  try { if (window.opener) window.opener.postMessage(message, location.origin); } catch (e) {}
  try { var channel = new BroadcastChannel('jobboard-auth'); channel.postMessage(message); channel.close(); } catch (e) {}
  // Closed after a refusal as after a success (the console shows the outcome); the console closes
  // it too, for a page the board cut off its opener.
  setTimeout(function () { window.close(); }, 300);
})();
</script>
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
