// Compact JWS with HS256 (RFC 7515/7519) over node:crypto's HMAC, for our own access and refresh
// tokens only. jose did this before and still does everything else (OpenID Connect, the flow
// cookie): it goes through WebCrypto, where each signature or check is an asynchronous job with
// argument normalisation around it, about 0.06–0.08 ms of CPU each on Node 20, and a token refresh
// signs two tokens and checks one, as every authenticated request checks one (bench/request-cost.ts
// --cpu-prof). Here a signature is a synchronous HMAC of a few µs.
//
// The checks are the ones jose's jwtVerify made with the options jwt.ts gave it, in the same order
// (test/auth/hs256.test.ts runs both on the same tokens): the signature over the exact text first,
// compared in constant time; then the header (alg HS256 only, no `crit`, `typ` when asked); then
// the claims (a JSON object, `iss`, the required ones, `exp`/`nbf`/`iat` numbers, not before
// `nbf`, expired from `exp` on).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Hs256Result = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: 'expired' | 'invalid' };

export interface Hs256Checks {
  issuer: string;
  /** The header's `typ`, compared as jose does (case-insensitive, without an `application/` prefix). */
  typ?: string;
  requiredClaims: readonly string[];
  /** Epoch seconds; defaults to now. */
  now?: number;
}

const json = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const mac = (secret: Uint8Array, input: string) => createHmac('sha256', secret).update(input).digest();

export function signHs256(secret: Uint8Array, typ: string, payload: Record<string, unknown>): string {
  const input = `${json({ alg: 'HS256', typ })}.${json(payload)}`;
  return `${input}.${mac(secret, input).toString('base64url')}`;
}

const INVALID = { ok: false, reason: 'invalid' } as const;
const normaliseTyp = (value: string) => value.toLowerCase().replace(/^application\//, '');

function objectFrom(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function verifyHs256(secret: Uint8Array, token: string, checks: Hs256Checks): Hs256Result {
  const parts = token.split('.');
  if (parts.length !== 3) return INVALID;
  const [header, payload, signature] = parts as [string, string, string];
  // The signature as sent must be the exact base64url text of the HMAC: compared as text (of a
  // fixed length), so no other spelling of the same bytes passes either.
  const expected = Buffer.from(mac(secret, `${header}.${payload}`).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID;

  const head = objectFrom(header);
  if (!head || head['alg'] !== 'HS256' || 'crit' in head) return INVALID;
  if (checks.typ !== undefined && (typeof head['typ'] !== 'string' || normaliseTyp(head['typ']) !== normaliseTyp(checks.typ))) return INVALID;

  const claims = objectFrom(payload);
  if (!claims || claims['iss'] !== checks.issuer) return INVALID;
  if (checks.requiredClaims.some((name) => !(name in claims))) return INVALID;
  for (const name of ['exp', 'nbf', 'iat']) if (name in claims && !isNumber(claims[name])) return INVALID;
  const now = checks.now ?? Math.floor(Date.now() / 1000);
  if (isNumber(claims['nbf']) && claims['nbf'] > now) return INVALID;
  if (isNumber(claims['exp']) && claims['exp'] <= now) return { ok: false, reason: 'expired' };
  return { ok: true, payload: claims };
}
