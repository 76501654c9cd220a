export { sanitizeHtml, createHtmlSanitizer, ALLOWED_TAGS, ALLOWED_ATTRIBUTES } from './sanitize-html';
export { linkify } from './linkify';
export { escapeHtml } from './escape-html';
export { isAllowedUrl, isExternalUrl, compactUrl, USER_LINK_REL, type UrlKind } from './url-policy';
