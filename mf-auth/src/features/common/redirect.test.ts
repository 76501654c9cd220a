import { describe, expect, it } from 'vitest';
import { referrerPath, safeRedirectPath, signInTarget } from './redirect.ts';

const ORIGIN = 'https://bikeable.ch';

describe('safeRedirectPath: same-origin paths only', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['a path', '/spots', '/spots'],
    ['a path with query and hash', '/spots?famed=false#list', '/spots?famed=false#list'],
    ['a localized path', '/fr/spots/12', '/fr/spots/12'],
    ['home', '/', '/'],
    ['dot segments are resolved', '/spots/../map', '/map'],
    ['missing', null, null],
    ['empty', '', null],
    ['relative without slash', 'spots', null],
    ['absolute URL elsewhere', 'https://evil.example/', null],
    ['absolute URL of our own origin (not a path)', 'https://bikeable.ch/spots', null],
    ['protocol-relative', '//evil.example', null],
    ['backslash trick', '/\\evil.example', null],
    ['backslash later', '/spots\\..\\x', null],
    ['tab inside', '/\t/evil.example', null],
    ['newline inside', '/\n/evil.example', null],
    ['space', '/ /evil.example', null],
    ['javascript scheme', 'javascript:alert(1)', null],
    ['the login page itself (loop)', '/login?mode=signup', null],
    ['the localized login page', '/it/login', null],
    ['the logout page', '/logout', null],
    ['the popup close page', '/close', null],
  ])('%s', (_name, value, expected) => {
    expect(safeRedirectPath(value, ORIGIN)).toBe(expected);
  });
});

describe('referrerPath', () => {
  it.each<[string, string, string | null]>([
    ['same origin', 'https://bikeable.ch/spots/3?x=1', '/spots/3?x=1'],
    ['other origin', 'https://search.example/?q=bikeable', null],
    ['same host, other scheme', 'http://bikeable.ch/spots', null],
    ['our login page', 'https://bikeable.ch/login', null],
    ['empty', '', null],
    ['garbage', 'not a url', null],
  ])('%s', (_name, referrer, expected) => {
    expect(referrerPath(referrer, ORIGIN)).toBe(expected);
  });
});

describe('signInTarget: ?redirect=, else where the person came from, else home', () => {
  it.each<[string, string | null, string, string]>([
    ['redirect wins', '/map', 'https://bikeable.ch/spots', '/map'],
    ['bad redirect → referrer', 'https://evil.example', 'https://bikeable.ch/spots', '/spots'],
    ['no redirect → referrer', null, 'https://bikeable.ch/news', '/news'],
    ['nothing usable → home', null, 'https://evil.example/', '/'],
  ])('%s', (_name, redirect, referrer, expected) => {
    expect(signInTarget({ redirect, referrer, origin: ORIGIN })).toBe(expected);
  });
});
