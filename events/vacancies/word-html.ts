/**
 * HTML pasted from Microsoft Word (or saved by it) before it meets the sanitiser: Word's clipboard
 * carries conditional comments, VML, <o:p> paragraphs holding a lone &nbsp;, mso- styles and lists
 * written as paragraphs with a fake bullet ('·', 'o', '1.') in front. This module only rewrites the
 * markup into plain paragraphs and lists; the sanitiser runs after it and keeps the last word on
 * what is safe. Plain string work, so it runs the same in the browser (paste) and on the server.
 */

/** Markers that only Word (and Outlook) put into HTML. */
const WORD_MARKERS = /class="?Mso|mso-|<o:p|urn:schemas-microsoft-com|<!--\[if /i;

export function isWordHtml(html: string): boolean {
  return WORD_MARKERS.test(html);
}

/** A paragraph of a Word list (its attributes, its body), in the order they come. */
const LIST_PARAGRAPH = /<p\b([^>]*(?:class="?MsoListParagraph|mso-list:)[^>]*)>([\s\S]*?)<\/p>/gi;
/** The fake bullet: downlevel-revealed for browsers that do not support lists. */
const FAKE_BULLET = /<!\[if !supportLists\]>([\s\S]*?)<!\[endif\]>/gi;
const ORDERED_MARK = /^\s*(?:\d+|[a-zа-я]|[ivxlc]+)[.)]/i;
/** Word writes an item's depth into its style: 'mso-list:l0 level2 lfo1'. */
const LEVEL = /mso-list:[^;"']*?\blevel(\d+)/i;

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
}

/**
 * Word's list paragraphs become <ul>/<ol> items: a run of adjacent ones is one list, and an item
 * one level deeper than the last opens a list inside that last item (a jump of several levels
 * opens one, as a reader would see it).
 */
function listsOf(html: string): string {
  let out = '';
  let last = 0;
  /** The open lists, outermost first; each has its last item still open. */
  const open: ('ul' | 'ol')[] = [];
  const closeTo = (depth: number) => {
    while (open.length > depth) out += `</li></${open.pop()}>`;
  };
  for (const match of html.matchAll(LIST_PARAGRAPH)) {
    const between = html.slice(last, match.index);
    if (between.trim() !== '') closeTo(0);
    out += between;
    const body = match[2] ?? '';
    const bullet = [...body.matchAll(FAKE_BULLET)].map((m) => textOf(m[1] ?? '')).join('');
    const kind = ORDERED_MARK.test(bullet) ? 'ol' : 'ul';
    const level = Math.min(Math.max(Number(LEVEL.exec(match[1] ?? '')?.[1] ?? 1), 1), open.length + 1);
    closeTo(level);
    if (open.length === level && open[level - 1] !== kind) closeTo(level - 1);
    if (open.length === level) out += '</li>';
    else {
      out += `<${kind}>`;
      open.push(kind);
    }
    out += `<li>${body.replace(FAKE_BULLET, '')}`;
    last = match.index + match[0].length;
  }
  closeTo(0);
  return out + html.slice(last);
}

export function cleanWordHtml(html: string): string {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const withoutNoise = body
    // Conditional comments (<!--[if gte vml 1]>…<![endif]-->) hold VML and Office XML: all dropped.
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // The StartFragment/EndFragment markers and any <style> Word puts in the body.
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    // <o:p> only ever holds the &nbsp; that keeps an empty Word paragraph open.
    .replace(/<o:p>[\s\S]*?<\/o:p>/gi, '')
    .replace(/<\/?[a-z]+:[a-z]+\b[^>]*>/gi, '');
  return (
    listsOf(withoutNoise)
      // Other downlevel-revealed markers (<![if !vml]>) keep their content.
      .replace(/<!\[(?:if [^\]]*|endif)\]>/gi, '')
      // Paragraphs that were only Word's spacing.
      .replace(/<p\b[^>]*>(?:\s|&nbsp;|\u00a0)*<\/p>/gi, '')
      // Word wraps its source at about 80 characters: those newlines are spaces, not line breaks.
      .replace(/\s*\r?\n\s*/g, ' ')
      .replace(/\s*(<\/?(?:p|ul|ol|li|br)\b[^>]*>)\s*/gi, '$1')
      .trim()
  );
}
