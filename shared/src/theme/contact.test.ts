import { describe, expect, it } from 'vitest';
import { CONTACT_ADDRESSES, FALLBACK_CONTACT_ADDRESS, contactAddress } from './contact';

describe('contactAddress', () => {
  it.each([
    ['bikeable', 'ch', 'info@bikeable.ch'],
    ['bikeable', 'de', 'info@bikeable.de'],
    ['bikeable', 'at', 'info@bikeable.at'],
    ['bikeable', 'us', 'info@bikeablecity.org'],
    ['bikeable', 'world', 'info@bikeable-world.org'],
    ['bikeable', 'DE', 'info@bikeable.de'],
    // countries without their own team: the platform's worldwide address
    ['bikeable', 'it', 'info@bikeable-world.org'],
    ['bikeable', 'ke', 'info@bikeable-world.org'],
    ['walkable', 'ch', 'hello@walkable.ch'],
    ['walkable', 'world', 'hello@walkable-world.org'],
    ['walkable', 'in', 'hello@walkable-world.org'],
    ['accessable', 'ch', 'hello@accessable.ch'],
    ['accessable', 'world', 'hello@accessable-world.org'],
    ['unknown', 'ch', FALLBACK_CONTACT_ADDRESS],
    ['', '', FALLBACK_CONTACT_ADDRESS],
  ])('%s %s → %s', (platform, country, expected) => {
    expect(contactAddress(platform, country)).toBe(expected);
  });

  it('lists the §9 platform/country pairs', () => {
    expect(Object.fromEntries(Object.entries(CONTACT_ADDRESSES).map(([p, a]) => [p, Object.keys(a)]))).toEqual({
      bikeable: ['ch', 'de', 'at', 'us', 'world'],
      walkable: ['ch', 'world'],
      accessable: ['ch', 'world'],
    });
  });

  it.each(
    Object.values(CONTACT_ADDRESSES)
      .flatMap((a) => Object.values(a))
      .map((a) => [a]),
  )('%s is an e-mail address', (address) => {
    expect(address).toMatch(/^[a-z]+@[a-z-]+(\.[a-z]+)+$/);
  });
});
