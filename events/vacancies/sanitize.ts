import sanitizeHtml from 'sanitize-html';
import { cleanWordHtml, isWordHtml } from './word-html';

/**
 * The only HTML the catalogue keeps: basic formatting and http/https/mailto links. Scripts, event
 * handlers, styles, images and javascript: links are dropped. Applied when a text is saved AND when
 * it is shown publicly, so a text stored before a rule tightened is still safe (defence in depth).
 * The console's rich text editor makes p, br, strong, em, ul, ol, li and a[href]: all kept here.
 */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** Links the catalogue keeps (and the editor's link dialog takes): http, https and mailto. */
export function isSafeLink(href: string): boolean {
  return SAFE_LINK.test(href.trim());
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'],
  // target and rel are only ever the ones transformTags sets below.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped <script>/<style>/<textarea> is dropped with them, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    // A link always opens safely in a new tab and never passes the referrer or the window.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const safe: sanitizeHtml.Attributes = {};
      if (attribs.href && SAFE_LINK.test(attribs.href.trim()))
        Object.assign(safe, { href: attribs.href, target: '_blank', rel: 'noopener noreferrer nofollow' });
      return { tagName, attribs: safe };
    },
  },
};

export function sanitizeRichText(html: string): string {
  const source = isWordHtml(html) ? cleanWordHtml(html) : plainLinesToParagraphs(html);
  return sanitizeHtml(source, OPTIONS).trim();
}

/** Markup that already says where lines end; newlines around it are only the source's layout. */
const LINE_MARKUP = /<(p|br|ul|ol|li|div)\b/i;

/**
 * A text typed before the editor (plain text, maybe with a little inline markup) kept its line breaks
 * as newlines, which HTML does not show: each line becomes a paragraph, so the candidate sees them.
 */
export function plainLinesToParagraphs(html: string): string {
  if (LINE_MARKUP.test(html) || !html.includes('\n')) return html;
  return html
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${line}</p>`)
    .join('');
}

/** True when the HTML has no visible text (e.g. '<p><br></p>'), so a required field is still empty. */
export function isBlankHtml(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\u00a0/g, ' ').trim().length === 0;
}
