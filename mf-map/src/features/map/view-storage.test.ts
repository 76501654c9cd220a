import { afterEach, describe, expect, it } from 'vitest';
import { VIEW_STORAGE_KEY, parseStoredView, readStoredView, saveStoredView, serializeView } from './view-storage.ts';

const view = { center: { lat: 46.95, lng: 7.44 }, zoom: 14 };

describe('parseStoredView', () => {
  it.each([
    ['the view of this country', serializeView(view, 'ch'), 'ch', view],
    ['a country code in capitals', serializeView(view, 'CH'), 'ch', view],
    ['another country', serializeView(view, 'de'), 'ch', null],
    ['nothing', null, 'ch', null],
    ['not JSON', '{center', 'ch', null],
    ['JSON of the wrong shape', '{"lat":1,"lng":2}', 'ch', null],
    ['an impossible zoom', JSON.stringify({ ...view, zoom: 40, country: 'ch' }), 'ch', null],
    ['a centre off the globe', JSON.stringify({ center: { lat: 100, lng: 0 }, zoom: 4, country: 'ch' }), 'ch', null],
    ['no country', JSON.stringify(view), 'ch', null],
  ])('%s', (_, raw, country, expected) => {
    expect(parseStoredView(raw, country)).toEqual(expected);
  });
});

describe('stored view', () => {
  afterEach(() => localStorage.clear());

  it('round-trips through localStorage', () => {
    saveStoredView(view, 'ch');
    expect(readStoredView('ch')).toEqual(view);
    expect(readStoredView('at')).toBeNull();
  });

  it('reads a corrupt value as none', () => {
    localStorage.setItem(VIEW_STORAGE_KEY, 'garbage');
    expect(readStoredView('ch')).toBeNull();
  });
});
