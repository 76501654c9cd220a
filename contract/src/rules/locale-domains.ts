/**
 * Locales bound to domains (spec §2: "routes can be bound to specific domains per locale"). A
 * deployment names hosts and the locale each serves without a prefix, LOCALE_DOMAINS
 * 'bikeable.ch=de,fr.bikeable.ch=fr'. On a bound host that locale is the unprefixed one, the others
 * keep their prefix, and a locale bound to a sibling host (one that resolves to the same platform
 * and country site) is linked on that host. Hosts not named keep de unprefixed, and link to the
 * sibling hosts of the locales that have one.
 */
import { DEFAULT_LOCALE, DEFAULT_LOCALE_ROUTING, isLocale, LOCALES, type Locale, type LocaleRouting } from './locale.ts';
import { platformFromHost } from './platform.ts';

/** Host (lower case, with a port when one was named) → the locale it serves without a prefix. */
export type LocaleDomains = Readonly<Record<string, Locale>>;

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** 'fr.bikeable.ch=fr, it.bikeable.ch=it' → LocaleDomains. Throws an Error naming the bad entry. */
export function parseLocaleDomains(text: string): LocaleDomains {
  const domains: Record<string, Locale> = {};
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [host = '', locale = '', ...rest] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (!entry.includes('=') || rest.length > 0 || !HOST.test(host)) throw new Error(`"${entry}": expected host=locale, e.g. fr.bikeable.ch=fr`);
    if (!isLocale(locale)) throw new Error(`"${entry}": the locale must be one of ${LOCALES.join(', ')}`);
    if (domains[host]) throw new Error(`"${entry}": ${host} is named twice`);
    domains[host] = locale;
  }
  return domains;
}

function sameSite(a: string, b: string): boolean {
  const x = platformFromHost(a);
  const y = platformFromHost(b);
  return x?.platform === y?.platform && x?.country === y?.country;
}

/** The routing of a request to `host` (the Host header: name and port) over `protocol` ('https:'). */
export function localeRoutingFor(host: string, protocol: string, bindings: LocaleDomains): LocaleRouting {
  const here = host.trim().toLowerCase();
  const port = /:\d+$/.exec(here)?.[0] ?? '';
  const name = here.slice(0, here.length - port.length);
  const own = bindings[here] ?? bindings[name];
  const defaultLocale = own ?? DEFAULT_LOCALE;
  const domains: Partial<Record<Locale, string>> = {};
  for (const [other, locale] of Object.entries(bindings)) {
    const otherName = other.replace(/:\d+$/, '');
    if (locale === defaultLocale || otherName === name || domains[locale] || !sameSite(otherName, name)) continue;
    // a host named without a port is reached on this request's port (a development machine)
    domains[locale] = `${protocol}//${other.includes(':') ? other : `${other}${port}`}`;
  }
  if (own === undefined && Object.keys(domains).length === 0) return DEFAULT_LOCALE_ROUTING;
  return { defaultLocale, domains, bound: own !== undefined };
}

/** <meta name="moveable-locale-routing">: the server tells the page how its host spells locales. */
export const LOCALE_ROUTING_META = 'moveable-locale-routing';

export function encodeLocaleRouting(routing: LocaleRouting): string | null {
  return routing === DEFAULT_LOCALE_ROUTING ? null : JSON.stringify(routing);
}

/**
 * The meta tag's content → LocaleRouting; absent or malformed is the default routing. The server
 * writes it from validated configuration (every page carries this: it stays small).
 */
export function decodeLocaleRouting(text: string | null | undefined): LocaleRouting {
  try {
    const value = JSON.parse(text ?? '') as Partial<LocaleRouting> | null;
    return value && isLocale(value.defaultLocale) && typeof value.domains === 'object' && value.domains !== null
      ? { defaultLocale: value.defaultLocale, domains: value.domains, bound: value.bound === true }
      : DEFAULT_LOCALE_ROUTING;
  } catch {
    return DEFAULT_LOCALE_ROUTING;
  }
}
