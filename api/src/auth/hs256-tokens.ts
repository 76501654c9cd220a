// Compact JWS with HS256 (RFC 7515/7519) for our own access and refresh tokens, signed and checked
// by fast-jwt (nearform's, the library @fastify/jwt is built on): node:crypto's HMAC, synchronous,
// a few µs per signature or check. jose still does everything else (OpenID Connect, the flow
// cookie); through WebCrypto each of our signatures or checks cost it 0.03–0.08 ms, most of a
// token refresh's budget (bench/token-cost.ts, bench/README.md).
//
// The answers are the ones jose's jwtVerify gave with the options jwt.ts gave it
// (test/auth/hs256-tokens.test.ts runs both on the same tokens). fast-jwt makes the checks:
// HS256 only, the signature compared in constant time, no `crit`, `typ` when asked, a JSON object
// payload, the required claims, `iss`, `exp`/`nbf` numbers, not before `nbf`, not after `exp`.
// Three things are ours, each because fast-jwt would answer otherwise:
//   - `iss` is also a required claim: fast-jwt checks allowedIss only when the claim is there;
//   - a present `iat` must be a number, as jose required: fast-jwt reads `iat` only with maxAge;
//   - "expired" only when everything else holds, as with jose: fast-jwt looks at `exp` before
//     `iss` (and before our `iat` rule), so an expired token is checked again without `exp`.
// Two differences are left (the test shows both): at the very millisecond `exp` × 1000 fast-jwt
// still accepts a token that jose refused (jose compares whole seconds), and it refuses a
// signature with base64 padding, which jose accepted.
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export type Hs256Result = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: 'expired' | 'invalid' };

export interface Hs256Checks {
  issuer: string;
  /** The header's `typ`, compared as jose does (case-insensitive, without an `application/` prefix). */
  typ?: string;
  requiredClaims: readonly string[];
  /** A fixed clock in ms since the epoch (tests); by default Date.now() at each check. */
  clockTimestamp?: number;
}

/** Signs the payload as given (its own `iat` and `exp`), header `{ alg: 'HS256', typ }`. */
export function hs256Signer(secret: Uint8Array, typ: string): (payload: Record<string, unknown>) => string {
  const sign = createSigner({ key: Buffer.from(secret), algorithm: 'HS256', header: { alg: 'HS256', typ } });
  return (payload) => sign(payload);
}

const INVALID = { ok: false, reason: 'invalid' } as const;
const EXPIRED = { ok: false, reason: 'expired' } as const;

function withIat(payload: Record<string, unknown>): Hs256Result {
  return 'iat' in payload && typeof payload['iat'] !== 'number' ? INVALID : { ok: true, payload };
}

export function hs256Verifier(secret: Uint8Array, checks: Hs256Checks): (token: string) => Hs256Result {
  const options = {
    key: Buffer.from(secret),
    algorithms: ['HS256' as const],
    allowedIss: checks.issuer,
    requiredClaims: [...checks.requiredClaims, 'iss'],
    ...(checks.typ === undefined ? {} : { checkTyp: checks.typ }),
    ...(checks.clockTimestamp === undefined ? {} : { clockTimestamp: checks.clockTimestamp }),
    clockTolerance: 0,
    cache: false,
  };
  const verify = createVerifier(options);
  const verifyAllButExpiry = createVerifier({ ...options, ignoreExpiration: true });
  return (token) => {
    try {
      return withIat(verify(token) as Record<string, unknown>);
    } catch (error) {
      if (!(error instanceof TokenError && error.code === TokenError.codes.expired)) return INVALID;
    }
    try {
      return withIat(verifyAllButExpiry(token) as Record<string, unknown>).ok ? EXPIRED : INVALID;
    } catch {
      return INVALID;
    }
  };
}
