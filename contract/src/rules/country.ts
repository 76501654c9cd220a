import { WORLD, isPlatformCountry, type PlatformContext } from './platform';

export interface CountryWhenNoneStoredInput {
  /** The resolved platform context (see resolvePlatform). */
  context: PlatformContext;
  /** Country the visitor's IP address was located in, any case; null/undefined when unknown. */
  geoCountry?: string | null;
}

/**
 * Spec §4 "Country when none is stored": on a worldwide site the visitor's geo-detected country
 * when the platform runs there, else 'world'; on a country site the site's own country.
 */
export function countryWhenNoneStored({ context, geoCountry }: CountryWhenNoneStoredInput): string {
  if (!context.multinational) return context.country;
  const geo = (geoCountry ?? '').trim().toLowerCase();
  return isPlatformCountry(context.platform, geo) ? geo : WORLD;
}
