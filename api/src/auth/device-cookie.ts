// Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a successful
// sign-in leaves a cookie that says "this browser has signed in to this account before". A
// sign-in attempt that carries one for the address typed is held to that device's own delay, not
// to the account's, so whoever guesses the password from elsewhere never delays the owner's own
// browser (rate-limit/sign-in-delay.ts).
//
// The cookie holds up to five entries (a shared computer), each `<nonce>.<mac>` where mac =
// HMAC-SHA256(key, nonce + address): no address in clear, and no entry can be made for another
// address without AUTH_SECRET. httpOnly, SameSite=Strict, path /api/auth, a year.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'moveable_device';
const MAX_ENTRIES = 5;
const MAX_AGE_SECONDS = 365 * 86_400;
const ENTRY = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

export interface DeviceCookies {
  /** The device's id if the request carries a valid entry for `email`, else null. */
  knownDevice(request: FastifyRequest, email: string): string | null;
  /** After a successful sign-in: an entry for `email` (first), older ones for other addresses kept. */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): void;
}

export function deviceCookies(authSecret: string, options: { secure: boolean }): DeviceCookies {
  const key = new Uint8Array(hkdfSync('sha256', authSecret, 'moveable-spots', 'device-cookie', 32));
  const mac = (nonce: string, email: string) => createHmac('sha256', key).update(`${nonce}\n${email.toLowerCase()}`).digest('base64url');

  function entries(request: FastifyRequest): string[] {
    const raw = request.cookies[DEVICE_COOKIE];
    return raw
      ? raw
          .split('~')
          .filter((e) => ENTRY.test(e))
          .slice(0, MAX_ENTRIES)
      : [];
  }

  function matches(entry: string, email: string): boolean {
    const [nonce = '', given = ''] = entry.split('.');
    const expected = Buffer.from(mac(nonce, email));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  return {
    knownDevice(request, email) {
      const entry = entries(request).find((e) => matches(e, email));
      return entry ? entry.split('.')[0]! : null;
    },
    remember(request, reply, email) {
      const others = entries(request).filter((e) => !matches(e, email));
      const nonce = randomBytes(16).toString('base64url');
      const value = [`${nonce}.${mac(nonce, email)}`, ...others].slice(0, MAX_ENTRIES).join('~');
      reply.setCookie(DEVICE_COOKIE, value, {
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secure,
        path: '/api/auth',
        maxAge: MAX_AGE_SECONDS,
      });
    },
  };
}
