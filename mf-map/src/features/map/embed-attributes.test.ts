import { describe, expect, it } from 'vitest';
import { attributeView, parseHeight } from './embed-attributes.ts';
import { DEEP_LINK_ZOOM } from './view-state.ts';

describe('parseHeight', () => {
  it.each([
    ['480px', '480px'],
    ['400', '400px'],
    [' 30rem ', '30rem'],
    ['60vh', '60vh'],
    ['100%', '100%'],
    ['12.5em', '12.5em'],
    ['', null],
    [null, null],
    [undefined, null],
    ['auto', null],
    ['-10px', null],
    ['100px; background: red', null],
    ['calc(100vh - 2rem)', null],
    ['10 px', null],
  ])('%j → %j', (value, height) => {
    expect(parseHeight(value)).toBe(height);
  });
});

describe('attributeView', () => {
  it.each([
    ['47.37,8.54', 14, { center: { lat: 47.37, lng: 8.54 }, zoom: 14 }],
    ['47.37,8.54', '14', { center: { lat: 47.37, lng: 8.54 }, zoom: 14 }],
    ['47.37,8.54', undefined, { center: { lat: 47.37, lng: 8.54 }, zoom: DEEP_LINK_ZOOM }],
    ['47.37,8.54', 14.5, { center: { lat: 47.37, lng: 8.54 }, zoom: DEEP_LINK_ZOOM }],
    ['47.37,8.54', 40, { center: { lat: 47.37, lng: 8.54 }, zoom: DEEP_LINK_ZOOM }],
    [undefined, 14, null],
    ['Zürich', 14, null],
  ])('center %j zoom %j → %j', (center, zoom, view) => {
    expect(attributeView(center, zoom)).toEqual(view);
  });
});
