import { describe, expect, it } from 'vitest';
import { countryWhenNoneStored } from './country';
import type { PlatformContext } from './platform';

const world = (platform: PlatformContext['platform']): PlatformContext => ({
  platform,
  country: 'world',
  multinational: true,
});
const national = (platform: PlatformContext['platform'], country: string): PlatformContext => ({
  platform,
  country,
  multinational: false,
});

describe('countryWhenNoneStored', () => {
  it.each([
    [world('bikeable'), 'de', 'de'],
    [world('bikeable'), 'DE', 'de'],
    [world('bikeable'), ' ke ', 'ke'],
    [world('bikeable'), 'nl', 'world'],
    [world('bikeable'), null, 'world'],
    [world('bikeable'), undefined, 'world'],
    [world('bikeable'), '', 'world'],
    [world('walkable'), 'in', 'in'],
    [world('walkable'), 'de', 'world'],
    [world('accessable'), 'ch', 'ch'],
    [world('accessable'), 'it', 'world'],
    // a country site keeps its country whatever the visitor's location
    [national('bikeable', 'de'), 'ch', 'de'],
    [national('bikeable', 'us'), null, 'us'],
    [national('walkable', 'ch'), 'in', 'ch'],
  ])('%o with geo %j → %s', (context, geoCountry, expected) => {
    expect(countryWhenNoneStored({ context, geoCountry })).toBe(expected);
  });
});
