import { describe, expect, it } from 'vitest';
import {
  COUNTRY_VIEWS,
  DEEP_LINK_ZOOM,
  FALLBACK_VIEW,
  WORLD_VIEW,
  countryView,
  formatCenter,
  initialView,
  normalizeView,
  parseCenter,
  parseZoom,
  sameView,
  searchWithView,
  viewFromSearch,
  type MapView,
} from './view-state.ts';

describe('parseCenter', () => {
  it.each([
    ['47.3772,8.5314', { lat: 47.3772, lng: 8.5314 }],
    [' 47.3772 , 8.5314 ', { lat: 47.3772, lng: 8.5314 }],
    ['-33.86,151.2', { lat: -33.86, lng: 151.2 }],
    ['+1,-2', { lat: 1, lng: -2 }],
    ['90,180', { lat: 90, lng: 180 }],
    ['-90,-180', { lat: -90, lng: -180 }],
    ['0,0', { lat: 0, lng: 0 }],
    ['.5,7.', { lat: 0.5, lng: 7 }],
  ])('%j → %j', (text, center) => {
    expect(parseCenter(text)).toEqual(center);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['47.3'],
    ['47.3,8.5,3'],
    ['91,8'],
    ['47,181'],
    ['abc,def'],
    ['NaN,1'],
    ['Infinity,1'],
    ['1e2,1'],
    ['0x10,1'],
    [','],
    ['47.3;8.5'],
  ])('%j → null', (text) => {
    expect(parseCenter(text)).toBeNull();
  });
});

describe('parseZoom', () => {
  it.each([
    ['2', 2],
    ['13', 13],
    ['19', 19],
    [' 8 ', 8],
  ])('%j → %d', (text, zoom) => {
    expect(parseZoom(text)).toBe(zoom);
  });

  it.each([[null], [''], ['1'], ['20'], ['8.5'], ['-3'], ['eight'], ['100']])('%j → null', (text) => {
    expect(parseZoom(text)).toBeNull();
  });
});

describe('countryView', () => {
  it.each([
    ['ch', 46.7989, 8.2332, 8],
    ['de', 51.0772, 10.4255, 7],
    ['at', 47.6892, 13.5579, 8],
    ['fr', 47.1894, 2.2773, 6],
    ['us', 38.6716, -99.4932, 5],
    ['CH', 46.7989, 8.2332, 8],
  ])('%s → the old site default', (country, lat, lng, zoom) => {
    expect(countryView(country)).toEqual({ center: { lat, lng }, zoom });
  });

  it.each(['it', 'pl', 'ke', 'au', 'se', 'in'])('%s has a centre of its own', (country) => {
    expect(countryView(country)).toBe(COUNTRY_VIEWS[country]);
    expect(countryView(country)).not.toEqual(FALLBACK_VIEW);
  });

  it.each([
    ['world', WORLD_VIEW],
    ['xx', FALLBACK_VIEW],
    ['', FALLBACK_VIEW],
    [null, FALLBACK_VIEW],
  ])('%j → %j', (country, view) => {
    expect(countryView(country)).toEqual(view);
  });

  it('falls back to Zürich', () => {
    expect(FALLBACK_VIEW.center).toEqual({ lat: 47.3772, lng: 8.5314 });
  });
});

describe('initialView', () => {
  const stored: MapView = { center: { lat: 46.95, lng: 7.44 }, zoom: 14 };

  it.each<[string, string, MapView | null, string, MapView]>([
    ['a deep link wins over everything', '?center=46.2,6.15&zoom=12', stored, 'ch', { center: { lat: 46.2, lng: 6.15 }, zoom: 12 }],
    ['a centre without zoom is street level', '?center=46.2,6.15', null, 'ch', { center: { lat: 46.2, lng: 6.15 }, zoom: DEEP_LINK_ZOOM }],
    ['a centre with a bad zoom is street level', '?center=46.2,6.15&zoom=99', null, 'ch', { center: { lat: 46.2, lng: 6.15 }, zoom: DEEP_LINK_ZOOM }],
    ['the remembered view without a deep link', '?famed=true', stored, 'ch', stored],
    ['a broken deep link falls back to the remembered view', '?center=north&zoom=12', stored, 'ch', { center: stored.center, zoom: 12 }],
    ['a zoom alone keeps the remembered centre', '?zoom=10', stored, 'ch', { center: stored.center, zoom: 10 }],
    ['the country default without either', '', null, 'de', { center: { lat: 51.0772, lng: 10.4255 }, zoom: 7 }],
    ['a zoom alone on the country default', '?zoom=11', null, 'at', { center: { lat: 47.6892, lng: 13.5579 }, zoom: 11 }],
    ['the worldwide site', '', null, 'world', WORLD_VIEW],
    ['an unknown country', '', null, 'zz', FALLBACK_VIEW],
  ])('%s', (_, search, storedView, country, view) => {
    expect(initialView({ search, stored: storedView, country })).toEqual(view);
  });

  it('ignores a malformed stored view', () => {
    const bad = { center: { lat: 200, lng: 0 }, zoom: 5 } as MapView;
    expect(initialView({ search: '', stored: bad, country: 'fr' })).toEqual(COUNTRY_VIEWS.fr);
  });

  it('takes URLSearchParams too', () => {
    expect(initialView({ search: new URLSearchParams('center=1,2&zoom=3'), stored: null, country: 'ch' })).toEqual({
      center: { lat: 1, lng: 2 },
      zoom: 3,
    });
  });
});

