// Markdown written by editors and admins (news bodies, content pages) → HTML a page may insert as it is. `marked` renders
// (CommonMark + GitHub tables and strikethrough), then `sanitize-html` keeps only the allow-list
// below and drops everything else, whatever the Markdown or raw HTML in it says: no scripts,
// styles, frames, forms, event handlers or `style` attributes; links only to http(s), mailto and
// paths of the site; images only our own photos (/api/photos/<id>), which the pages' CSP allows
// anyway (img-src 'self'), so a body cannot make a reader's browser call a third party.
//
// sanitize-html is pinned to 2.17.5, the last release that supports Node 20 (2.17.6 moved to the
// ESM-only htmlparser2 12 and requires Node 22.12). The advisories fixed after it (GHSA-jxwj-j7wr-
// gfrw and the svg/math raw-text one) need `textarea`, `xmp`, `svg` or `math` in the allow-list;
// this one has none of them, and the tests feed both payloads through it. Move to the newest
// release together with Node 22.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Our photos, as an upload's URL or srcset names them. */
const OWN_PHOTO = /^\/api\/photos\/[1-9]\d{0,14}(\?size=(small|medium|large))?$/;
const ALIGN = ['left', 'center', 'right'];

/** What a rendered body may contain (api/README.md, "News": the allow-list). */
export const MARKDOWN_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: [{ name: 'align', multiple: false, values: ALIGN }],
    td: [{ name: 'align', multiple: false, values: ALIGN }],
  },
  // marked marks fenced code with its language; nothing else keeps a class.
  allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Deeply nested input costs the parser and the reader's browser; nobody writes 20 levels.
  nestingLimit: 20,
  // The page's title is the h1; headings of a body start at h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      // External links get no window.opener and no referrer; rel from the input is replaced.
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : omit(attribs, 'rel'),
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_PHOTO.test(frame.attribs.src ?? ''),
};

function omit(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

// An instance of our own: nothing else in the process can change its options.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown → sanitised HTML (an empty string for empty input). */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, MARKDOWN_ALLOW_LIST).trim();
}

/** Any HTML through the same allow-list (for tests and callers that hold HTML already). */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, MARKDOWN_ALLOW_LIST);
}
