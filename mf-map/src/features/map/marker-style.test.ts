import { describe, expect, it } from 'vitest';
import { PIN_ZOOM, markerKind, markerShape, markerStyle, type MarkerKind, type MarkerShape } from './marker-style.ts';

describe('markerKind', () => {
  it.each([
    [{ famed: true, fixed: false }, 'fame'],
    [{ famed: false, fixed: false }, 'shame'],
    [{ famed: false, fixed: true }, 'fixed'],
    [{ famed: true, fixed: true }, 'fixed'],
  ])('%j → %s', (spot, kind) => {
    expect(markerKind(spot)).toBe(kind);
  });
});

describe('markerShape', () => {
  it.each([
    [2, 'dot'],
    [12, 'dot'],
    [12.9, 'dot'],
    [PIN_ZOOM, 'pin'],
    [19, 'pin'],
  ])('zoom %d → %s', (zoom, shape) => {
    expect(markerShape(zoom)).toBe(shape);
  });
});

describe('markerStyle', () => {
  it.each<[MarkerKind, MarkerShape, string, [number, number], [number, number]]>([
    ['fame', 'dot', 'map-marker map-marker--dot map-marker--fame', [14, 14], [7, 7]],
    ['shame', 'dot', 'map-marker map-marker--dot map-marker--shame', [14, 14], [7, 7]],
    ['fixed', 'dot', 'map-marker map-marker--dot map-marker--fixed', [14, 14], [7, 7]],
    ['fame', 'pin', 'map-marker map-marker--pin map-marker--fame', [28, 38], [14, 37]],
    ['shame', 'pin', 'map-marker map-marker--pin map-marker--shame', [28, 38], [14, 37]],
    ['fixed', 'pin', 'map-marker map-marker--pin map-marker--fixed', [28, 38], [14, 37]],
  ])('%s %s', (kind, shape, className, size, anchor) => {
    const style = markerStyle(kind, shape);
    expect(style.className).toBe(className);
    expect(style.iconSize).toEqual(size);
    expect(style.iconAnchor).toEqual(anchor);
  });

  it('pins anchor at their tip, dots at their centre', () => {
    const pin = markerStyle('fame', 'pin');
    expect(pin.iconAnchor[0]).toBe(pin.iconSize[0] / 2);
    expect(pin.iconAnchor[1]).toBeGreaterThan(pin.iconSize[1] * 0.9);
    const dot = markerStyle('fame', 'dot');
    expect(dot.iconAnchor).toEqual([dot.iconSize[0] / 2, dot.iconSize[1] / 2]);
  });

  it('gives only the fixed pin the magenta accent', () => {
    expect(markerStyle('fixed', 'pin').html).toContain('map-marker__accent');
    expect(markerStyle('fame', 'pin').html).not.toContain('map-marker__accent');
    expect(markerStyle('shame', 'pin').html).not.toContain('map-marker__accent');
  });

  it('hides the pin graphic from assistive technology (the spot list names the spots)', () => {
    expect(markerStyle('shame', 'pin').html).toContain('aria-hidden="true"');
  });

  it('marks the selected marker', () => {
    expect(markerStyle('shame', 'dot', true).className).toContain('map-marker--selected');
  });
});
