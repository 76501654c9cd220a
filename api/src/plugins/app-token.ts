// Requests that carry the public app token (PUBLIC_APP_TOKEN; auth/app-token.ts) count against a
// limit of their own per IP address (rateLimits.appTokenPerIpPerMinute): 429 beyond, in the
// usual error shape. The token is in every page, so anybody can send it; the limit keeps it from
// being a free pass. Nothing else changes: the request is as anonymous as one without a token
// (requireUser answers it 401, see plugins/auth.ts). Without PUBLIC_APP_TOKEN no hook is added.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { bearerOf } from '../auth/app-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's bearer is the public app token: the app, not a person (set before any route hook). */
    appIdentity: boolean;
  }
}

export default fp<{ config: Config }>(
  async function appTokenPlugin(app: FastifyInstance, { config }) {
    app.decorateRequest('appIdentity', false);
    if (!config.publicAppToken) return;
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!app.isAppToken(bearerOf(request.headers.authorization))) return;
      request.appIdentity = true;
      await app.limits.appTokenPerIp.attempt(request.ip);
    });
  },
  { name: 'app-token', dependencies: ['auth', 'rate-limit'] },
);
