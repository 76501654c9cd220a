// The addresses a page's <head> names: its canonical URL and the same page in every language
// (hreflang alternates, x-default being the German address, spec §2's prefix_except_default; a
// locale bound to a sibling domain is named on that domain). One address per page: query parameters are left out (filters, sign-in
// modes, tracking), except the ones that choose the platform or country (spec §3/§4), which make
// it another site's page.
import { DEFAULT_LOCALE, DEFAULT_LOCALE_ROUTING, LOCALES, localeUrl, type Locale, type LocaleRouting } from '../../rules/locale.ts';

/** Query parameters that are part of a page's address: they select another platform or country. */
export const ADDRESS_QUERY_PARAMS = ['platform', 'country', 'multinational'] as const;

export interface PageLinksInput {
  /** Scheme, host and port: 'https://bikeable.ch'. */
  origin: string;
  /** The path without locale prefix ('/spots/1'). */
  path: string;
  locale: Locale;
  query: URLSearchParams;
  /** How this host spells locales; de unprefixed on one domain when left out. */
  routing?: LocaleRouting;
}

export interface PageLinks {
  canonical: string;
  /** de, fr, it, en and x-default, in that order. */
  alternates: { hreflang: Locale | 'x-default'; href: string }[];
}

function addressQuery(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ADDRESS_QUERY_PARAMS) {
    const value = query.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export function pageLinks({ origin, path, locale, query, routing = DEFAULT_LOCALE_ROUTING }: PageLinksInput): PageLinks {
  const suffix = addressQuery(query);
  const href = (l: Locale) => `${localeUrl(origin, path, l, routing)}${suffix}`;
  return {
    canonical: href(locale),
    alternates: [...LOCALES.map((l) => ({ hreflang: l, href: href(l) })), { hreflang: 'x-default' as const, href: href(DEFAULT_LOCALE) }],
  };
}
