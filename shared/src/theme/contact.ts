/**
 * Contact addresses per platform and country (spec §9: bikeable ch, de, at, us, world;
 * walkable and accessable ch and world; a fallback for an unknown platform). The real values
 * are not in the spec: these are plausible addresses on the sites' own domains, to be
 * confirmed by the operators before launch.
 */
import { WORLD, isPlatform, type Platform } from '@moveable/contract';

export const CONTACT_ADDRESSES: Readonly<Record<Platform, Readonly<Record<string, string>>>> = {
  bikeable: {
    ch: 'info@bikeable.ch',
    de: 'info@bikeable.de',
    at: 'info@bikeable.at',
    us: 'info@bikeablecity.org',
    world: 'info@bikeable-world.org',
  },
  walkable: {
    ch: 'hello@walkable.ch',
    world: 'hello@walkable-world.org',
  },
  accessable: {
    ch: 'hello@accessable.ch',
    world: 'hello@accessable-world.org',
  },
};

export const FALLBACK_CONTACT_ADDRESS = 'info@bikeable.ch';

/**
 * Address for a platform and country. A country without its own address (bikeable it, pl,
 * …) is served by the platform's worldwide team; an unknown platform gets the fallback.
 */
export function contactAddress(platform: string, country: string): string {
  if (!isPlatform(platform)) return FALLBACK_CONTACT_ADDRESS;
  const addresses = CONTACT_ADDRESSES[platform];
  return addresses[country.trim().toLowerCase()] ?? addresses[WORLD] ?? FALLBACK_CONTACT_ADDRESS;
}
