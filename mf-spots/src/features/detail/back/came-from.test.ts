// Where "back" leads: which of our pages a URL is, and what a history entry remembers.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ORIGIN, findOrigin, forgetOrigins, originOf } from './came-from.ts';

afterEach(() => {
  forgetOrigins();
  history.replaceState(null, '', '/');
});

describe('originOf', () => {
  it.each([
    ['/', { kind: 'home', path: '/' }],
    ['/fr/', { kind: 'home', path: '/' }],
    ['/spots?famed=false&sort=votes', { kind: 'list', path: '/spots?famed=false&sort=votes' }],
    ['/entries', { kind: 'list', path: '/entries' }],
    ['/it/map?center=46.0037,8.9511&zoom=15&famed=true', { kind: 'map', path: '/map?center=46.0037,8.9511&zoom=15&famed=true' }],
    ['/profile', { kind: 'ownProfile', path: '/profile' }],
    ['/users/bici_fan', { kind: 'profile', path: '/users/bici_fan', name: 'bici_fan' }],
    ['/users/J%C3%BCrg', { kind: 'profile', path: '/users/J%C3%BCrg', name: 'Jürg' }],
  ])('%s is a place to go back to', (url, origin) => {
    expect(originOf(url, 'http://localhost')).toEqual(origin);
    expect(originOf(`http://localhost${url}`, 'http://localhost')).toEqual(origin);
  });

  it.each(['/addSpot', '/spots/12', '/spots/12/edit', '/login?redirect=%2Fspots', '/users/a/b', 'https://example.org/spots', '/users/%E0%A4%A'])(
    '%s is not',
    (url) => {
      expect(originOf(url, 'http://localhost')).toBeNull();
    },
  );
});

describe('findOrigin', () => {
  it('is the list for a spot opened directly, and the entry remembers it', () => {
    history.replaceState({ other: 1 }, '', '/spots/5');
    expect(findOrigin(5)).toEqual(DEFAULT_ORIGIN);
    expect(history.state).toEqual({ other: 1, moveableSpotOrigin: DEFAULT_ORIGIN });
    expect(location.pathname).toBe('/spots/5');
  });

  it('an entry that remembers its origin keeps it (a reload, back and forward)', () => {
    const map = { kind: 'map', path: '/map?center=47.37,8.54&zoom=16' };
    history.replaceState({ moveableSpotOrigin: map }, '', '/spots/6');
    expect(findOrigin(6)).toEqual(map);
  });

  it('a remembered origin that is not one is ignored', () => {
    history.replaceState({ moveableSpotOrigin: { kind: 'elsewhere', path: 'https://example.org' } }, '', '/spots/7');
    expect(findOrigin(7)).toEqual(DEFAULT_ORIGIN);
  });

  it('the page remembers a spot’s origin for its next visit (back from the edit page)', () => {
    const profile = { kind: 'profile', path: '/users/bici_fan', name: 'bici_fan' };
    history.replaceState({ moveableSpotOrigin: profile }, '', '/spots/8');
    findOrigin(8);
    history.replaceState(null, '', '/spots/8');
    expect(findOrigin(8)).toEqual(profile);
    history.replaceState(null, '', '/spots/9');
    expect(findOrigin(9)).toEqual(DEFAULT_ORIGIN);
  });
});
