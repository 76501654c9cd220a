// The session endpoints the browser's app shell calls (spec §7): restore the session from the
// cookie on page load, sign out, and refresh the access token. All three read the httpOnly
// session cookie; none accepts a token from script. Each passes the cookie guard first
// (auth/csrf.ts): our API client's header, and our origin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { clearSessionCookie, sessionCookieOf } from '../../auth/session-cookie.ts';
import { unauthorized } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { findUser } from '../../domain/users/accounts.ts';
import { endpoint } from '../../http/endpoint.ts';

/** The answer of GET /_auth/session without a (valid) session. */
const SIGNED_OUT: Record<string, never> = {};

interface SessionRoutesOptions {
  cookieSecure: boolean;
  cookieGuard: (request: FastifyRequest) => Promise<void>;
}

const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { cookieSecure, cookieGuard }) => {
  app.addHook('onRequest', noStore);
  app.addHook('onRequest', cookieGuard);
  const cookie = { secure: cookieSecure };

  app.route({
    ...endpoint('GET /_auth/session'),
    handler: async (request, reply) => {
      const token = sessionCookieOf(request);
      if (!token) return SIGNED_OUT;
      const result = await app.sessions.rotate(reply, token);
      if (!result.ok) {
        clearSessionCookie(reply, cookie);
        return SIGNED_OUT;
      }
      const user = await findUser(app.db.kysely, result.session.userId);
      if (!user) {
        clearSessionCookie(reply, cookie);
        return SIGNED_OUT;
      }
      return { user, jwt: { accessToken: result.session.accessToken, refreshToken: result.session.refreshToken } };
    },
  });

  app.route({
    ...endpoint('DELETE /_auth/session'),
    handler: async (request, reply) => {
      await app.sessions.end(reply, sessionCookieOf(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('GET /jwt/refresh'),
    handler: async (request, reply) => {
      const token = sessionCookieOf(request);
      if (!token) throw unauthorized('Not signed in: no session cookie.', 'token_invalid');
      const result = await app.sessions.rotate(reply, token);
      if (!result.ok) {
        clearSessionCookie(reply, cookie);
        throw unauthorized(result.message, result.code);
      }
      return { accessToken: result.session.accessToken, refreshToken: result.session.refreshToken };
    },
  });
};

export default sessionRoutes;
