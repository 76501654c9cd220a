// Our HS256 tokens (auth/hs256-tokens.ts: fast-jwt) against jose's jwtVerify, which checked them
// until 2026-11-26: on each token below both give the same answer (valid, expired or invalid),
// with the options jwt.ts used to give jose. The clock stands half-way through a second. The two
// differ at the very millisecond a token expires and on a padded signature (the last tests).
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hs256Signer, hs256Verifier, type Hs256Checks } from '../../src/auth/hs256-tokens.ts';

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const now = 1_800_000_000;
const nowMs = now * 1000 + 500;
const ISS = 'moveable-spots';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** A token of any header and payload text, signed with `secret`. */
function raw(header: unknown, payload: unknown, secret = key): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const claims = (extra: Record<string, unknown> = {}) => ({ sub: '1', iss: ISS, iat: now - 10, exp: now + 60, ...extra });

async function joseSays(token: string, checks: Hs256Checks, at = nowMs): Promise<'ok' | 'expired' | 'invalid'> {
  try {
    await jwtVerify(token, key, {
      issuer: checks.issuer,
      algorithms: ['HS256'],
      requiredClaims: [...checks.requiredClaims],
      currentDate: new Date(at),
      ...(checks.typ ? { typ: checks.typ } : {}),
    });
    return 'ok';
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
const oursSays = (token: string, checks: Hs256Checks, at = nowMs) => {
  const result = hs256Verifier(key, { ...checks, clockTimestamp: at })(token);
  return result.ok ? 'ok' : result.reason;
};
/** The same 32 bytes of signature spelt with other unused low bits in the last character. */
function respelt(token: string): string {
  const last = token.at(-1)!;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return token.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
}

const access: Hs256Checks = { issuer: ISS, typ: 'at+jwt', requiredClaims: ['exp', 'sub'] };
const refresh: Hs256Checks = { issuer: ISS, requiredClaims: ['exp', 'sub', 'jti'] };
const good = raw({ alg: 'HS256', typ: 'at+jwt' }, claims());

const cases: [string, string, Hs256Checks, 'ok' | 'expired' | 'invalid'][] = [
  ['our own signature', hs256Signer(key, 'at+jwt')(claims()), access, 'ok'],
  ['our own refresh signature', hs256Signer(key, 'JWT')(claims({ jti: 'x' })), refresh, 'ok'],
  ['signed by jose', await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(key), access, 'ok'],
  ['typ spelled application/AT+JWT', raw({ alg: 'HS256', typ: 'application/AT+JWT' }, claims()), access, 'ok'],
  ['a refresh token (typ JWT, jti)', raw({ alg: 'HS256', typ: 'JWT' }, claims({ jti: 'x' })), refresh, 'ok'],
  ['expired (exp = now)', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: now })), access, 'expired'],
  ['expired, but another key', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: now - 5 }), otherKey), access, 'invalid'],
  ['expired, wrong issuer', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: now - 5, iss: 'else' })), access, 'invalid'],
  ['expired, iat a string', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: now - 5, iat: 'then' })), access, 'invalid'],
  ['expired, no iss', raw({ alg: 'HS256', typ: 'at+jwt' }, { sub: '1', iat: now - 10, exp: now - 5 }), access, 'invalid'],
  ['expired and not yet valid', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: now - 5, nbf: now + 10 })), access, 'invalid'],
  ['valid from this second (nbf = now)', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ nbf: now })), access, 'ok'],
  ['not yet valid (nbf)', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ nbf: now + 10 })), access, 'invalid'],
  ['another key', raw({ alg: 'HS256', typ: 'at+jwt' }, claims(), otherKey), access, 'invalid'],
  ['tampered payload', `${good.split('.')[0]}.${b64(claims({ sub: '2' }))}.${good.split('.')[2]}`, access, 'invalid'],
  // Both accept it (auth/hs256.ts, written by hand, had not); a refresh token spelt so is unknown
  // to refresh_tokens, found by the hash of the exact text, and an access token so spelt gains
  // its holder nothing the token itself did not give.
  ['the signature spelt otherwise (same bytes)', respelt(good), access, 'ok'],
  ['signature cut short', good.slice(0, -1), access, 'invalid'],
  ['no signature', good.split('.').slice(0, 2).join('.') + '.', access, 'invalid'],
  ['alg none', `${b64({ alg: 'none' })}.${b64(claims())}.`, access, 'invalid'],
  ['alg HS512', raw({ alg: 'HS512', typ: 'at+jwt' }, claims()), access, 'invalid'],
  ['crit header', raw({ alg: 'HS256', typ: 'at+jwt', crit: ['exp'], exp: 1 }, claims()), access, 'invalid'],
  ['typ JWT where at+jwt is asked', raw({ alg: 'HS256', typ: 'JWT' }, claims()), access, 'invalid'],
  ['no typ where at+jwt is asked', raw({ alg: 'HS256' }, claims()), access, 'invalid'],
  ['crit header, empty', raw({ alg: 'HS256', typ: 'at+jwt', crit: [] }, claims()), access, 'invalid'],
  ['wrong issuer', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ iss: 'else' })), access, 'invalid'],
  ['no iss', raw({ alg: 'HS256', typ: 'at+jwt' }, { sub: '1', iat: now - 10, exp: now + 60 }), access, 'invalid'],
  ['iss a number', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ iss: 1 })), access, 'invalid'],
  ['no exp', raw({ alg: 'HS256', typ: 'at+jwt' }, { sub: '1', iss: ISS }), access, 'invalid'],
  ['exp a string', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: String(now + 60) })), access, 'invalid'],
  ['iat a string', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ iat: 'then' })), access, 'invalid'],
  ['exp an array', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: [now + 60] })), access, 'invalid'],
  ['nbf a string', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ nbf: 'soon' })), access, 'invalid'],
  ['no jti for a refresh token', raw({ alg: 'HS256', typ: 'JWT' }, claims()), refresh, 'invalid'],
  ['payload an array', raw({ alg: 'HS256', typ: 'at+jwt' }, [claims()]), access, 'invalid'],
  ['payload not JSON', raw({ alg: 'HS256', typ: 'at+jwt' }, 'not json'), access, 'invalid'],
  ['header not JSON', raw('{alg', claims()), access, 'invalid'],
  ['two parts', good.split('.').slice(0, 2).join('.'), access, 'invalid'],
  ['four parts', `${good}.x`, access, 'invalid'],
  ['garbage', 'garbage', access, 'invalid'],
];

