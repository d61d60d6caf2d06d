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

/**
 * Copies a text: the Clipboard API where there is one and it agrees, the old way otherwise.
 * `pending` (a text asked for on click) keeps the click's permission in Safari through a
 * ClipboardItem. Rejects when neither way copied, so the caller can say so.
 */
export async function copyText(text: string | Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof text !== 'string' && typeof ClipboardItem !== 'undefined' && clipboard?.write) {
    try {
      await clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
      ]);
      return;
    } catch {
      // Refused (no focus, no permission): the old way below, unless the text itself failed.
    }
  }
  const value = await text;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(value);
      return;
    } catch {
      // The old way below.
    }
  }
  copyWithSelection(value);
}
