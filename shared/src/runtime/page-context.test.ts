// The page's platform, country and locale (spec §4), here: the country when none is stored.
import { afterEach, describe, expect, it } from 'vitest';
import { detectPageContext } from './page-context.ts';

afterEach(() => sessionStorage.clear());

const worldwide = new URL('https://bikeable-world.org/spots');
const swiss = new URL('https://bikeable.ch/spots');

describe('the country of a page when none is stored', () => {
  it("on a worldwide site: the visitor's country when the platform runs there", () => {
    expect(detectPageContext(worldwide, '', 'de')).toMatchObject({ platform: 'bikeable', country: 'de', multinational: true });
  });

  it('on a worldwide site: world when the platform does not run in the visitor’s country, or it is unknown', () => {
    expect(detectPageContext(worldwide, '', 'br').country).toBe('world');
    expect(detectPageContext(worldwide, '', null).country).toBe('world');
    expect(detectPageContext(new URL('https://walkable-world.org/'), '', 'de').country).toBe('world');
  });

  it('a stored country wins over the visitor’s', () => {
    expect(detectPageContext(worldwide, 'countryCode=at', 'de').country).toBe('at');
  });

  it("a country site stays in its country, whatever the visitor's", () => {
    expect(detectPageContext(swiss, '', 'de').country).toBe('ch');
  });

  it('an explicit ?country= wins over both', () => {
    expect(detectPageContext(new URL('https://bikeable-world.org/?country=world'), 'countryCode=at', 'de').country).toBe('world');
  });
});
