// Markdown that people with a role write (content pages) → HTML a page may insert as it is.
// marked (CommonMark and GitHub's tables, lists, links) renders it; sanitize-html then keeps only
// an allow-list of elements and attributes. marked passes raw HTML in the Markdown through by
// design, so the sanitiser is what stands between a pasted <script> and the page: it is the
// well-kept library doing that job, not a filter of our own.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What a content page's body may contain: headings from h2 (the page's title is its h1), text,
 * lists, links, quotes, code and tables. No images, no forms, no styles, no event handlers.
 */
const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], ol: ['start'], th: ['align'], td: ['align'] },
  // Links to pages of the site (/fr/imprint), the web and e-mail; never javascript:, data: or //host.
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Headings below the page's h1, so the outline stays right whatever the author typed.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4' },
  // The text of a removed element stays (an <u>word</u> keeps "word"); script and style go whole.
  disallowedTagsMode: 'discard',
};

/** Markdown → sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, ALLOW_LIST).trim();
}
