/**
 * HTML from users or the API → HTML that is safe to insert (spec §5). DOMPurify with a tight
 * allow-list, plus our own URL policy and link attributes in a hook. Pages never import this
 * module directly: sanitizer.ts loads it (and DOMPurify) with the first text that needs it.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
// By the package's name, as the map kit does: this module is a chunk of its own, and takes the
// policy from the page's one @moveable/shared instead of a second copy in a common chunk.
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ARTICLE_ATTRIBUTES,
  ARTICLE_TAGS,
  USER_LINK_REL,
  escapeHtml,
  isAllowedUrl,
  isExternalUrl,
} from '@moveable/shared';

export { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, ARTICLE_ATTRIBUTES, ARTICLE_TAGS };

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify tests every non-"URI-safe" attribute against its URI pattern; these are not
  // addresses, and the hook below checks them itself.
  ADD_URI_SAFE_ATTR: ['width', 'height', 'target', 'rel'],
  // First line of defence; the hook applies the exact policy of url-policy.ts.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel|ftp|data):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i,
  RETURN_TRUSTED_TYPE: false,
};

const ARTICLE_CONFIG: Config = {
  ...CONFIG,
  ALLOWED_TAGS: [...ARTICLE_TAGS],
  ALLOWED_ATTR: [...ARTICLE_ATTRIBUTES],
  ADD_URI_SAFE_ATTR: ['width', 'height', 'target', 'rel', 'start', 'align'],
};
const ALIGN = /^(?:left|center|right)$/;
const START = /^\d{1,6}$/;

const DIMENSION = /^\d{1,4}$/;

function enforcePolicy(node: Element): void {
  const tag = node.tagName.toLowerCase();
  for (const attribute of ['href', 'src'] as const) {
    const value = node.getAttribute(attribute);
    if (value === null) continue;
    const kind = tag === 'img' && attribute === 'src' ? 'image' : 'link';
    const fitsTag = (attribute === 'href') === (tag === 'a');
    if (!fitsTag || !isAllowedUrl(value, kind)) node.removeAttribute(attribute);
  }
  for (const attribute of ['width', 'height'] as const) {
    const value = node.getAttribute(attribute);
    if (value !== null && (tag !== 'img' || !DIMENSION.test(value.trim()))) node.removeAttribute(attribute);
  }
  const align = node.getAttribute('align');
  if (align !== null && ((tag !== 'th' && tag !== 'td') || !ALIGN.test(align))) node.removeAttribute('align');
  const start = node.getAttribute('start');
  if (start !== null && (tag !== 'ol' || !START.test(start))) node.removeAttribute('start');
  // target and rel are never taken from the input: set here for links, dropped elsewhere.
  node.removeAttribute('target');
  node.removeAttribute('rel');
  if (tag === 'a') {
    const href = node.getAttribute('href');
    if (href !== null) {
      node.setAttribute('rel', USER_LINK_REL);
      if (isExternalUrl(href)) node.setAttribute('target', '_blank');
    }
  }
}

/** A sanitiser bound to one window; its hooks do not touch the global DOMPurify instance. */
export function createHtmlSanitizer(window: WindowLike, kind: 'user' | 'article' = 'user'): ((html: string) => string) | null {
  const purifier: Purifier = DOMPurify(window);
  if (!purifier.isSupported) return null;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType === 1) enforcePolicy(node as Element);
  });
  const config = kind === 'article' ? ARTICLE_CONFIG : CONFIG;
  return (html) => purifier.sanitize(html, config) as string;
}

const sanitizers: Partial<Record<'user' | 'article', ((html: string) => string) | null>> = {};

function defaultSanitizer(kind: 'user' | 'article' = 'user'): ((html: string) => string) | null {
  if (!(kind in sanitizers)) {
    sanitizers[kind] = typeof window === 'undefined' ? null : createHtmlSanitizer(window, kind);
  }
  return sanitizers[kind] ?? null;
}

/**
 * Untrusted HTML → safe HTML. Without a DOM (a server) nothing can be parsed, so the input is
 * escaped and shows as text: failing closed rather than passing markup through.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (html === null || html === undefined || html === '') return '';
  const sanitize = defaultSanitizer();
  return sanitize ? sanitize(String(html)) : escapeHtml(String(html));
}

/** An article's HTML (news, content pages) → safe HTML: the user allow-list plus headings, rules and tables. */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (html === null || html === undefined || html === '') return '';
  const sanitize = defaultSanitizer('article');
  return sanitize ? sanitize(String(html)) : escapeHtml(String(html));
}
