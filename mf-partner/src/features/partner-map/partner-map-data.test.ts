// The partner map's shaping: organisations joined with their areas in the list's order, the
// drawing order, Leaflet's [lat, lng] rings, stacked labels, the bounds to fit and the legend.
import { describe, expect, it } from 'vitest';
import type { OrganisationArea, OrganisationAreas, OrganisationSummary, OrganisationType } from '@moveable/contract';
import { areaLatLngs, areasBounds, areasKey, drawOrder, labels, legendTypes, mapOrganisations } from './partner-map-data.ts';

function organisation(slug: string, type: OrganisationType, name: string): OrganisationSummary {
  return {
    slug,
    type,
    name,
    platform: 'bikeable',
    country: 'ch',
    description: null,
    locale: null,
    locales: [],
    logo: null,
    website: null,
    contactEmail: null,
    premium: false,
    regionIds: [],
    counts: { spots: 0, officialAnswers: 0 },
  };
}

function area(slug: string, type: OrganisationType, labelAt: [number, number], ring: [number, number][]): OrganisationArea {
  const lngs = ring.map(([lng]) => lng);
  const lats = ring.map(([, lat]) => lat);
  return {
    type: 'Feature',
    id: slug,
    bbox: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
    properties: { slug, type, labelAt },
    geometry: { type: 'MultiPolygon', coordinates: [[ring]] },
  };
}

const square = (lng: number, lat: number): [number, number][] => [
  [lng, lat],
  [lng + 1, lat],
  [lng + 1, lat + 1],
  [lng, lat],
];

const organisations = [
  organisation('speichenwerk', 'sponsor', 'Speichenwerk AG'),
  organisation('pro-velo-bern', 'partner', 'Pro Velo Bern'),
  organisation('zuerich', 'town', 'Stadt Zürich'),
  organisation('pro-velo-schweiz', 'partner', 'Pro Velo Schweiz'),
  organisation('bern', 'town', 'Stadt Bern'),
];
const areas: OrganisationAreas = {
  type: 'FeatureCollection',
  bbox: [7, 46, 9.5, 48],
  features: [
    area('bern', 'town', [7.4, 46.9], square(7, 46)),
    area('pro-velo-bern', 'partner', [7.4, 46.9], square(7, 46)),
    area('zuerich', 'town', [8.5, 47.4], square(8.5, 47)),
  ],
};

describe('mapOrganisations', () => {
  it('lists every organisation once, towns, partners, sponsors, each by name, with its page and its area or none', () => {
    const mapped = mapOrganisations(organisations, areas, 'de');
    expect(mapped.map((m) => [m.name, m.path, m.area?.id ?? null])).toEqual([
      ['Stadt Bern', '/town/bern', 'bern'],
      ['Stadt Zürich', '/town/zuerich', 'zuerich'],
      ['Pro Velo Bern', '/partners/pro-velo-bern', 'pro-velo-bern'],
      ['Pro Velo Schweiz', '/partners/pro-velo-schweiz', null],
      ['Speichenwerk AG', '/partners/speichenwerk', null],
    ]);
  });

  it('ignores an area whose organisation the list does not have', () => {
    const mapped = mapOrganisations([organisations[2]!], areas, 'de');
    expect(mapped.map((m) => m.slug)).toEqual(['zuerich']);
  });
});

describe('drawOrder', () => {
  it('draws only areas, towns last so that they stay on top', () => {
    const order = drawOrder(mapOrganisations(organisations, areas, 'de'));
    expect(order.map((m) => m.slug)).toEqual(['pro-velo-bern', 'bern', 'zuerich']);
  });
});

describe('areaLatLngs', () => {
  it('turns GeoJSON [lng, lat] into Leaflet [lat, lng] and leaves the closing position to Leaflet', () => {
    expect(areaLatLngs(areas.features[2]!)).toEqual([
      [
        [
          [47, 8.5],
          [47, 9.5],
          [48, 9.5],
        ],
      ],
    ]);
  });
});

describe('labels', () => {
  it('a label per organisation with an area, those at the same point stacked', () => {
    const placed = labels(mapOrganisations(organisations, areas, 'de'));
    expect(placed.map((l) => [l.organisation.slug, l.at, l.stack])).toEqual([
      ['bern', [46.9, 7.4], 0],
      ['zuerich', [47.4, 8.5], 0],
      ['pro-velo-bern', [46.9, 7.4], 1],
    ]);
  });
});

describe('areasBounds and legendTypes', () => {
  it('fits all areas; nothing to fit without any', () => {
    expect(areasBounds(areas)).toEqual([
      [46, 7],
      [48, 9.5],
    ]);
    expect(areasBounds({ type: 'FeatureCollection', features: [] })).toBeNull();
  });

  it('tells areas apart by which organisations and where, not by when they were fetched', () => {
    expect(areasKey(structuredClone(areas))).toBe(areasKey(areas));
    expect(areasKey({ ...areas, features: areas.features.slice(1) })).not.toBe(areasKey(areas));
  });

  it('names in the legend only the types that have an area on the map', () => {
    expect(legendTypes(mapOrganisations(organisations, areas, 'de'))).toEqual(['town', 'partner']);
  });
});
