import { fieldOf } from '#events/core/json';
import type { JobBoardAuthMessage } from '#events/publication/views';

/** Spec part 1, section 9: the sign-in popup is 640x360, centred on the screen. */
export const POPUP_WIDTH = 640;
export const POPUP_HEIGHT = 360;
/** After the popup closed, a message already on its way still gets this long to arrive. */
const CLOSED_GRACE_MS = 500;
const CLOSED_POLL_MS = 400;

export type SignInOutcome = { ok: true } | { ok: false; status: number; message: string };

/** Opens the job board's sign-in page in a centred popup; null when the browser blocked it. */
export function openSignInPopup(url: string): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
  return window.open(url, 'jobboard-signin', features);
}

function isAuthMessage(data: unknown, service: string): data is JobBoardAuthMessage {
  return typeof fieldOf(data, 'code') === 'number' && fieldOf(data, 'service') === service;
}

/**
 * Waits for the callback page's message ({code: 200, service} on success) from this origin: by
 * postMessage from the popup, or over a BroadcastChannel when a board's page cut the popup off its
 * opener. Closing the popup without a message is a cancelled sign-in.
 */
export function waitForSignIn(popup: Window, service: string): Promise<SignInOutcome> {
  return new Promise((resolve) => {
    let finished = false;
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('jobboard-auth') : null;
    const finish = (outcome: SignInOutcome) => {
      if (finished) return;
      finished = true;
      window.removeEventListener('message', onMessage);
      channel?.close();
      clearInterval(poll);
      clearTimeout(closedTimer);
      // The popup's page closes itself; a page the board cut off its opener cannot, so close it here.
      try {
        if (!popup.closed) popup.close();
      } catch {
        /* a window of another origin: it closes itself */
      }
      resolve(outcome);
    };
    const accept = (data: unknown) => {
      if (!isAuthMessage(data, service)) return;
      if (data.code === 200) finish({ ok: true });
      else finish({ ok: false, status: data.code, message: data.message ?? 'Вход не выполнен' });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) accept(event.data);
    };
    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => accept(event.data);
    const poll = setInterval(() => {
      let closed: boolean;
      try {
        closed = popup.closed;
      } catch {
        closed = false;
      }
      if (closed && closedTimer === undefined) {
        closedTimer = setTimeout(
          () => finish({ ok: false, status: 401, message: 'Окно входа закрыто, вход не выполнен' }),
          CLOSED_GRACE_MS,
        );
      }
    }, CLOSED_POLL_MS);
  });
}
