// Spec §2/§4: the page's language. A visit to the root path goes to the detected locale (saved
// cookie, then the browser's languages, then the fallback). Once the person has chosen a language
// (the locale cookie), an unprefixed deep link – German under prefix_except_default – goes to
// the same path under the chosen prefix, query and hash kept: `/spots` with French chosen is
// `/fr/spots`. Prefixed paths say their locale themselves, and so do pages whose language the
// linking site decides (a partner's embed, the app's pages, the end of a sign-in popup). A host
// bound to a locale (spec §2, rules/locale-domains.ts) says the language itself: nothing there is
// redirected; elsewhere the host's unprefixed locale takes de's place in these rules, and a
// target may be a sibling domain's absolute address.
import { DEFAULT_LOCALE_ROUTING, detectRootLocale, localizePath, splitLocalePath, type Locale, type LocaleRouting } from '../rules/locale.ts';
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
  { keepLanguage = false, routing = DEFAULT_LOCALE_ROUTING }: { keepLanguage?: boolean; routing?: LocaleRouting } = {},
): string | null {
  // '//evil.example/x' is a path to us but a protocol-relative URL as a redirect target: never
  // redirect such a path (browsers also read a backslash as a slash there).
  if (/^[/\\]{2}/.test(pathname)) return null;
  const { locale: stated, path, prefixed } = splitLocalePath(pathname, routing);
  // '/fr/spots' where fr has a domain of its own goes there: one address per page and language.
  const domain = prefixed ? routing.domains[stated] : undefined;
  if (domain) return `${domain}${path}${search}${hash}`;
  if (routing.bound || prefixed) return null;
  if (pathname === '/') {
    const locale: Locale = detectRootLocale({ cookie: readPreferences(cookie).locale, browserLanguages: languages, fallback: routing.defaultLocale });
    return locale === routing.defaultLocale ? null : localizePath(`/${search}${hash}`, locale, routing);
  }
  const chosen = readPreferences(cookie).locale;
  if (keepLanguage || chosen === null || chosen === routing.defaultLocale) return null;
  return localizePath(`${pathname}${search}${hash}`, chosen, routing);
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
  routing = DEFAULT_LOCALE_ROUTING,
}: {
  pathname: string;
  cookie: string;
  keepLanguage?: boolean;
  known?: boolean;
  routing?: LocaleRouting;
}): Locale | null {
  if (keepLanguage || !known || /^[/\\]{2}/.test(pathname)) return null;
  const { locale, prefixed } = splitLocalePath(pathname, routing);
  const chosen = readPreferences(cookie).locale;
  if (chosen === locale || (!prefixed && chosen === null)) return null;
  return locale;
}
