// Security headers on every answer – pages, API and assets – by @fastify/helmet, set when the
// request arrives so that a route can still replace one (pages write their own CSP, photos theirs).
//
// Departures from helmet's defaults, and why:
// - Content-Security-Policy: answers that are not pages (JSON, scripts, images, icons) get
//   `default-src 'none'; frame-ancestors 'none'`: opened as a document they can run and load
//   nothing and can't be framed. Pages replace it with theirs (site/content-security-policy.ts).
// - Cross-Origin-Resource-Policy: cross-origin, because partner pages load our modules, photos
//   and icons (<moveable-spots> through /embed.js); helmet's same-origin would block them.
// - Cross-Origin-Opener-Policy: none. The sign-in popup (shared/src/session/popup.ts) goes from our
//   origin to the provider and back, and its opener polls `popup.closed`: a COOP of same-origin
//   would cut the two apart when the popup leaves our origin, and the opener would stop waiting.
// - Cross-Origin-Embedder-Policy: none (tiles from another origin carry no CORP).
// - X-Frame-Options: none; frame-ancestors says who may frame a page, and embed pages may be
//   framed by partners, which X-Frame-Options cannot express.
// - Strict-Transport-Security only when PUBLIC_URL is https (a plain-http development server
//   must not pin browsers to https on localhost).
// - Referrer-Policy strict-origin-when-cross-origin (helmet: no-referrer): partners see which
//   site sent a visitor, never the path.
// Permissions-Policy is not helmet's: geolocation ("my location" on the map, a spot's position)
// for our own origin only, everything else we never use switched off.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()';
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeadersOptions {
  /** PUBLIC_URL is https. */
  https: boolean;
}

export default fp<SecurityHeadersOptions>(
  async function securityHeaders(app: FastifyInstance, { https }) {
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginOpenerPolicy: false,
      crossOriginEmbedderPolicy: false,
      xFrameOptions: false,
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);