describe('viewFromSearch', () => {
  it.each([
    ['?zoom=12', null],
    ['', null],
    ['?center=47,8&zoom=4', { center: { lat: 47, lng: 8 }, zoom: 4 }],
  ])('%j → %j', (search, view) => {
    expect(viewFromSearch(search)).toEqual(view);
  });
});

describe('URL writing', () => {
  it.each([
    [{ lat: 47.377212345, lng: 8.531412345 }, '47.37721,8.53141'],
    [{ lat: -0.000001, lng: 0 }, '0,0'],
    [{ lat: 1, lng: -99.49321 }, '1,-99.49321'],
  ])('formatCenter(%j) → %s', (center, text) => {
    expect(formatCenter(center)).toBe(text);
  });

  it('keeps the filters and replaces the view', () => {
    const params = searchWithView('?famed=false&center=1,1&zoom=3&categoryIds=2,5', { center: { lat: 47.1, lng: 8.2 }, zoom: 13 });
    expect(params.get('famed')).toBe('false');
    expect(params.get('categoryIds')).toBe('2,5');
    expect(params.get('center')).toBe('47.1,8.2');
    expect(params.get('zoom')).toBe('13');
    expect(params.getAll('center')).toHaveLength(1);
  });

  it('reads back what it wrote', () => {
    const view = { center: { lat: 47.377212345, lng: 8.531412345 }, zoom: 13 };
    expect(sameView(viewFromSearch(searchWithView('', view))!, view)).toBe(true);
  });

  it.each<[MapView, MapView, boolean]>([
    [{ center: { lat: 1, lng: 2 }, zoom: 3 }, { center: { lat: 1.000001, lng: 2 }, zoom: 3 }, true],
    [{ center: { lat: 1, lng: 2 }, zoom: 3 }, { center: { lat: 1.0001, lng: 2 }, zoom: 3 }, false],
    [{ center: { lat: 1, lng: 2 }, zoom: 3 }, { center: { lat: 1, lng: 2 }, zoom: 4 }, false],
  ])('sameView(%j, %j) → %s', (a, b, same) => {
    expect(sameView(a, b)).toBe(same);
  });
});

describe('normalizeView', () => {
  it.each<[MapView, MapView]>([
    [
      { center: { lat: 47, lng: 8 }, zoom: 13 },
      { center: { lat: 47, lng: 8 }, zoom: 13 },
    ],
    [
      { center: { lat: 47, lng: 368 }, zoom: 13 },
      { center: { lat: 47, lng: 8 }, zoom: 13 },
    ],
    [
      { center: { lat: 47, lng: -190 }, zoom: 13 },
      { center: { lat: 47, lng: 170 }, zoom: 13 },
    ],
    [
      { center: { lat: 47, lng: 180 }, zoom: 13 },
      { center: { lat: 47, lng: 180 }, zoom: 13 },
    ],
    [
      { center: { lat: 95, lng: 0 }, zoom: 1 },
      { center: { lat: 90, lng: 0 }, zoom: 2 },
    ],
    [
      { center: { lat: 0, lng: 0 }, zoom: 12.6 },
      { center: { lat: 0, lng: 0 }, zoom: 13 },
    ],
  ])('%j → %j', (view, normal) => {
    expect(normalizeView(view)).toEqual(normal);
  });
});
