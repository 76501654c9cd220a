import { afterEach, describe, expect, it } from 'vitest';
import { configure, config, PLATFORMS } from '@moveable/shared';
import { STILL_MAP_OPTIONS, addZoomControl, createMap, leafletCss, markerColor, spotCircle } from './index.ts';

const tiles = { tileUrl: config.tileUrl, tileAttribution: config.tileAttribution };
afterEach(() => {
  configure(tiles);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function canvas(parent: Node = document.body): HTMLDivElement {
  const el = document.createElement('div');
  parent.appendChild(el);
  return el;
}

describe('marker colours', () => {
  it.each(PLATFORMS.map((p) => [p]))('%s: the brand colours of fame and shame, from the theme', (platform) => {
    expect({ fame: markerColor(true, platform), shame: markerColor(false, platform) }).toEqual({ fame: '#14BDCC', shame: '#FE0094' });
  });

  it('draws a still spot in its colour with a white ring, not clickable', () => {
    const circle = spotCircle([47.37, 8.54], false, 'walkable');
    expect(circle.options).toMatchObject({ fillColor: '#FE0094', color: '#ffffff', interactive: false });
  });
});

describe('createMap', () => {
  it('puts Leaflet CSS once, first, into the head of the page', () => {
    document.head.innerHTML = '<style>.mv-own{}</style>';
    createMap(canvas(), { center: [47, 8], zoom: 10 }).remove();
    createMap(canvas(), { center: [47, 8], zoom: 10 }).remove();
    const styles = [...document.head.querySelectorAll('style')].map((s) => s.textContent);
    expect(styles).toEqual([leafletCss, '.mv-own{}']);
    expect(leafletCss).toContain('.leaflet-pane');
  });

  it('puts Leaflet CSS into the shadow root a map lives in, never into the page', () => {
    const host = canvas();
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<style>.mv-map{}</style>';
    createMap(canvas(shadow), { center: [47, 8], zoom: 10 }).remove();
    expect([...shadow.querySelectorAll('style')].map((s) => s.textContent)).toEqual([leafletCss, '.mv-map{}']);
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('adds the configured tiles with their attribution, and no zoom buttons of its own', () => {
    configure({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileAttribution: '© Example' });
    const el = canvas();
    const map = createMap(el, { center: [47, 8], zoom: 10, ...STILL_MAP_OPTIONS });
    expect(el.querySelector('.leaflet-control-attribution')?.textContent).toContain('© Example');
    expect(el.querySelector('.leaflet-control-zoom')).toBeNull();
    expect(map.dragging.enabled()).toBe(false);
    expect(map.keyboard.enabled()).toBe(false);
    map.remove();
  });

  it('leaves the map grey without a tile URL', () => {
    configure({ tileUrl: '' });
    const el = canvas();
    const map = createMap(el, { center: [47, 8], zoom: 10 });
    expect(el.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
    map.remove();
  });

  it('labels the zoom buttons as asked', () => {
    const el = canvas();
    const map = createMap(el, { center: [47, 8], zoom: 10 });
    addZoomControl(map, { zoomInTitle: 'Näher', zoomOutTitle: 'Weiter weg', position: 'topright' });
    expect(el.querySelector('.leaflet-top.leaflet-right .leaflet-control-zoom-in')?.getAttribute('aria-label')).toBe('Näher');
    expect(el.querySelector('.leaflet-control-zoom-out')?.getAttribute('title')).toBe('Weiter weg');
    map.remove();
  });
});
