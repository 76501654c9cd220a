// Who is signed in. Routes that need a person add `onRequest: app.requireUser` (or
// app.requireAdmin). It runs before the body is read, so an anonymous request gets its 401 without
// costing an upload or meeting a validation error first. It verifies the bearer access token,
// checks that its session has not ended (sign-out, a reused refresh token, a password reset, a
// block, a deletion: a lookup in memory, see auth/session-revocations.ts), checks that the account
// still exists and is not blocked (deleting or blocking an account or changing a role takes effect
// at once, not when the token expires) and sets request.user. Public routes never look at the
// Authorization header, so a stale token cannot break a public read. Also registers the cookie
// parser and decorates app.sessions. The public app token (PUBLIC_APP_TOKEN, auth/app-token.ts)
// is no person: requireUser answers it like a request without a token (401 `unauthorized`, not
// `token_invalid`, which would tell a browser that a person's session had ended).
import type { UserRole } from '@moveable/contract';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { deriveTokenKeys, verifyAccessToken, type TokenKeys } from '../auth/jwt.ts';
import { appTokenMatcher, bearerOf } from '../auth/app-token.ts';
import { deviceCookies, type DeviceCookies } from '../auth/device-cookie.ts';
import { createSessionIssuer } from '../auth/session-issuer.ts';
import { createSessionRevocations } from '../auth/session-revocations.ts';
import { forbidden, unauthorized } from '../http/errors.ts';

export interface AuthenticatedUser {
  id: number;
  role: UserRole;
  /** When the person signed in with a password or a provider (the token's auth_time). */
  authenticatedAt: Date;
}

type PreHandler = (request: FastifyRequest) => Promise<void>;

/** An external sign-in (OpenID Connect) offered by GET /api/auth/providers. */
export interface AuthProvider {
  id: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenKeys: TokenKeys;
    /** "This browser signed in to this account before" (the sign-in delay spares it). */
    deviceCookies: DeviceCookies;
    /** Filled by the OpenID Connect plugin with the providers it configured; empty without. */
    authProviders: AuthProvider[];
    requireUser: PreHandler;
    /** Whether a bearer token is the public app token (constant time; always false without PUBLIC_APP_TOKEN). */
    isAppToken: (bearer: string | null) => boolean;
    requireAdmin: PreHandler;
    /** Moderators and administrators (the admin pages' moderation, api/README.md "Roles"). */
    requireStaff: PreHandler;
  }
  interface FastifyRequest {
    /** Set by app.requireUser (an onRequest hook); null on routes without it. */
    user: AuthenticatedUser | null;
  }
}

export default fp<{ config: Config }>(
  async function authPlugin(app: FastifyInstance, { config }) {
    if (!config.authSecret) throw new Error('auth: no AUTH_SECRET (server.ts fills one in for development)');
    await app.register(cookie);
    const keys = deriveTokenKeys(config.authSecret);
    app.decorate('tokenKeys', keys);
    const revocations = await createSessionRevocations({
      db: app.db.kysely,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      syncIntervalMs: config.sessionSyncIntervalMs,
      redis: config.redisUrl ? { url: config.redisUrl, channel: `${config.redisPrefix}sessions-ended` } : undefined,
      log: app.log,
    });
    app.addHook('onClose', () => revocations.close());
    app.decorate(
      'sessions',
      createSessionIssuer({
        db: app.db.kysely,
        keys,
        accessTokenTtlSeconds: config.accessTokenTtlSeconds,
        refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
        cookieSecure: config.cookieSecure,
        revocations,
        log: app.log,
      }),
    );
    app.decorate('deviceCookies', deviceCookies(config.authSecret, { secure: config.cookieSecure }));
    app.decorate('authProviders', [] as AuthProvider[]);
    app.decorateRequest('user', null);
    const isAppToken = appTokenMatcher(config.publicAppToken);
    app.decorate('isAppToken', isAppToken);

    async function requireUser(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      if (!header) throw unauthorized('Please sign in: this needs an access token (Authorization: Bearer <token>).');
      const bearer = bearerOf(header);
      if (!bearer) throw unauthorized('The Authorization header must be "Bearer <access token>".', 'token_invalid');
      if (isAppToken(bearer))
        throw unauthorized('Please sign in: the app token alone does not name a person (Authorization: Bearer <access token>).');
      const verified = await verifyAccessToken(keys, bearer);
      if (!verified.ok) {
        throw verified.reason === 'expired'
          ? unauthorized('The access token has expired. Refresh it and try again.', 'token_expired')
          : unauthorized('The access token is not valid. Please sign in again.', 'token_invalid');
      }
      if (revocations.isRevoked(verified.claims.sessionId)) throw unauthorized('This session has ended. Please sign in again.', 'token_invalid');
      const account = await app.db.kysely
        .selectFrom('users')
        .select(['id', 'role', 'blocked_at'])
        .where('id', '=', verified.claims.userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!account) throw unauthorized('This account no longer exists.', 'token_invalid');
      if (account.blocked_at) throw unauthorized('This account has been blocked by the moderators.', 'token_invalid');
      request.user = { id: account.id, role: account.role, authenticatedAt: new Date(verified.claims.authTime * 1000) };
    }

    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user?.role !== 'admin') throw forbidden('Only administrators may do this.');
    });
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user?.role !== 'admin' && request.user?.role !== 'moderator') throw forbidden('Only moderators and administrators may do this.');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** request.user on a route behind app.requireUser (a programming error elsewhere). */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new Error('signedInUser() on a route without app.requireUser');
  return request.user;
}
