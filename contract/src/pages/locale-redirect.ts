// Spec §2/§4: the page's language. A visit to the root path goes to the detected locale (saved
// cookie, then the browser's languages, then the fallback). Once the person has chosen a language
// (the locale cookie), an unprefixed deep link – German under prefix_except_default – goes to
// the same path under the chosen prefix, query and hash kept: `/spots` with French chosen is
// `/fr/spots`. Prefixed paths say their locale themselves, and so do pages whose language the
// linking site decides (a partner's embed, the app's pages, the end of a sign-in popup).
import { DEFAULT_LOCALE, detectRootLocale, localizePath, splitLocalePath, type Locale } from '../rules/locale.ts';
import { readPreferences } from '../rules/preferences.ts';
import type { LayoutName } from './route-table.ts';

/** Layouts of pages that keep the language of their address whatever the person chose. */
const LANGUAGE_FROM_THE_LINK: ReadonlySet<LayoutName> = new Set<LayoutName>(['embed', 'none', 'no-header-footer']);

export function keepsLinkLanguage(layout: LayoutName | undefined): boolean {
  return layout !== undefined && LANGUAGE_FROM_THE_LINK.has(layout);
}

export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * `languages`: navigator.languages in the browser, the Accept-Language header on the server (its
 * q-values count); only the root path reads them.
 */
export function localeRedirectTarget(
  { pathname, search, hash }: PageAddress,
  cookie: string,
  languages: readonly string[] | string,
  { keepLanguage = false }: { keepLanguage?: boolean } = {},
): string | null {
  // '//evil.example/x' is a path to us but a protocol-relative URL as a redirect target: never
  // redirect such a path (browsers also read a backslash as a slash there).
  if (/^[/\\]{2}/.test(pathname)) return null;
  if (splitLocalePath(pathname).prefixed) return null;
  if (pathname === '/') {
    const locale: Locale = detectRootLocale({ cookie: readPreferences(cookie).locale, browserLanguages: languages, fallback: 'de' });
    return locale === DEFAULT_LOCALE ? null : localizePath(`/${search}${hash}`, locale);
  }
  const chosen = readPreferences(cookie).locale;
  if (keepLanguage || chosen === null || chosen === DEFAULT_LOCALE) return null;
  return localizePath(`${pathname}${search}${hash}`, chosen);
}

/**
 * The language to write into the locale cookie when this page is opened (spec §4, §9), or null.
 * A prefixed page states its language (a shared link, the language switch, Back to a page seen
 * in another language), and so does an unprefixed (German) page once another language had been
 * chosen: opening it is switching back. A visit with no choice stored and no prefix chooses
 * nothing (the browser's languages stay in charge of the root path). Not on pages whose language
 * the linking site decides, nor on a 404 (`known` false). The server applies this to the page it
 * sends (after its redirect: api/src/site/page-answer.ts), the shell to every route change.
 */
export function localeToRemember({
  pathname,
  cookie,
  keepLanguage = false,
  known = true,
}: {
  pathname: string;
  cookie: string;
  keepLanguage?: boolean;
  known?: boolean;
}): Locale | null {
  if (keepLanguage || !known || /^[/\\]{2}/.test(pathname)) return null;
  const { locale, prefixed } = splitLocalePath(pathname);
  const chosen = readPreferences(cookie).locale;
  if (chosen === locale || (!prefixed && chosen === null)) return null;
  return locale;
}
