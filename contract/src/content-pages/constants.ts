// The content pages (about, guidelines, imprint, privacy, terms, the sign-in service's and the
// app's variants): the names the API stores them under and the browser asks for.

export const CONTENT_PAGES = [
  'about',
  'guidelines',
  'imprint',
  'privacy',
  'terms',
  'privacykeycloak',
  'termskeycloak',
  'app-about',
  'app-privacy',
  'app-terms',
] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];

export function isContentPage(value: unknown): value is ContentPageName {
  return typeof value === 'string' && (CONTENT_PAGES as readonly string[]).includes(value);
}

/** Lengths a page's fields may have (the database checks the same). */
export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_DESCRIPTION_MAX_LENGTH = 300;
export const CONTENT_BODY_MAX_LENGTH = 100_000;