describe('fast-jwt with our checks answers as jose did', () => {
  it.each(cases)('%s', async (_name, token, checks, expected) => {
    expect(oursSays(token, checks)).toBe(expected);
    expect(await joseSays(token, checks)).toBe(expected);
  });

  it('signs the same bytes as jose given the same header and claims', async () => {
    const payload = { role: 'user', sid: 'a', ...claims() };
    const joseToken = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(key);
    expect(hs256Signer(key, 'at+jwt')(payload)).toBe(joseToken);
  });

  it('refuses a signature with base64 padding, which jose accepted', async () => {
    expect(oursSays(`${good}=`, access)).toBe('invalid');
    expect(await joseSays(`${good}=`, access)).toBe('ok');
  });

  it('differs only at the millisecond a token expires: fast-jwt still accepts it, jose did not', async () => {
    const token = raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: now }));
    expect(oursSays(token, access, now * 1000)).toBe('ok');
    expect(await joseSays(token, access, now * 1000)).toBe('expired');
    expect(oursSays(token, access, now * 1000 + 1)).toBe('expired');
    expect(await joseSays(token, access, now * 1000 + 1)).toBe('expired');
    expect(oursSays(token, access, now * 1000 - 1)).toBe('ok');
    expect(await joseSays(token, access, now * 1000 - 1)).toBe('ok');
  });
});
