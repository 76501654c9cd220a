// The CMS-style auth service (spec §7; docs/accounts-api.md): sign in with e-mail and password,
// refresh, sign out, the list of external providers, and the password-reset links.
// OpenID Connect (GET /auth/login/{provider} and its callback) registers in this prefix from its
// own files and signs people in with issueSession() from auth/session-issuer.ts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordMatches } from '../../auth/passwords.ts';
import { clearSessionCookie, sessionCookieOf } from '../../auth/session-cookie.ts';
import { cmsAuthResponse } from '../../auth/cms-response.ts';
import { issueSession } from '../../auth/session-issuer.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { findAccountByEmail } from '../../domain/users/accounts.ts';
import passwordRoutes from './password.ts';
import { endpoint } from '../../http/endpoint.ts';

export const LOGIN_FAILED = 'Login failed, please check your credentials.';

interface AuthRoutesOptions {
  cookieSecure: boolean;
  /** Refresh and sign-out may be authenticated by the session cookie: auth/csrf.ts. */
  cookieGuard: (request: FastifyRequest) => Promise<void>;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { cookieSecure, cookieGuard }) => {
  app.addHook('onRequest', noStore);

  app.route({
    ...endpoint('POST /auth/login'),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      // Counted before the password is checked, so parallel guesses cannot outrun the limits.
      // The delay is the account's (keyed by the address as typed, existing or not: it says
      // nothing about accounts), or, from a browser that signed in to it before, that device's.
      await app.limits.loginPerIp.attempt(request.ip);
      const device = app.deviceCookies.knownDevice(request, email);
      const subject = device ? `device:${device}` : `account:${email}`;
      await app.limits.signInDelay.attempt(subject);
      const account = await findAccountByEmail(app.db.kysely, email);
      // Without an account the password is still checked (against a dummy hash): same timing.
      const matches = await passwordMatches(account?.passwordHash, password);
      if (!account || !matches) throw new HttpError(401, LOGIN_FAILED, { code: 'invalid_credentials' });
      await app.limits.signInDelay.succeeded(subject);
      await app.limits.loginPerIp.undo(request.ip);
      const session = await issueSession(reply, account);
      app.deviceCookies.remember(request, reply, email);
      return cmsAuthResponse(session);
    },
  });

  app.route({
    ...endpoint('POST /auth/refresh'),
    onRequest: cookieGuard,
    handler: async (request, reply) => {
      const fromBody = request.body?.refresh_token;
      const token = fromBody ?? sessionCookieOf(request);
      if (!token) throw unauthorized('No refresh token: send refresh_token or the session cookie.', 'token_invalid');
      const result = await app.sessions.rotate(reply, token);
      if (!result.ok) {
        if (!fromBody) clearSessionCookie(reply, { secure: cookieSecure });
        throw unauthorized(result.message, result.code);
      }
      return cmsAuthResponse(result.session);
    },
  });

  app.route({
    ...endpoint('POST /auth/logout'),
    onRequest: cookieGuard,
    handler: async (request, reply) => {
      await app.sessions.end(reply, request.body?.refresh_token ?? sessionCookieOf(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('GET /auth/providers'),
    handler: async () => ({ items: app.authProviders.map(({ id, name }) => ({ id, name })) }),
  });

  await app.register(passwordRoutes);
};

export default authRoutes;
