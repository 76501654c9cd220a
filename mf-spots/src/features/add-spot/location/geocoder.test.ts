import { afterEach, describe, expect, it } from 'vitest';
import { configure } from '@moveable/shared';
import { geocoderTemplate, geocoderUrl, placeFromNominatim } from './geocoder.ts';
import { parseCoordinates } from './coordinates.ts';

describe('placeFromNominatim (jsonv2 with addressdetails)', () => {
  it('maps a house: position, street with number, postal code, city, upper-case country', () => {
    expect(
      placeFromNominatim({
        lat: '47.3670600',
        lon: '8.5398800',
        display_name: 'Bahnhofstrasse 1, 8001, Zürich, Schweiz',
        address: { road: 'Bahnhofstrasse', house_number: '1', postcode: '8001', city: 'Zürich', country_code: 'ch' },
      }),
    ).toEqual({
      label: 'Bahnhofstrasse 1, 8001, Zürich, Schweiz',
      location: { lat: 47.36706, lng: 8.53988 },
      street: 'Bahnhofstrasse 1',
      postalCode: '8001',
      city: 'Zürich',
      country: 'CH',
    });
  });

  it.each([
    [{ town: 'Thun' }, 'Thun'],
    [{ village: 'Appenzell' }, 'Appenzell'],
    [{ municipality: 'Köniz' }, 'Köniz'],
    [{ city: 'Bern', town: 'Ignored' }, 'Bern'],
    [{}, ''],
  ])('city from %o → %s', (place, city) => {
    expect(placeFromNominatim({ lat: '46.7', lon: '7.6', display_name: 'x', address: place })?.city).toBe(city);
  });

  it('keeps a place without road or house number, and without a usable country', () => {
    expect(placeFromNominatim({ lat: 46, lon: 7, display_name: 'Somewhere', address: { pedestrian: 'Marktgasse', country_code: 'xyz' } })).toEqual({
      label: 'Somewhere',
      location: { lat: 46, lng: 7 },
      street: 'Marktgasse',
      postalCode: '',
      city: '',
      country: '',
    });
  });

  it.each([[null], ['text'], [{ lon: '8' }], [{ lat: '91', lon: '8' }], [{ lat: '47', lon: 'east' }], [{ lat: '47', lon: '181' }]])(
    'drops %o (no usable position)',
    (result) => expect(placeFromNominatim(result)).toBeNull(),
  );
});

describe('geocoder URL', () => {
  afterEach(() => {
    configure({ geocoderUrl: null });
    document.head.querySelectorAll('meta[name="moveable-geocoder"]').forEach((m) => m.remove());
  });

  it('puts the encoded query in place of {query}', () => {
    expect(geocoderUrl('https://geo.example/search?format=jsonv2&q={query}', ' Rue de l’Hôpital 2 & co ')).toBe(
      'https://geo.example/search?format=jsonv2&q=Rue%20de%20l%E2%80%99H%C3%B4pital%202%20%26%20co',
    );
  });

  it('comes from the runtime config, else the meta tag; none without {query} or with another scheme', () => {
    expect(geocoderTemplate()).toBeNull();
    const meta = document.createElement('meta');
    meta.name = 'moveable-geocoder';
    meta.content = 'https://geo.example/search?q={query}';
    document.head.append(meta);
    expect(geocoderTemplate()).toBe('https://geo.example/search?q={query}');
    meta.content = 'https://geo.example/search?q=';
    expect(geocoderTemplate()).toBeNull();
    meta.content = 'javascript:alert(1)//{query}';
    expect(geocoderTemplate()).toBeNull();
    configure({ geocoderUrl: 'http://127.0.0.1:9500/search?format=jsonv2&q={query}' });
    expect(geocoderTemplate()).toBe('http://127.0.0.1:9500/search?format=jsonv2&q={query}');
  });
});

describe('parseCoordinates', () => {
  it.each([
    ['47.3769, 8.5417', { lat: 47.3769, lng: 8.5417 }],
    ['47.3769,8.5417', { lat: 47.3769, lng: 8.5417 }],
    ['47.3769 8.5417', { lat: 47.3769, lng: 8.5417 }],
    ['47,3769; 8,5417', { lat: 47.3769, lng: 8.5417 }],
    ['47,3769, 8,5417', { lat: 47.3769, lng: 8.5417 }],
    ['-33.86, 151.21', { lat: -33.86, lng: 151.21 }],
    ['47, 8', { lat: 47, lng: 8 }],
  ])('%s → %o', (text, expected) => expect(parseCoordinates(text)).toEqual(expected));

  it.each([['Bahnhofstrasse 1'], ['91, 8'], ['47, 181'], ['47.1'], ['1, 2, 3'], ['']])('%s is no position', (text) => {
    expect(parseCoordinates(text)).toBeNull();
  });
});
