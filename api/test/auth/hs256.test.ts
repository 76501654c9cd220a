// Our HS256 check (auth/hs256.ts) against jose's jwtVerify, which it replaced for our own tokens:
// on each token below both give the same answer (valid, expired or invalid), with the options
// jwt.ts used to give jose.
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256, type Hs256Checks } from '../../src/auth/hs256.ts';

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const now = 1_800_000_000;
const ISS = 'moveable-spots';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** A token of any header and payload text, signed with `secret`. */
function raw(header: unknown, payload: unknown, secret = key): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const claims = (extra: Record<string, unknown> = {}) => ({ sub: '1', iss: ISS, iat: now - 10, exp: now + 60, ...extra });

async function joseSays(token: string, checks: Hs256Checks): Promise<'ok' | 'expired' | 'invalid'> {
  try {
    await jwtVerify(token, key, {
      issuer: checks.issuer,
      algorithms: ['HS256'],
      requiredClaims: [...checks.requiredClaims],
      currentDate: new Date(now * 1000),
      ...(checks.typ ? { typ: checks.typ } : {}),
    });
    return 'ok';
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
const oursSays = (token: string, checks: Hs256Checks) => {
  const result = verifyHs256(key, token, { ...checks, now });
  return result.ok ? 'ok' : result.reason;
};

const access: Hs256Checks = { issuer: ISS, typ: 'at+jwt', requiredClaims: ['exp', 'sub'] };
const refresh: Hs256Checks = { issuer: ISS, requiredClaims: ['exp', 'sub', 'jti'] };
const good = raw({ alg: 'HS256', typ: 'at+jwt' }, claims());

const cases: [string, string, Hs256Checks, 'ok' | 'expired' | 'invalid'][] = [
  ['our own signature', signHs256(key, 'at+jwt', claims()), access, 'ok'],
  ['signed by jose', await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(key), access, 'ok'],
  ['typ spelled application/AT+JWT', raw({ alg: 'HS256', typ: 'application/AT+JWT' }, claims()), access, 'ok'],
  ['a refresh token (typ JWT, jti)', raw({ alg: 'HS256', typ: 'JWT' }, claims({ jti: 'x' })), refresh, 'ok'],
  ['expired (exp = now)', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: now })), access, 'expired'],
  ['expired, but another key', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: now - 5 }), otherKey), access, 'invalid'],
  ['expired, wrong issuer', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: now - 5, iss: 'else' })), access, 'invalid'],
  ['not yet valid (nbf)', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ nbf: now + 10 })), access, 'invalid'],
  ['another key', raw({ alg: 'HS256', typ: 'at+jwt' }, claims(), otherKey), access, 'invalid'],
  ['tampered payload', `${good.split('.')[0]}.${b64(claims({ sub: '2' }))}.${good.split('.')[2]}`, access, 'invalid'],
  ['signature cut short', good.slice(0, -1), access, 'invalid'],
  ['no signature', good.split('.').slice(0, 2).join('.') + '.', access, 'invalid'],
  ['alg none', `${b64({ alg: 'none' })}.${b64(claims())}.`, access, 'invalid'],
  ['alg HS512', raw({ alg: 'HS512', typ: 'at+jwt' }, claims()), access, 'invalid'],
  ['crit header', raw({ alg: 'HS256', typ: 'at+jwt', crit: ['exp'], exp: 1 }, claims()), access, 'invalid'],
  ['typ JWT where at+jwt is asked', raw({ alg: 'HS256', typ: 'JWT' }, claims()), access, 'invalid'],
  ['no typ where at+jwt is asked', raw({ alg: 'HS256' }, claims()), access, 'invalid'],
  ['wrong issuer', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ iss: 'else' })), access, 'invalid'],
  ['no exp', raw({ alg: 'HS256', typ: 'at+jwt' }, { sub: '1', iss: ISS }), access, 'invalid'],
  ['exp a string', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ exp: String(now + 60) })), access, 'invalid'],
  ['iat a string', raw({ alg: 'HS256', typ: 'at+jwt' }, claims({ iat: 'then' })), access, 'invalid'],
  ['no jti for a refresh token', raw({ alg: 'HS256', typ: 'JWT' }, claims()), refresh, 'invalid'],
  ['payload an array', raw({ alg: 'HS256', typ: 'at+jwt' }, [claims()]), access, 'invalid'],
  ['payload not JSON', raw({ alg: 'HS256', typ: 'at+jwt' }, 'not json'), access, 'invalid'],
  ['header not JSON', raw('{alg', claims()), access, 'invalid'],
  ['two parts', good.split('.').slice(0, 2).join('.'), access, 'invalid'],
  ['four parts', `${good}.x`, access, 'invalid'],
  ['garbage', 'garbage', access, 'invalid'],
];

describe('verifyHs256 answers as jose did', () => {
  it.each(cases)('%s', async (_name, token, checks, expected) => {
    expect(oursSays(token, checks)).toBe(expected);
    expect(await joseSays(token, checks)).toBe(expected);
  });
});
