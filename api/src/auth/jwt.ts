// Access and refresh tokens are JWTs signed with HS256 (jose). Each kind has its own key, derived
// from AUTH_SECRET with HKDF, so a refresh token can never pass as an access token or the other
// way round, whatever its claims say.
import { USER_ROLES, type UserRole } from '@moveable/contract';
import { createHash, hkdfSync, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'moveable-spots';

export interface TokenKeys {
  access: Uint8Array;
  refresh: Uint8Array;
}

export function deriveTokenKeys(secret: string): TokenKeys {
  const derive = (purpose: string) => new Uint8Array(hkdfSync('sha256', secret, 'moveable-spots', purpose, 32));
  return { access: derive('access-token'), refresh: derive('refresh-token') };
}

/** SHA-256 hex: how refresh and one-time tokens are stored (the token itself never is). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AccessClaims {
  userId: number;
  role: UserRole;
  /** When the person signed in (not when this token was refreshed), epoch seconds. */
  authTime: number;
  /** The session (refresh-token family) the token belongs to: ending it refuses the token at once. */
  sessionId: string;
}

export interface RefreshClaims {
  userId: number;
  jti: string;
  family: string;
  /** Epoch seconds. */
  expiresAt: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Each key as a WebCrypto key, imported once: given the bytes, jose imports them again for every
 * signature and check, which was about a third of a token refresh's CPU.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(keys: TokenKeys, claims: AccessClaims, ttlSeconds: number, now = Date.now()): Promise<string> {
  return new SignJWT({ role: claims.role, auth_time: claims.authTime, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + ttlSeconds)
    .sign(await hmacKey(keys.access));
}

export async function signRefreshToken(
  keys: TokenKeys,
  claims: Omit<RefreshClaims, 'expiresAt'>,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  return new SignJWT({ fam: claims.family, typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(claims.jti)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + ttlSeconds)
    .sign(await hmacKey(keys.refresh));
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function failure(error: unknown): { ok: false; reason: 'expired' | 'invalid' } {
  return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
}

function userIdFrom(sub: unknown): number | null {
  return typeof sub === 'string' && /^[1-9]\d{0,14}$/.test(sub) ? Number(sub) : null;
}

export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<VerifyResult<AccessClaims>> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(keys.access), {
      issuer: TOKEN_ISSUER,
      algorithms: ['HS256'],
      typ: 'at+jwt',
      requiredClaims: ['exp', 'sub'],
    });
    const userId = userIdFrom(payload.sub);
    const role = payload['role'];
    const authTime = payload['auth_time'];
    const sessionId = payload['sid'];
    if (userId === null || !(USER_ROLES as readonly unknown[]).includes(role) || typeof authTime !== 'number')
      return { ok: false, reason: 'invalid' };
    // Signed by us before tokens named their session: no way to tell whether that session ended,
    // so it counts as expired (the browser refreshes and gets one that names it).
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return { ok: false, reason: 'expired' };
    return { ok: true, claims: { userId, role: role as UserRole, authTime, sessionId } };
  } catch (error) {
    return failure(error);
  }
}

export async function verifyRefreshToken(keys: TokenKeys, token: string): Promise<VerifyResult<RefreshClaims>> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(keys.refresh), {
      issuer: TOKEN_ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    const userId = userIdFrom(payload.sub);
    const family = payload['fam'];
    if (userId === null || payload['typ'] !== 'refresh' || typeof family !== 'string' || !payload.jti || !payload.exp)
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId, jti: payload.jti, family, expiresAt: payload.exp } };
  } catch (error) {
    return failure(error);
  }
}
