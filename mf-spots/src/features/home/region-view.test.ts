import { describe, expect, it } from 'vitest';
import { countryView } from '@moveable/shared';
import { FIT_SIZE, boxView, homeView, type Bbox } from './region-view.ts';

// Pixels a box takes at a zoom, in Web Mercator (256 px tiles), as Leaflet draws it.
function pixelSize([minLng, minLat, maxLng, maxLat]: Bbox, zoom: number) {
  const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const world = 256 * 2 ** zoom;
  return { width: ((maxLng - minLng) / 360) * world, height: ((y(maxLat) - y(minLat)) / (2 * Math.PI)) * world };
}

describe('the home map view', () => {
  it.each<[string, Bbox]>([
    ['a city (Zürich)', [8.448, 47.32, 8.625, 47.435]],
    ['a canton, wider than tall', [5.95, 46.13, 7.24, 46.99]],
    ['a tall strip', [8.5, 45.8, 8.7, 47.8]],
  ])('%s: the largest whole zoom at which the box fits the smallest home map, centred on it', (_, bbox) => {
    const { center, zoom } = boxView(bbox);
    const fits = pixelSize(bbox, zoom);
    expect(fits.width).toBeLessThanOrEqual(FIT_SIZE.width);
    expect(fits.height).toBeLessThanOrEqual(FIT_SIZE.height);
    const closer = pixelSize(bbox, zoom + 1);
    expect(closer.width > FIT_SIZE.width || closer.height > FIT_SIZE.height).toBe(true);
    expect(center.lng).toBeCloseTo((bbox[0] + bbox[2]) / 2, 4);
    expect(center.lat).toBeGreaterThan(bbox[1]);
    expect(center.lat).toBeLessThan(bbox[3]);
  });

  it('a point or a tiny box stays at street level, not beyond', () => {
    expect(boxView([8.54, 47.37, 8.54, 47.37])).toEqual({ center: { lat: 47.37, lng: 8.54 }, zoom: 16 });
  });

  it('without a region: the country view, the worldwide one for the world site', () => {
    expect(homeView('ch', undefined)).toEqual(countryView('ch'));
    expect(homeView('world', undefined)).toEqual(countryView('world'));
    expect(homeView('ch', { bbox: [8.448, 47.32, 8.625, 47.435] })).toEqual(boxView([8.448, 47.32, 8.625, 47.435]));
  });
});
