// The tokens we sign (fast-jwt, not jose) are standard HS256 JWTs: jose, given the raw
// key, verifies them with every claim and header the checks of jwt.ts ask for, and each kind is
// refused with the other kind's key.
import { randomUUID } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveTokenKeys, signAccessToken, signRefreshToken, TOKEN_ISSUER, verifyAccessToken, verifyRefreshToken } from '../../src/auth/jwt.ts';

const keys = deriveTokenKeys('a-test-secret-a-test-secret-a-test-secret-0123');
const now = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('signed tokens', () => {
  it('an access token: HS256, typ at+jwt, the claims jose reads back', async () => {
    const sid = randomUUID();
    const token = await signAccessToken(keys, { userId: 42, role: 'moderator', authTime: 1_700_000_000, sessionId: sid }, 900, now);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const { payload } = await jwtVerify(token, keys.access, {
      issuer: TOKEN_ISSUER,
      algorithms: ['HS256'],
      typ: 'at+jwt',
      currentDate: new Date(now),
    });
    expect(payload).toEqual({
      sub: '42',
      role: 'moderator',
      auth_time: 1_700_000_000,
      sid,
      iss: TOKEN_ISSUER,
      iat: now / 1000,
      exp: now / 1000 + 900,
    });
    await expect(jwtVerify(token, keys.refresh)).rejects.toThrow();
    expect(await verifyAccessToken(keys, token)).toMatchObject({ ok: false, reason: 'expired' }); // `now` is in the past
  });

  it('a refresh token: HS256, its family and jti; verifyRefreshToken accepts it, verifyAccessToken does not', async () => {
    const family = randomUUID();
    const jti = randomUUID();
    const token = await signRefreshToken(keys, { userId: 7, jti, family }, 3600);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await verifyRefreshToken(keys, token)).toEqual({ ok: true, claims: { userId: 7, jti, family, expiresAt: expect.any(Number) } });
    expect(await verifyAccessToken(keys, token)).toMatchObject({ ok: false, reason: 'invalid' });
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'AB' : 'AA');
    expect(await verifyRefreshToken(keys, tampered)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
