import { describe, expect, it } from 'vitest';
import {
  PLATFORM_COUNTRIES,
  PLATFORMS,
  applyPlatformOverrides,
  hostLabels,
  platformFromHost,
  resolvePlatform,
  type PlatformContext,
} from './platform';

const ctx = (platform: PlatformContext['platform'], country: string): PlatformContext => ({
  platform,
  country,
  multinational: country === 'world',
});

describe('resolvePlatform from the host alone', () => {
  it.each([
    ['bikeablecity.org', ctx('bikeable', 'us')],
    ['www.bikeablecity.com', ctx('bikeable', 'us')],
    ['bikeable.ch', ctx('bikeable', 'ch')],
    ['www.bikeable.de', ctx('bikeable', 'de')],
    ['bikeable.at', ctx('bikeable', 'at')],
    ['staging.bikeable.se', ctx('bikeable', 'se')],
    ['BIKEABLE.CH', ctx('bikeable', 'ch')],
    ['bikeable.ch.', ctx('bikeable', 'ch')],
    ['bikeable.de:8443', ctx('bikeable', 'de')],
    ['  bikeable.fr  ', ctx('bikeable', 'fr')],
    // top-level domain that is no bikeable country: the Swiss site, not an invented one
    ['bikeable.com', ctx('bikeable', 'ch')],
    ['bikeable.nl', ctx('bikeable', 'ch')],
    ['bikeable.localhost:3000', ctx('bikeable', 'ch')],
    ['bikeable-world.org', ctx('bikeable', 'world')],
    ['walkable-world.org', ctx('walkable', 'world')],
    ['www.accessable-world.org', ctx('accessable', 'world')],
    ['walkable.ch', ctx('walkable', 'ch')],
    ['walkable.it', ctx('walkable', 'ch')],
    ['accessable.ch', ctx('accessable', 'ch')],
    ['www.walkable.ch', ctx('walkable', 'ch')],
    // no platform label: bikeable ch
    ['localhost', ctx('bikeable', 'ch')],
    ['localhost:5173', ctx('bikeable', 'ch')],
    ['127.0.0.1:8080', ctx('bikeable', 'ch')],
    ['[::1]:3000', ctx('bikeable', 'ch')],
    ['', ctx('bikeable', 'ch')],
    ['notbikeable.de', ctx('bikeable', 'ch')],
    ['bikeable-de.example.com', ctx('bikeable', 'ch')],
  ])('%s → %o', (host, expected) => {
    expect(resolvePlatform(host, new URLSearchParams())).toEqual(expected);
  });
});

describe('resolvePlatform with query parameters', () => {
  it.each([
    // hosts without a platform label: the query alone decides
    ['localhost', 'platform=walkable', ctx('walkable', 'ch')],
    ['localhost', 'platform=accessable', ctx('accessable', 'ch')],
    ['localhost', 'platform=bikeable', ctx('bikeable', 'ch')],
    ['localhost', 'platform=nonsense', ctx('bikeable', 'ch')],
    ['localhost', 'platform=WALKABLE', ctx('walkable', 'ch')],
    ['localhost', 'country=world', ctx('bikeable', 'world')],
    ['localhost', 'country=de', ctx('bikeable', 'de')],
    ['localhost', 'country=DE', ctx('bikeable', 'de')],
    ['localhost', 'country=xx', ctx('bikeable', 'ch')],
    ['localhost', 'platform=walkable&country=in', ctx('walkable', 'in')],
    ['localhost', 'platform=walkable&country=world', ctx('walkable', 'world')],
    // a country the platform does not run in
    ['localhost', 'platform=walkable&country=de', ctx('walkable', 'ch')],
    ['localhost', 'platform=accessable&country=it', ctx('accessable', 'ch')],
    // query overrides the host
    ['bikeable.de', 'country=at', ctx('bikeable', 'at')],
    ['bikeable.de', 'platform=walkable', ctx('walkable', 'ch')],
    ['walkable.ch', 'platform=bikeable&country=us', ctx('bikeable', 'us')],
    ['bikeable.ch', 'country=world', ctx('bikeable', 'world')],
    ['bikeable-world.org', 'country=de', ctx('bikeable', 'de')],
    ['bikeable.ch', 'multinational=true', ctx('bikeable', 'world')],
    ['bikeable.ch', 'multinational=1', ctx('bikeable', 'world')],
    ['bikeable.de', 'country=at&multinational=true', ctx('bikeable', 'world')],
    ['bikeable-world.org', 'multinational=false', ctx('bikeable', 'ch')],
    ['bikeable-world.org', 'country=de&multinational=false', ctx('bikeable', 'de')],
    ['bikeable.de', 'multinational=false', ctx('bikeable', 'de')],
    ['bikeable.de', 'multinational=maybe', ctx('bikeable', 'de')],
    // invalid values are ignored, the host stays
    ['bikeable.de', 'platform=&country=', ctx('bikeable', 'de')],
    ['walkable.ch', 'platform=cycling', ctx('walkable', 'ch')],
    ['bikeable.de', 'country=zz', ctx('bikeable', 'de')],
  ])('%s?%s → %o', (host, query, expected) => {
    expect(resolvePlatform(host, new URLSearchParams(query))).toEqual(expected);
  });
});

describe('applyPlatformOverrides (debug overrides of §3)', () => {
  it.each([
    [{ platform: 'walkable' }, ctx('walkable', 'ch')],
    [{ multinational: true }, ctx('bikeable', 'world')],
    [{ multinational: false }, ctx('bikeable', 'de')],
    [{ country: 'pl', multinational: null }, ctx('bikeable', 'pl')],
    [{}, ctx('bikeable', 'de')],
  ])('%o on bikeable de → %o', (overrides, expected) => {
    expect(applyPlatformOverrides(ctx('bikeable', 'de'), overrides)).toEqual(expected);
  });
});

describe('helpers', () => {
  it.each([
    ['www.Bikeable.DE.', ['www', 'bikeable', 'de']],
    ['localhost:3000', ['localhost']],
    ['[2001:db8::1]:443', []],
    ['...', []],
  ])('hostLabels(%j) → %j', (host, labels) => {
    expect(hostLabels(host)).toEqual(labels);
  });

  it.each([
    ['192.168.1.10', null],
    ['example.org', null],
    ['walkable.ch', ctx('walkable', 'ch')],
  ])('platformFromHost(%j) → %o', (host, expected) => {
    expect(platformFromHost(host)).toEqual(expected);
  });

  it('lists the platforms and their countries of §1', () => {
    expect(PLATFORMS).toEqual(['bikeable', 'walkable', 'accessable']);
    expect(PLATFORM_COUNTRIES).toEqual({
      bikeable: ['ch', 'de', 'at', 'it', 'fr', 'pl', 'us', 'ke', 'au', 'se'],
      walkable: ['ch', 'it', 'in'],
      accessable: ['ch'],
    });
  });
});
