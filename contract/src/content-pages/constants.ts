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

/**
 * Which content page each route shows (route names from the page route table, spec §2): the
 * browser's mf-news renders it and the server renders its head. Two routes never show one page:
 * each has its own text.
 */
export const CONTENT_PAGE_ROUTES: Readonly<Record<string, ContentPageName>> = {
  about: 'about',
  guidelines: 'guidelines',
  imprint: 'imprint',
  'imprint-privacy': 'privacy',
  'imprint-terms': 'terms',
  'imprint-privacykeycloak': 'privacykeycloak',
  'imprint-termskeycloak': 'termskeycloak',
  'app-about': 'app-about',
  'app-privacy': 'app-privacy',
  'app-terms': 'app-terms',
};

/** The content page a route shows, or null for any other route. */
export function contentPageOfRoute(routeName: string | null | undefined): ContentPageName | null {
  return routeName != null && Object.hasOwn(CONTENT_PAGE_ROUTES, routeName) ? CONTENT_PAGE_ROUTES[routeName]! : null;
}

/** Lengths a page's fields may have (the database checks the same). */
export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_DESCRIPTION_MAX_LENGTH = 300;
export const CONTENT_BODY_MAX_LENGTH = 100_000;
