// DOMPurify is not imported here: sanitizer.ts loads it with the first text that needs it.
export { sanitizeHtml, sanitizeArticleHtml, loadSanitizer, isSanitizerLoaded } from './sanitizer';
export { ALLOWED_TAGS, ALLOWED_ATTRIBUTES, ARTICLE_TAGS, ARTICLE_ATTRIBUTES } from './allow-list';
export { linkify } from './linkify';
export { useLinkified } from './use-linkified';
export { escapeHtml } from './escape-html';
export { isAllowedUrl, isExternalUrl, compactUrl, USER_LINK_REL, type UrlKind } from './url-policy';
