/**
 * Platform resolution (spec §4): which of the three platforms, which country site and whether
 * the worldwide ("multinational") variant is shown, derived from the host name and then
 * overridden by the query parameters `platform`, `country` and `multinational`.
 */

export const PLATFORMS = ['bikeable', 'walkable', 'accessable'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Country code of the worldwide variant. */
export const WORLD = 'world';

/** The platform every fallback lands on (spec §4: "else bikeable"). */
export const DEFAULT_PLATFORM: Platform = 'bikeable';

/** Every platform runs in ch, so ch is the safe fallback country (spec §4: "else ch"). */
export const DEFAULT_COUNTRY = 'ch';

/** Countries each platform runs in (spec §1). The worldwide variant is not listed here. */
export const PLATFORM_COUNTRIES: Readonly<Record<Platform, readonly string[]>> = {
  bikeable: ['ch', 'de', 'at', 'it', 'fr', 'pl', 'us', 'ke', 'au', 'se'],
  walkable: ['ch', 'it', 'in'],
  accessable: ['ch'],
};

export interface PlatformContext {
  platform: Platform;
  /** Lower-case ISO 3166 alpha-2 code of the country site, or 'world' on the worldwide variant. */
  country: string;
  /** True exactly when country is 'world'. */
  multinational: boolean;
}

/** Raw override values as they arrive from the query string or the debug selections (§3). */
export interface PlatformOverrides {
  platform?: string | null;
  country?: string | null;
  multinational?: string | boolean | null;
}

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

/** True when the platform runs a site for that country ('world' is not a country here). */
export function isPlatformCountry(platform: Platform, country: string): boolean {
  return PLATFORM_COUNTRIES[platform].includes(country);
}

/**
 * Host name → lower-case labels. Strips a port (also after an IPv6 literal), the trailing dot of
 * a fully qualified name and surrounding whitespace; host names are case-insensitive.
 */
export function hostLabels(host: string): string[] {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return []; // IPv6 literal: never a platform host
  const colon = name.indexOf(':');
  if (colon !== -1) name = name.slice(0, colon);
  name = name.replace(/\.+$/, '');
  if (name === '') return [];
  return name.split('.');
}

type HostRule = (labels: readonly string[]) => PlatformContext;

const site = (platform: Platform, country: string): PlatformContext => ({
  platform,
  country,
  multinational: country === WORLD,
});

/**
 * The host labels of spec §4. The last label of a `bikeable` host is its country; a top-level
 * domain that is not one of bikeable's countries (bikeable.com, bikeable.localhost) falls back
 * to ch rather than inventing a country site that does not exist.
 */
const HOST_RULES: Readonly<Record<string, HostRule>> = {
  bikeablecity: () => site('bikeable', 'us'),
  bikeable: (labels) => {
    const last = labels[labels.length - 1] ?? '';
    return site('bikeable', isPlatformCountry('bikeable', last) ? last : DEFAULT_COUNTRY);
  },
  'bikeable-world': () => site('bikeable', WORLD),
  'walkable-world': () => site('walkable', WORLD),
  'accessable-world': () => site('accessable', WORLD),
  walkable: () => site('walkable', DEFAULT_COUNTRY),
  accessable: () => site('accessable', DEFAULT_COUNTRY),
};

/**
 * The platform a host name names, or null when no label is a platform label (localhost, IP
 * addresses, preview hosts). The leftmost platform label wins, so www.bikeable.de and
 * staging.walkable.ch resolve, and only whole labels count (notbikeable.ch does not).
 */
export function platformFromHost(host: string): PlatformContext | null {
  const labels = hostLabels(host);
  for (const label of labels) {
    const rule = HOST_RULES[label];
    if (rule) return rule(labels);
  }
  return null;
}

const normalise = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

function parseFlag(value: string | boolean | null | undefined): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = normalise(value);
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return null;
}

/**
 * Applies override values on top of a context. Invalid values are ignored (a typo in a shared
 * link must not break the site). Order: platform, then country, then multinational, so
 * `multinational=true` wins over `country=de`. A country the (possibly overridden) platform does
 * not run in falls back to ch: every platform has a Swiss site.
 */
export function applyPlatformOverrides(context: PlatformContext, overrides: PlatformOverrides): PlatformContext {
  const requestedPlatform = normalise(overrides.platform);
  const platform = isPlatform(requestedPlatform) ? requestedPlatform : context.platform;

  let country = context.country;
  const requestedCountry = normalise(overrides.country);
  if (requestedCountry === WORLD || isPlatformCountry(platform, requestedCountry)) {
    country = requestedCountry;
  }

  const multinational = parseFlag(overrides.multinational);
  if (multinational === true) country = WORLD;
  if (multinational === false && country === WORLD) country = DEFAULT_COUNTRY;

  if (country !== WORLD && !isPlatformCountry(platform, country)) country = DEFAULT_COUNTRY;
  return site(platform, country);
}

/**
 * Spec §4. Hosts without a platform label use the query alone: platform from `platform`
 * (all three platform names are honoured, anything else means bikeable), country from
 * `country` ('world' = worldwide variant, else a country of that platform, else ch).
 */
export function resolvePlatform(host: string, query: URLSearchParams): PlatformContext {
  const fromHost = platformFromHost(host) ?? site(DEFAULT_PLATFORM, DEFAULT_COUNTRY);
  return applyPlatformOverrides(fromHost, {
    platform: query.get('platform'),
    country: query.get('country'),
    multinational: query.get('multinational'),
  });
}
