import { describe, expect, it } from 'vitest';
import { isExpired, jwtPayload, tokenExpiry } from './tokens.ts';
import { fakeJwt } from '../../testing/jwt.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0); // ms
const NOW_S = NOW / 1000;

describe('tokenExpiry (spec §4: expiry from the exp claim; malformed = expired)', () => {
  it.each<[string, string | null | undefined, number | null]>([
    ['a JWT with exp', fakeJwt({ sub: '1', exp: 1_900_000_000 }), 1_900_000_000],
    ['exp with a fraction', fakeJwt({ exp: 1_900_000_000.5 }), 1_900_000_000.5],
    ['exp 0', fakeJwt({ exp: 0 }), 0],
    ['unicode claims beside exp', fakeJwt({ name: 'Zoë Müller 🚲', exp: 42 }), 42],
    ['no exp claim', fakeJwt({ sub: '1' }), null],
    ['exp as a string', fakeJwt({ exp: '1900000000' }), null],
    ['exp null', fakeJwt({ exp: null }), null],
    ['payload is an array', `e30.${btoa('[1]')}.s`, null],
    ['payload is not JSON', `e30.${btoa('not json').replace(/=+$/, '')}.s`, null],
    ['payload not base64url', 'e30.***.s', null],
    ['two parts', 'e30.e30', null],
    ['four parts', 'e30.e30.e30.e30', null],
    ['empty payload part', 'e30..s', null],
    ['empty string', '', null],
    ['null', null, null],
    ['undefined', undefined, null],
    ['invalid UTF-8 in the payload', `e30.${btoa('\xff\xfe').replace(/=+$/, '')}.s`, null],
  ])('%s', (_name, token, expected) => {
    expect(tokenExpiry(token)).toBe(expected);
  });

  it('reads base64url (- and _), with or without padding', () => {
    const token = fakeJwt({ exp: 7, pad: '>>>???' }); // encodes to - and _
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(jwtPayload(token)).toEqual({ exp: 7, pad: '>>>???' });
  });
});

describe('isExpired(token, now, skewSeconds)', () => {
  it.each<[string, string | null, number, boolean]>([
    ['an hour left', fakeJwt({ exp: NOW_S + 3600 }), 0, false],
    ['one second left', fakeJwt({ exp: NOW_S + 1 }), 0, false],
    ['exactly now', fakeJwt({ exp: NOW_S }), 0, true],
    ['a second ago', fakeJwt({ exp: NOW_S - 1 }), 0, true],
    ['20 s left, skew 30 s', fakeJwt({ exp: NOW_S + 20 }), 30, true],
    ['30 s left, skew 30 s', fakeJwt({ exp: NOW_S + 30 }), 30, true],
    ['31 s left, skew 30 s', fakeJwt({ exp: NOW_S + 31 }), 30, false],
    ['no exp', fakeJwt({ sub: '1' }), 0, true],
    ['malformed', 'garbage', 0, true],
    ['missing', null, 0, true],
  ])('%s → %s', (_name, token, skew, expected) => {
    expect(isExpired(token, NOW, skew)).toBe(expected);
  });
});
