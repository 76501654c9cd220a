import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie, type CookieOptions } from './cookies.ts';

describe('serializeCookie', () => {
  it.each<[string, string, CookieOptions, string]>([
    ['a', 'b', {}, 'a=b'],
    ['locale', 'fr', { path: '/', maxAge: 31536000, sameSite: 'Lax' }, 'locale=fr; Max-Age=31536000; Path=/; SameSite=Lax'],
    ['x', 'a b;c=d', {}, 'x=a%20b%3Bc%3Dd'],
    ['x', 'ü', {}, 'x=%C3%BC'],
    ['x', '', { maxAge: 0 }, 'x=; Max-Age=0'],
    ['x', '1', { maxAge: -5 }, 'x=1; Max-Age=0'],
    ['x', '1', { maxAge: 10.9 }, 'x=1; Max-Age=10'],
    ['x', '1', { sameSite: 'None' }, 'x=1; SameSite=None; Secure'],
    ['x', '1', { secure: true, httpOnly: true }, 'x=1; Secure; HttpOnly'],
    ['x', '1', { domain: '.bikeable.ch', path: '/fr' }, 'x=1; Domain=.bikeable.ch; Path=/fr'],
    ['x', '1', { expires: new Date(Date.UTC(2030, 0, 2)) }, 'x=1; Expires=Wed, 02 Jan 2030 00:00:00 GMT'],
  ])('%s=%j %o → %s', (name, value, options, expected) => {
    expect(serializeCookie(name, value, options)).toBe(expected);
  });

  it.each<[string, CookieOptions]>([
    ['', {}],
    ['a b', {}],
    ['a;b', {}],
    ['a=b', {}],
    ['ok', { path: '/; Domain=evil.example' }],
    ['ok', { domain: 'a\nb' }],
    ['ok', { maxAge: Number.POSITIVE_INFINITY }],
  ])('rejects name %j with %o', (name, options) => {
    expect(() => serializeCookie(name, 'v', options)).toThrow(TypeError);
  });
});

describe('parseCookies', () => {
  it.each<[string | null | undefined, Record<string, string>]>([
    ['', {}],
    [null, {}],
    [undefined, {}],
    ['a=1', { a: '1' }],
    ['a=1; b=2', { a: '1', b: '2' }],
    ['a=1;b=2', { a: '1', b: '2' }],
    ['  a = 1 ;  b=x%20y ', { a: '1', b: 'x y' }],
    ['a=1; a=2', { a: '1' }],
    ['a="quoted"', { a: 'quoted' }],
    ['a=%E0%A4%A', { a: '%E0%A4%A' }],
    ['a==b', { a: '=b' }],
    ['flag; a=1', { a: '1' }],
    ['=nameless; a=1', { a: '1' }],
    ['a=', { a: '' }],
  ])('%j → %o', (header, expected) => {
    expect({ ...parseCookies(header) }).toEqual(expected);
  });

  it('keeps a cookie named __proto__ as data without touching prototypes', () => {
    const cookies = parseCookies('__proto__=polluted; constructor=x');
    expect(Object.getPrototypeOf(cookies)).toBeNull();
    expect(cookies['__proto__']).toBe('polluted');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it.each([['a b'], ['ü € ;='], ['']])('round-trips %j through serialize and parse', (value) => {
    expect(parseCookies(serializeCookie('v', value, { path: '/' }))['v']).toBe(value);
  });
});
