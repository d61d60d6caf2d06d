/** How long a copy button says 'Скопировано' before it reads as before. */
export const COPIED_FEEDBACK_MS = 2000;
export const COPIED_TEXT = 'Скопировано';
export const COPY_FAILED_TEXT = 'Не удалось скопировать';

/** The old way, for an insecure origin or a browser that refused the Clipboard API. */
function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error(COPY_FAILED_TEXT);
  } finally {
    area.remove();
  }
}

/** A browser that asks for permission may never answer: the old way is tried after this long. */
const CLIPBOARD_WAIT_MS = 800;

/** The Clipboard API's call, failed when it has not answered in time. */
function inTime(call: Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(COPY_FAILED_TEXT)), CLIPBOARD_WAIT_MS);
    call.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(COPY_FAILED_TEXT));
      },
    );
  });
}

/**
 * Copies a text: the Clipboard API where there is one and it agrees, the old way otherwise.
 * `pending` (a text asked for on click) keeps the click's permission in Safari through a
 * ClipboardItem. Rejects when neither way copied, so the caller can say so.
 */
export async function copyText(text: string | Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof text !== 'string' && typeof ClipboardItem !== 'undefined' && clipboard?.write) {
    try {
      const written = clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
      ]);
      written.catch(() => undefined); // read below, once the text is there
      await text;
      await inTime(written);
      return;
    } catch {
      // Refused (no focus, no permission): the old way below, unless the text itself failed.
    }
  }
  const value = await text;
  if (clipboard?.writeText) {
    try {
      await inTime(clipboard.writeText(value));
      return;
    } catch {
      // The old way below.
    }
  }
  copyWithSelection(value);
}
