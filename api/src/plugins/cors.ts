// Partner sites embed our web components and read the public API from their own origins, and
// load our ES modules and the import map cross-origin (module scripts need CORS). Public reads
// (cors-policy.ts) are open to any origin, without credentials; everything else answers other
// origins without CORS headers, and its preflight with 404.
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COUNTRY_HEADER, PLATFORM_HEADER } from './context.ts';
import { isOpenToOtherOrigins } from './cors-policy.ts';
import { TRACE_RESPONSE_HEADER } from '../http/trace-context.ts';

const PUBLIC_READ: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD'],
  credentials: false,
  // The §7 request headers the shared API client sends, plus the tracing headers (W3C trace
  // context from the client, Sentry's own when error reporting is on).
  allowedHeaders: [
    PLATFORM_HEADER,
    COUNTRY_HEADER,
    'accept-language',
    'cache-control',
    'content-type',
    'traceparent',
    'tracestate',
    'sentry-trace',
    'baggage',
  ],
  // A partner page's scripts (and our elements on it) may read which trace answered (plugins/tracing.ts).
  exposedHeaders: [TRACE_RESPONSE_HEADER],
  // A day: browsers cap it lower anyway (Chromium at 2 hours), and the policy changes with releases only.
  maxAge: 86_400,
};
const CLOSED: FastifyCorsOptions = { origin: false };

function optionsFor(request: FastifyRequest): FastifyCorsOptions {
  const preflight = request.method === 'OPTIONS' ? request.headers['access-control-request-method'] : undefined;
  const method = typeof preflight === 'string' ? preflight.toUpperCase() : request.method;
  return isOpenToOtherOrigins(method, request.url) ? PUBLIC_READ : CLOSED;
}

export default fp(
  async function corsPlugin(app: FastifyInstance) {
    await app.register(cors, {
      delegator: (request, callback) => callback(null, optionsFor(request)),
    });
  },
  { name: 'cors' },
);
