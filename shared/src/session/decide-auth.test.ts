import { describe, expect, it } from 'vitest';
import { decideAuth, TOKEN_SKEW_SECONDS, type AuthDecision } from './decide-auth.ts';
import { showOnboarding } from './onboarding.ts';
import { fakeJwt } from '../../testing/jwt.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const S = NOW / 1000;
const valid = fakeJwt({ exp: S + 900 });
const expired = fakeJwt({ exp: S - 1 });
const nearlyExpired = fakeJwt({ exp: S + TOKEN_SKEW_SECONDS - 5 });
const refreshValid = fakeJwt({ exp: S + 30 * 24 * 3600, typ: 'refresh' });
const refreshExpired = fakeJwt({ exp: S - 60, typ: 'refresh' });
const refreshLastSecond = fakeJwt({ exp: S + 1, typ: 'refresh' });

type Row = [string, boolean, string | null, string | null, AuthDecision];

describe('decideAuth (spec §4 Authentication)', () => {
  it.each<Row>([
    // anonymous visitors send no bearer, whatever is lying around
    ['not logged in, no tokens', false, null, null, 'anonymous'],
    ['not logged in, tokens present', false, valid, refreshValid, 'anonymous'],
    // "Logged in with both tokens missing: session cleared, user sent to /logout."
    ['logged in, both tokens missing', true, null, null, 'logout'],
    ['logged in, both tokens empty strings', true, '', '', 'logout'],
    // "Both tokens expired: same."
    ['logged in, both expired', true, expired, refreshExpired, 'logout'],
    ['logged in, both malformed (= expired)', true, 'x.y.z', 'nope', 'logout'],
    // "Only the access token expired: a refresh is requested, the session reloaded, then the request proceeds."
    ['logged in, access expired, refresh valid', true, expired, refreshValid, 'refresh'],
    ['logged in, access about to expire (within the skew), refresh valid', true, nearlyExpired, refreshValid, 'refresh'],
    ['logged in, access missing, refresh valid', true, null, refreshValid, 'refresh'],
    ['logged in, access malformed, refresh valid', true, 'garbage', refreshValid, 'refresh'],
    ['logged in, access expired, refresh valid for one more second (no skew)', true, expired, refreshLastSecond, 'refresh'],
    ['logged in, access missing, refresh expired', true, null, refreshExpired, 'logout'],
    ['logged in, access expired, refresh missing', true, expired, null, 'logout'],
    // valid access token
    ['logged in, access valid, refresh valid', true, valid, refreshValid, 'proceed'],
    ['logged in, access valid, refresh expired', true, valid, refreshExpired, 'proceed'],
    ['logged in, access valid, refresh missing', true, valid, null, 'proceed'],
  ])('%s → %s', (_name, loggedIn, accessToken, refreshToken, expected) => {
    expect(decideAuth({ loggedIn, accessToken, refreshToken, now: NOW })).toBe(expected);
  });

  it('the skew is configurable: 0 sends a token until its last second', () => {
    expect(decideAuth({ loggedIn: true, accessToken: nearlyExpired, refreshToken: refreshValid, now: NOW, skewSeconds: 0 })).toBe('proceed');
  });
});

describe('showOnboarding (spec §2: when firstLogin is null)', () => {
  it.each<[string, { firstLogin: string | null } | null | undefined, boolean]>([
    ['firstLogin null', { firstLogin: null }, true],
    ['firstLogin set', { firstLogin: '2026-01-01T12:00:00.000Z' }, false],
    ['firstLogin empty string (set, if oddly)', { firstLogin: '' }, false],
    ['no user', null, false],
    ['undefined user', undefined, false],
  ])('%s → %s', (_name, user, expected) => {
    expect(showOnboarding(user)).toBe(expected);
  });
});
