/**
 * Contact addresses (spec §9: "bikeable ch, de, at, us, world; walkable and accessable ch and
 * world; a fallback for unknown platform"). The footer, the content pages (imprint, privacy,
 * terms) and the API's e-mails name the same address for a site, so the table lives here.
 *
 * Each address is on the domain of the site it answers for, so a reply comes from where the
 * person wrote to:
 * - country sites: `hello@<platform>.<cc>` (bikeable.ch, bikeable.de, bikeable.at, walkable.ch,
 *   accessable.ch);
 * - bikeable's US site is the `bikeablecity` host of spec §4, so `hello@bikeablecity.org`;
 * - the worldwide variants are the `<platform>-world` hosts of spec §4, on .org;
 * - a country the platform runs in without an address of its own (bikeable in it, fr, pl, ke,
 *   au, se; walkable in it, in) and an unknown country get the platform's worldwide address:
 *   the international team answers for every country site without a team of its own;
 * - an unknown platform gets the association's address, `hello@moveable-spots.org`.
 */
import { WORLD, isPlatform, type Platform } from './platform.ts';

export const CONTACT_EMAILS: Readonly<Record<Platform, Readonly<Record<string, string>>>> = {
  bikeable: {
    ch: 'hello@bikeable.ch',
    de: 'hello@bikeable.de',
    at: 'hello@bikeable.at',
    us: 'hello@bikeablecity.org',
    [WORLD]: 'hello@bikeable-world.org',
  },
  walkable: {
    ch: 'hello@walkable.ch',
    [WORLD]: 'hello@walkable-world.org',
  },
  accessable: {
    ch: 'hello@accessable.ch',
    [WORLD]: 'hello@accessable-world.org',
  },
};

/** The association behind all three platforms: the address when the platform is not known. */
export const FALLBACK_CONTACT_EMAIL = 'hello@moveable-spots.org';

/**
 * The contact address of a site. `country` is a two-letter code or 'world'; null means the
 * worldwide variant (as the API's request context has it). Both are read case-insensitively.
 */
export function contactEmail(platform: string, country: string | null): string {
  const name = platform.trim().toLowerCase();
  if (!isPlatform(name)) return FALLBACK_CONTACT_EMAIL;
  const addresses = CONTACT_EMAILS[name];
  const code = (country ?? WORLD).trim().toLowerCase();
  // Own keys only: a country named like an Object.prototype member ("constructor") is unknown.
  const own = Object.hasOwn(addresses, code) ? addresses[code] : undefined;
  return own ?? addresses[WORLD] ?? FALLBACK_CONTACT_EMAIL;
}
