/**
 * Locales (spec §1, §2, §4): negotiation from the browser, content locale per country and the
 * prefix_except_default path scheme (de has no prefix, fr/it/en are prefixed).
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
 * prefix_except_default: '/fr/spots/3' → fr, '/spots/3'. Only the non-default codes, in lower
 * case and as a whole first segment, are prefixes. '/de/…' is NOT a prefix form (the default
 * locale has none), so it is returned unchanged as a de path and the router answers it like any
 * other path (404 unless such a route exists).
 */
export function splitLocalePath(pathname: string): LocalePath {
  const { pathname: rawPath, suffix } = splitSuffix(pathname);
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(path);
  const code = match?.[1];
  if (code !== undefined && code !== DEFAULT_LOCALE && isLocale(code)) {
    const rest = path.slice(code.length + 1);
    return { locale: code, path: `${rest === '' ? '/' : rest}${suffix}`, prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path: `${path}${suffix}`, prefixed: false };
}

/**
 * App path → the same path for a locale: '/spots' + fr → '/fr/spots', + de → '/spots'.
 * An existing prefix is replaced; query and hash are kept; '/' + fr → '/fr'.
 * Only for app paths: absolute and protocol-relative URLs are returned unchanged.
 */
export function localizePath(path: string, locale: Locale): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const { path: bare } = splitLocalePath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  const { pathname, suffix } = splitSuffix(bare);
  return `/${locale}${pathname === '/' ? '' : pathname}${suffix}`;
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
