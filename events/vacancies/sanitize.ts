import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML the catalogue keeps: basic formatting and http/https/mailto links. Scripts, event
 * handlers, styles, images and javascript: links are dropped. Applied when a text is saved AND when
 * it is shown publicly, so a text stored before a rule tightened is still safe (defence in depth).
 */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

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
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML has no visible text (e.g. '<p><br></p>'), so a required field is still empty. */
export function isBlankHtml(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\u00a0/g, ' ').trim().length === 0;
}
