// Partner sites embed our web components and read the public API from their own origins, and
// load our ES modules and the import map cross-origin (module scripts need CORS). Reads are
// public, so any origin may GET; no credentials are ever allowed or exposed.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COUNTRY_HEADER, PLATFORM_HEADER } from './context.ts';

export default fp(
  async function corsPlugin(app: FastifyInstance) {
    await app.register(cors, {
      origin: '*',
      methods: ['GET', 'HEAD'],
      credentials: false,
      // The §7 request headers the shared API client sends, plus the tracing headers.
      allowedHeaders: [PLATFORM_HEADER, COUNTRY_HEADER, 'accept-language', 'cache-control', 'content-type', 'sentry-trace', 'baggage'],
      maxAge: 86_400,
    });
  },
  { name: 'cors' },
);
