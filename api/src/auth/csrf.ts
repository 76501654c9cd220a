// Cross-site request forgery on the routes the session cookie authenticates (refresh, sign-out,
// the session endpoints). SameSite=Lax keeps the cookie off cross-site POSTs, but not off requests
// from a page of the same site (another subdomain, another port) nor off top-level cross-site
// GET navigations, and our GETs rotate the cookie: two such requests at once look like a reused
// refresh token and end the session. So a cookie-authenticated request must
// - carry what a form, a link, an <img> or a no-cors fetch cannot send: a JSON body
//   (Content-Type: application/json) or one of the headers our API client sends on every call
//   (moveable-platform, moveable-countrycode) or X-Requested-With. A cross-origin page could only
//   send those after a CORS preflight, which our CORS policy refuses for credentialed requests;
// - and come from our origin: `Origin`, when present, must be PUBLIC_URL's origin, the origin the
//   request was addressed to, or one of TRUSTED_ORIGINS; without `Origin`, a `Sec-Fetch-Site` of
//   cross-site or same-site (a navigation or subresource from another page) is refused too.
// OWASP's CSRF cheat sheet: "custom request headers" and "verifying origin with standard headers".
// Refused with 403 { code: 'cross_site_request' }. Server-to-server clients send neither Origin
// nor Sec-Fetch-Site and pass with a JSON body or the header.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { COUNTRY_HEADER, PLATFORM_HEADER } from '../plugins/context.ts';

export const CROSS_SITE_REQUEST = 'cross_site_request';
const SCRIPT_HEADERS = [PLATFORM_HEADER, COUNTRY_HEADER, 'x-requested-with'];

const crossSite = (message: string) => new HttpError(403, message, { code: CROSS_SITE_REQUEST });

export interface CookieGuardOptions {
  publicUrl: string;
  trustedOrigins: readonly string[];
}

/** An onRequest hook for routes that the session cookie authenticates. */
export function cookieRequestGuard({ publicUrl, trustedOrigins }: CookieGuardOptions): (request: FastifyRequest) => Promise<void> {
  const allowed = new Set([new URL(publicUrl).origin, ...trustedOrigins].map((o) => o.toLowerCase()));
  return async function guardCookieRequest(request) {
    const origin = request.headers.origin?.toLowerCase();
    if (origin !== undefined) {
      const addressed = `${request.protocol}://${request.host}`.toLowerCase();
      if (origin !== addressed && !allowed.has(origin)) {
        throw crossSite(`Requests from ${origin.slice(0, 100)} may not use the session cookie.`);
      }
    } else {
      const site = request.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') throw crossSite('Requests from another site may not use the session cookie.');
    }
    const type = request.headers['content-type'];
    const json = typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type);
    if (!json && !SCRIPT_HEADERS.some((h) => request.headers[h] !== undefined)) {
      throw crossSite(`This request needs a JSON body or the ${PLATFORM_HEADER} header (as the site's API client sends).`);
    }
  };
}
