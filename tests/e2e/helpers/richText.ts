import { ClientFunction, Selector, t } from 'testcafe';
import { byTestId } from './selectors';

/**
 * The console's rich text boxes (TipTap, issue 31): the editable area carries the field's test id;
 * its toolbar and preview take that id as a prefix.
 */

/** A format button ('bold', 'italic', 'bulletList', 'orderedList', 'link') of one editor's toolbar. */
export const formatButton = (editorId: string, name: string) =>
  byTestId(`${editorId}-toolbar`).find(`[data-testid="rte-${name}"]`);

/**
 * Types lines into an editor as a person would: Enter between them (a new paragraph). With
 * `replace`, whatever was there is selected and deleted first.
 */
export async function typeLines(editorId: string, text: string, options: { replace?: boolean } = {}) {
  const editor = byTestId(editorId);
  await t.click(editor);
  if (options.replace) await t.pressKey('ctrl+a delete');
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (i > 0) await t.pressKey('enter');
    if (line) await t.typeText(editor, line, { paste: true });
  }
}

/** A list typed with the toolbar's list button: the items, then Enter twice to leave the list. */
export async function typeList(editorId: string, kind: 'bulletList' | 'orderedList', items: string[]) {
  await t.click(formatButton(editorId, kind));
  for (const [i, item] of items.entries()) {
    if (i > 0) await t.pressKey('enter');
    await t.typeText(byTestId(editorId), item, { paste: true });
  }
}

/**
 * A paste as the browser delivers it from another program's clipboard: a paste event whose
 * clipboardData holds `html` (and its plain text), dispatched at the editor's cursor.
 */
export const pasteHtml = ClientFunction((testId: string, html: string) => {
  const target = document.querySelector(`[data-testid="${testId}"]`) as HTMLElement;
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
});

export const linkDialog = {
  surface: byTestId('rte-link-dialog'),
  input: byTestId('rte-link-input'),
  save: byTestId('rte-link-save'),
  error: byTestId('rte-link-dialog').find('.fui-Field__validationMessage'),
};

/** The visible editor areas' paragraphs, for checks of line breaks. */
export const paragraphsOf = (editorId: string) => Selector(`[data-testid="${editorId}"] > p`);

/** An editor's HTML as the browser shows it (ProseMirror's DOM: <p>, <br>, <strong>, <ul><li><p>…). */
export const editorHtml = ClientFunction(
  (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.innerHTML ?? null,
);

/** Selects the last occurrence of `text` in an editor, as a drag of the mouse over it would. */
export const selectText = ClientFunction((testId: string, text: string) => {
  const root = document.querySelector(`[data-testid="${testId}"]`) as HTMLElement;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let found: { node: Text; at: number } | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = (node.textContent ?? '').lastIndexOf(text);
    if (at >= 0) found = { node: node as Text, at };
  }
  if (!found) throw new Error(`no '${text}' in ${testId}`);
  root.focus();
  document.getSelection()?.setBaseAndExtent(found.node, found.at, found.node, found.at + text.length);
  document.dispatchEvent(new Event('selectionchange'));
});

/**
 * An editor's top-level paragraphs as text, no-break spaces read as spaces (TestCafe types its
 * spaces as no-break spaces, as a browser does at the end of a line).
 */
export const editorLines = ClientFunction((testId: string) => {
  const root = document.querySelector(`[data-testid="${testId}"]`);
  if (!root) return null;
  const lines: string[] = [];
  root
    .querySelectorAll(':scope > p')
    .forEach((p) => lines.push((p.textContent ?? '').replace(/\u00a0/g, ' ')));
  return lines;
});

/** A stored text with its no-break spaces read as spaces. */
export const plainSpaces = (html: string) => html.replace(/\u00a0|&nbsp;/g, ' ');
