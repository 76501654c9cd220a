// Access and refresh tokens are JWTs signed with HS256 (fast-jwt, see auth/hs256-tokens.ts). Each
// kind has its own key, derived from AUTH_SECRET with HKDF, so a refresh token can never pass as
// an access token or the other way round, whatever its claims say.
import { USER_ROLES, type UserRole } from '@moveable/contract';
import { createHash, hkdfSync } from 'node:crypto';
import { hs256Signer, hs256Verifier } from './hs256-tokens.ts';

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

/** fast-jwt's signers and verifiers of one set of keys, made once per set (each holds its key object). */
function tokenCodecs(keys: TokenKeys) {
  return {
    signAccess: hs256Signer(keys.access, 'at+jwt'),
    signRefresh: hs256Signer(keys.refresh, 'JWT'),
    verifyAccess: hs256Verifier(keys.access, { issuer: TOKEN_ISSUER, typ: 'at+jwt', requiredClaims: ['exp', 'sub'] }),
    verifyRefresh: hs256Verifier(keys.refresh, { issuer: TOKEN_ISSUER, requiredClaims: ['exp', 'sub', 'jti'] }),
  };
}
const codecsByKeys = new WeakMap<TokenKeys, ReturnType<typeof tokenCodecs>>();
function codecsOf(keys: TokenKeys): ReturnType<typeof tokenCodecs> {
  let codecs = codecsByKeys.get(keys);
  if (!codecs) codecsByKeys.set(keys, (codecs = tokenCodecs(keys)));
  return codecs;
}

export async function signAccessToken(keys: TokenKeys, claims: AccessClaims, ttlSeconds: number, now = Date.now()): Promise<string> {
  const iat = seconds(now);
  return codecsOf(keys).signAccess({
    role: claims.role,
    auth_time: claims.authTime,
    sid: claims.sessionId,
    sub: String(claims.userId),
    iss: TOKEN_ISSUER,
    iat,
    exp: iat + ttlSeconds,
  });
}

export async function signRefreshToken(
  keys: TokenKeys,
  claims: Omit<RefreshClaims, 'expiresAt'>,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = seconds(now);
  return codecsOf(keys).signRefresh({
    fam: claims.family,
    typ: 'refresh',
    sub: String(claims.userId),
    jti: claims.jti,
    iss: TOKEN_ISSUER,
    iat,
    exp: iat + ttlSeconds,
  });
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function userIdFrom(sub: unknown): number | null {
  return typeof sub === 'string' && /^[1-9]\d{0,14}$/.test(sub) ? Number(sub) : null;
}

export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<VerifyResult<AccessClaims>> {
  const verified = codecsOf(keys).verifyAccess(token);
  if (!verified.ok) return verified;
  const { payload } = verified;
  const userId = userIdFrom(payload['sub']);
  const role = payload['role'];
  const authTime = payload['auth_time'];
  const sessionId = payload['sid'];
  if (userId === null || !(USER_ROLES as readonly unknown[]).includes(role) || typeof authTime !== 'number') return { ok: false, reason: 'invalid' };
  // Signed by us before tokens named their session: no way to tell whether that session ended,
  // so it counts as expired (the browser refreshes and gets one that names it).
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { userId, role: role as UserRole, authTime, sessionId } };
}

export async function verifyRefreshToken(keys: TokenKeys, token: string): Promise<VerifyResult<RefreshClaims>> {
  const verified = codecsOf(keys).verifyRefresh(token);
  if (!verified.ok) return verified;
  const { payload } = verified;
  const userId = userIdFrom(payload['sub']);
  const family = payload['fam'];
  const jti = payload['jti'];
  const exp = payload['exp'];
  if (
    userId === null ||
    payload['typ'] !== 'refresh' ||
    typeof family !== 'string' ||
    typeof jti !== 'string' ||
    !jti ||
    typeof exp !== 'number' ||
    !exp
  )
    return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { userId, jti, family, expiresAt: exp } };
}
