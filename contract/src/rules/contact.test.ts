import { describe, expect, it } from 'vitest';
import { CONTACT_EMAILS, FALLBACK_CONTACT_EMAIL, contactEmail } from './contact';
import { PLATFORMS, PLATFORM_COUNTRIES, platformFromHost } from './platform';

describe('contactEmail', () => {
  it.each([
    // spec §9: bikeable ch, de, at, us, world
    ['bikeable', 'ch', 'hello@bikeable.ch'],
    ['bikeable', 'de', 'hello@bikeable.de'],
    ['bikeable', 'at', 'hello@bikeable.at'],
    ['bikeable', 'us', 'hello@bikeablecity.org'],
    ['bikeable', 'world', 'hello@bikeable-world.org'],
    ['bikeable', null, 'hello@bikeable-world.org'],
    // walkable and accessable: ch and world
    ['walkable', 'ch', 'hello@walkable.ch'],
    ['walkable', 'world', 'hello@walkable-world.org'],
    ['accessable', 'ch', 'hello@accessable.ch'],
    ['accessable', null, 'hello@accessable-world.org'],
    // a country site without an address of its own: the platform's worldwide address
    ['bikeable', 'it', 'hello@bikeable-world.org'],
    ['bikeable', 'ke', 'hello@bikeable-world.org'],
    ['walkable', 'in', 'hello@walkable-world.org'],
    ['walkable', 'de', 'hello@walkable-world.org'],
    ['bikeable', '', 'hello@bikeable-world.org'],
    ['bikeable', 'constructor', 'hello@bikeable-world.org'],
    // case and spaces, as headers and cookies bring them
    [' BikeAble ', ' DE ', 'hello@bikeable.de'],
    ['WALKABLE', 'CH', 'hello@walkable.ch'],
    // spec §9: a fallback for an unknown platform, whatever the country
    ['rideable', 'ch', FALLBACK_CONTACT_EMAIL],
    ['', null, FALLBACK_CONTACT_EMAIL],
    ['__proto__', 'ch', FALLBACK_CONTACT_EMAIL],
  ])('%j, %j → %s', (platform, country, expected) => {
    expect(contactEmail(platform, country)).toBe(expected);
  });

  it('is the association address for an unknown platform', () => {
    expect(FALLBACK_CONTACT_EMAIL).toBe('hello@moveable-spots.org');
  });

  it('gives every country site of every platform an address', () => {
    for (const platform of PLATFORMS) {
      for (const country of [...PLATFORM_COUNTRIES[platform], 'world']) {
        expect(contactEmail(platform, country)).toMatch(/^hello@[a-z-]+(\.[a-z]+)+$/);
      }
    }
  });

  // The address is on the domain of the site it answers for: that host resolves (spec §4) to
  // the same platform and country, so mail never names another site.
  it.each(PLATFORMS.flatMap((platform) => Object.entries(CONTACT_EMAILS[platform]).map(([country, email]) => [platform, country, email] as const)))(
    '%s %s: %s is on that site’s domain',
    (platform, country, email) => {
      const domain = email.split('@')[1] ?? '';
      expect(platformFromHost(domain)).toEqual({ platform, country, multinational: country === 'world' });
    },
  );
});
