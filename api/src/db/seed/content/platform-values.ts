// The values of the placeholders in the content pages (content/<page>/<locale>.md). One text per
// page and language serves all three platforms and every country site; what differs between
// them is only what is here.
import { WORLD, contactEmail, type Locale, type Platform } from '@moveable/contract';

/** Every placeholder a content page may use, as `{{name}}`. Any other name is an error. */
export const PLACEHOLDERS = ['platformName', 'platformPurpose', 'platformAudience', 'contactEmail', 'siteUrl', 'lastUpdated'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Readonly<Record<Placeholder, string>>;

/**
 * What the platform is for, written to follow "für" / "pour" / "per" / "for" (so with the
 * article the language needs there, and nowhere else: French and Italian texts never put it
 * after "de"/"à" or "di"/"a", which would contract).
 */
export const PLATFORM_PURPOSE: Readonly<Record<Platform, Readonly<Record<Locale, string>>>> = {
  bikeable: { de: 'den Veloverkehr', fr: 'le vélo', it: 'la bicicletta', en: 'cycling' },
  walkable: { de: 'den Fussverkehr', fr: 'la marche', it: 'la mobilità pedonale', en: 'walking' },
  accessable: { de: 'hindernisfreie Mobilität', fr: 'l’accessibilité', it: 'l’accessibilità', en: 'accessibility' },
};

/**
 * Who the platform is for: a plural noun phrase that can be a subject or follow "für" / "pour" /
 * "per" / "for" (same rule as above).
 */
export const PLATFORM_AUDIENCE: Readonly<Record<Platform, Readonly<Record<Locale, string>>>> = {
  bikeable: { de: 'Velofahrende', fr: 'les cyclistes', it: 'le persone che vanno in bicicletta', en: 'people who cycle' },
  walkable: { de: 'Fussgängerinnen und Fussgänger', fr: 'les piétonnes et piétons', it: 'le persone che vanno a piedi', en: 'people who walk' },
  accessable: {
    de: 'Menschen mit eingeschränkter Mobilität',
    fr: 'les personnes à mobilité réduite',
    it: 'le persone con mobilità ridotta',
    en: 'people with reduced mobility',
  },
};

/** The date the texts were last revised (shown as "last updated"); change it with the texts. */
export const CONTENT_LAST_UPDATED = '2026-11-26';

/**
 * The public address of each country site, on the hosts the contract's platform rule resolves
 * (spec §4): `<platform>.<cc>` where the country has a domain of its own (Kenya and Australia
 * register under co.ke and com.au), `bikeablecity.org` for the US, `<platform>-world.org` for the
 * worldwide variant. walkable and accessable have no country domains but .ch (spec §4: their
 * host is always Swiss), so their other countries are served by the worldwide site.
 */
const SITE_HOSTS: Readonly<Record<Platform, Readonly<Record<string, string>>>> = {
  bikeable: {
    ch: 'bikeable.ch',
    de: 'bikeable.de',
    at: 'bikeable.at',
    it: 'bikeable.it',
    fr: 'bikeable.fr',
    pl: 'bikeable.pl',
    us: 'bikeablecity.org',
    ke: 'bikeable.co.ke',
    au: 'bikeable.com.au',
    se: 'bikeable.se',
    [WORLD]: 'bikeable-world.org',
  },
  walkable: { ch: 'walkable.ch', [WORLD]: 'walkable-world.org' },
  accessable: { ch: 'accessable.ch', [WORLD]: 'accessable-world.org' },
};

/** `https://<host>` of a site; country null or 'world' is the worldwide variant. */
export function siteUrl(platform: Platform, country: string | null): string {
  const hosts = SITE_HOSTS[platform];
  const code = (country ?? WORLD).toLowerCase();
  const host = (Object.hasOwn(hosts, code) ? hosts[code] : undefined) ?? hosts[WORLD];
  return `https://${host}`;
}

/** CONTENT_LAST_UPDATED as a Swiss reader writes a date: "26. November 2026", "26 novembre 2026". */
export function formatContentDate(locale: Locale, isoDate: string = CONTENT_LAST_UPDATED): string {
  return new Intl.DateTimeFormat(`${locale}-CH`, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

export interface ValuesFor {
  platform: Platform;
  /** Two-letter country code or 'world'; null is the worldwide variant. */
  country: string | null;
  locale: Locale;
  /** Replace a value, e.g. `siteUrl` with the deployment's PUBLIC_URL outside production. */
  overrides?: Partial<PlaceholderValues>;
}

export function placeholderValues({ platform, country, locale, overrides = {} }: ValuesFor): PlaceholderValues {
  return {
    platformName: platform,
    platformPurpose: PLATFORM_PURPOSE[platform][locale],
    platformAudience: PLATFORM_AUDIENCE[platform][locale],
    contactEmail: contactEmail(platform, country),
    siteUrl: siteUrl(platform, country),
    lastUpdated: formatContentDate(locale),
    ...overrides,
  };
}
