/**
 * The page's HTML sanitiser, loaded with the first text that needs it: DOMPurify (11 KB
 * compressed) is on no page that shows no user text, and never on a partner's page with a list
 * of spots. Until it has loaded, `sanitizeHtml` escapes (the input shows as text: fail closed)
 * and `linkify` gives the text without links – the same words in the same place, so nothing
 * moves when the links arrive (useLinkified re-renders with them).
 */
import { escapeHtml } from './escape-html';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
let sanitizeArticle: Sanitize | null = null;
let pending: Promise<void> | null = null;

/** Loads DOMPurify and our policy (once); resolves when `sanitizeHtml` sanitises. */
export function loadSanitizer(): Promise<void> {
  pending ??= import('./sanitize-html').then(
    (module) => {
      sanitize = module.sanitizeHtml;
      sanitizeArticle = module.sanitizeArticleHtml;
    },
    (error: unknown) => {
      pending = null; // a failed chunk may load on the next try
      throw error;
    },
  );
  return pending;
}

export function isSanitizerLoaded(): boolean {
  return sanitize !== null;
}

/** Untrusted HTML → safe HTML; escaped (shown as text) while the sanitiser is not loaded. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (html === null || html === undefined || html === '') return '';
  return sanitize ? sanitize(String(html)) : escapeHtml(String(html));
}

/** An article's HTML (news, content pages; headings and tables allowed) → safe HTML; escaped until loaded. */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (html === null || html === undefined || html === '') return '';
  return sanitizeArticle ? sanitizeArticle(String(html)) : escapeHtml(String(html));
}
