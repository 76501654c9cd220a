/**
 * Locales (spec §1, §2, §4): negotiation from the browser, content locale per country and the
 * prefix_except_default path scheme (de has no prefix, fr/it/en are prefixed). A deployment may
 * bind locales to domains (spec §2, locale-domains.ts): a host bound to fr serves fr without a
 * prefix and the others with theirs, and a locale bound to a sibling domain is linked there. The
 * path functions take that as a LocaleRouting; without one, de is the unprefixed locale.
 */

export const LOCALES = ['de', 'fr', 'it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

interface LanguagePreference {
  tag: string;
  q: number;
  position: number;
}

/**
 * Accept-Language header → preferences. Entries with q=0, a malformed q or the wildcard are
 * dropped (the wildcard adds nothing: the default locale is the answer anyway).
 */
function parseAcceptLanguage(header: string): LanguagePreference[] {
  const preferences: LanguagePreference[] = [];
  header.split(',').forEach((part, position) => {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim();
    if (tag === '' || tag === '*') return;
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=');
      if (name.trim().toLowerCase() !== 'q') continue;
      // RFC 9110 qvalue: 0 to 1 with at most three decimals; anything else is malformed
      q = /^\s*(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/.test(value) ? Number(value) : NaN;
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    preferences.push({ tag, q, position });
  });
  return preferences;
}

/**
 * A list (navigator.languages) is already ordered by preference; give it strictly falling
 * weights so that order decides and no two entries tie.
 */
function listPreferences(languages: readonly string[]): LanguagePreference[] {
  return languages
    .map((tag, position) => ({ tag: tag.trim(), q: 1 - position / (languages.length + 1), position }))
    .filter((preference) => preference.tag !== '' && preference.tag !== '*');
}

/**
 * Best supported locale for the visitor's languages, or null when none matches.
 * Ranking: higher weight first; at equal weight an exact match ('fr') beats a match on the
 * language part only ('fr-CH' → fr); then the earlier entry. Browsers give falling weights,
 * so in practice the visitor's order decides and the exact-match rule breaks ties (RFC 9110:
 * equal q values are equally acceptable).
 */
export function matchLocale(acceptLanguages: readonly string[] | string): Locale | null {
  const preferences = typeof acceptLanguages === 'string' ? parseAcceptLanguage(acceptLanguages) : listPreferences(acceptLanguages);

  let best: { locale: Locale; q: number; exact: boolean; position: number } | null = null;
  for (const { tag, q, position } of preferences) {
    const normalised = tag.toLowerCase().replace(/_/g, '-');
    const exact = isLocale(normalised);
    const language = normalised.split('-')[0];
    const locale = exact ? normalised : isLocale(language) ? language : null;
    if (locale === null) continue;
    const better =
      best === null || q > best.q || (q === best.q && exact && !best.exact) || (q === best.q && exact === best.exact && position < best.position);
    if (better) best = { locale, q, exact, position };
  }
  return best?.locale ?? null;
}

/** Spec §4 "Locale when none is stored": best match, default de. */
export function negotiateLocale(acceptLanguages: readonly string[] | string): Locale {
  return matchLocale(acceptLanguages) ?? DEFAULT_LOCALE;
}

/**
 * Spec §4: the language the content (spots, news) of a country is shown in. Multilingual
 * ch and the worldwide variant follow the visitor; everything else is fixed.
 */
const CONTENT_LOCALE_BY_COUNTRY: Readonly<Record<string, Locale>> = {
  de: 'de',
  at: 'de',
  it: 'it',
  us: 'en',
  in: 'en',
  pl: 'en',
};

export function contentLocaleFor(country: string, userLocale: Locale): Locale {
  const code = country.trim().toLowerCase();
  if (code === 'ch' || code === 'world') return userLocale;
  return CONTENT_LOCALE_BY_COUNTRY[code] ?? 'en';
}

/** How this host spells a locale in its addresses. */
export interface LocaleRouting {
  /** The locale this host serves without a prefix (de unless the host is bound to another). */
  defaultLocale: Locale;
  /** Locales bound to another domain of the same site: their origin ('https://fr.bikeable.ch'). */
  domains: Partial<Record<Locale, string>>;
  /** This host is bound to its locale: its addresses say the language, no visit is redirected. */
  bound: boolean;
}

/** prefix_except_default with de unprefixed, on one domain: every host not bound to a locale. */
export const DEFAULT_LOCALE_ROUTING: LocaleRouting = Object.freeze({ defaultLocale: DEFAULT_LOCALE, domains: Object.freeze({}), bound: false });

export interface LocalePath {
  locale: Locale;
  /** The path without the locale prefix; always starts with '/'; query and hash kept. */
  path: string;
  prefixed: boolean;
}

function splitSuffix(pathWithSuffix: string): { pathname: string; suffix: string } {
  const cut = pathWithSuffix.search(/[?#]/);
  return cut === -1 ? { pathname: pathWithSuffix, suffix: '' } : { pathname: pathWithSuffix.slice(0, cut), suffix: pathWithSuffix.slice(cut) };
}

/**
 * prefix_except_default: '/fr/spots/3' → fr, '/spots/3'. Only the codes other than the host's
 * default, in lower case and as a whole first segment, are prefixes. '/de/…' is NOT a prefix form
 * where de is the default (it has none), so it is returned unchanged as a de path and the router
 * answers it like any other path (404 unless such a route exists).
 */
export function splitLocalePath(pathname: string, routing: LocaleRouting = DEFAULT_LOCALE_ROUTING): LocalePath {
  const { pathname: rawPath, suffix } = splitSuffix(pathname);
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(path);
  const code = match?.[1];
  if (code !== undefined && code !== routing.defaultLocale && isLocale(code)) {
    const rest = path.slice(code.length + 1);
    return { locale: code, path: `${rest === '' ? '/' : rest}${suffix}`, prefixed: true };
  }
  return { locale: routing.defaultLocale, path: `${path}${suffix}`, prefixed: false };
}

/**
 * App path → the same path for a locale: '/spots' + fr → '/fr/spots', + de → '/spots'.
 * An existing prefix is replaced; query and hash are kept; '/' + fr → '/fr'. A locale bound to a
 * sibling domain gives that domain's absolute URL ('https://fr.bikeable.ch/spots').
 * Only for app paths: absolute and protocol-relative URLs are returned unchanged.
 */
export function localizePath(path: string, locale: Locale, routing: LocaleRouting = DEFAULT_LOCALE_ROUTING): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const { path: bare } = splitLocalePath(path, routing);
  if (locale === routing.defaultLocale) return bare;
  const domain = routing.domains[locale];
  if (domain) return `${domain}${bare}`;
  const { pathname, suffix } = splitSuffix(bare);
  return `/${locale}${pathname === '/' ? '' : pathname}${suffix}`;
}

/** The absolute address of an app path in a locale on the site at `origin` (links in e-mails, feeds). */
export function localeUrl(origin: string, path: string, locale: Locale, routing: LocaleRouting = DEFAULT_LOCALE_ROUTING): string {
  const localized = localizePath(path, locale, routing);
  return localized.startsWith('/') ? `${origin.replace(/\/+$/, '')}${localized}` : localized;
}

export interface DetectRootLocaleInput {
  /** Value of the saved locale cookie, if any. */
  cookie?: string | null;
  /** navigator.languages or an Accept-Language header. */
  browserLanguages?: readonly string[] | string | null;
  /** Used when neither gives a supported locale; an unsupported fallback means de. */
  fallback?: string | null;
}

/** Spec §2: locale for a visit to the root path: saved cookie, then browser, then fallback. */
export function detectRootLocale({ cookie, browserLanguages, fallback }: DetectRootLocaleInput): Locale {
  const saved = cookie?.trim().toLowerCase();
  if (isLocale(saved)) return saved;
  const fromBrowser = browserLanguages ? matchLocale(browserLanguages) : null;
  if (fromBrowser) return fromBrowser;
  return isLocale(fallback) ? fallback : DEFAULT_LOCALE;
}
