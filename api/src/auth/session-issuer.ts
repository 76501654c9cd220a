// Signing in, in one place: every way in (password login, invitation, OpenID Connect callback)
// ends with issueSession(reply, user), which starts a refresh-token family, signs an access token
// and sets the session cookie. Refreshing rotates within the family; signing out revokes it.
import type { UserRole } from '@moveable/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { hashToken, signAccessToken, signRefreshToken, verifyRefreshToken, type TokenKeys } from './jwt.ts';
import { deleteExpiredRefreshTokens, familyOfToken, insertRefreshToken, revokeFamily, rotateRefreshToken } from './refresh-tokens.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

export interface SessionUser {
  id: number;
  role: UserRole;
}

export interface IssuedSession {
  userId: number;
  accessToken: string;
  refreshToken: string;
  /** Milliseconds until the access token expires (the CMS-style `expires`). */
  expiresInMs: number;
}

export type RotationResult = { ok: true; session: IssuedSession } | { ok: false; code: 'token_expired' | 'token_invalid'; message: string };

export interface SessionIssuer {
  /** Signs the user in: a new token family, the tokens, and the session cookie on `reply`. */
  issue(reply: FastifyReply, user: SessionUser, options?: { authenticatedAt?: Date }): Promise<IssuedSession>;
  /** Exchanges a refresh token for new tokens (and cookie). A reused token revokes its family. */
  rotate(reply: FastifyReply, refreshToken: string): Promise<RotationResult>;
  /** Signs out: revokes the token's family (if the token is ours at all) and clears the cookie. */
  end(reply: FastifyReply, refreshToken: string | undefined): Promise<void>;
}

export interface SessionIssuerOptions {
  db: Kysely<DB>;
  keys: TokenKeys;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  cookieSecure: boolean;
  log: FastifyBaseLogger;
}

const REFRESH_EXPIRED = 'The refresh token has expired. Please sign in again.';
const REFRESH_INVALID = 'The refresh token is not valid. Please sign in again.';
const REFRESH_REUSED = 'This refresh token was used before, so the session was ended for safety. Please sign in again.';

export function createSessionIssuer(options: SessionIssuerOptions): SessionIssuer {
  const { db, keys, accessTokenTtlSeconds, refreshTokenTtlSeconds, cookieSecure, log } = options;
  const cookie = { secure: cookieSecure, maxAgeSeconds: refreshTokenTtlSeconds };

  /** A new refresh token of `family`, signed, with what its row stores. */
  async function signedRefreshToken(userId: number, family: string) {
    const id = randomUUID();
    const now = Date.now();
    const token = await signRefreshToken(keys, { userId, jti: id, family }, refreshTokenTtlSeconds, now);
    const expiresAt = new Date((Math.floor(now / 1000) + refreshTokenTtlSeconds) * 1000);
    return { token, row: { id, family, userId, tokenHash: hashToken(token), expiresAt } };
  }

  async function mintRefreshToken(trx: Kysely<DB>, userId: number, family: string, authenticatedAt: Date): Promise<string> {
    const { token, row } = await signedRefreshToken(userId, family);
    await insertRefreshToken(trx, { ...row, authenticatedAt });
    return token;
  }

  async function tokensFor(user: SessionUser, refreshToken: string, authenticatedAt: Date): Promise<IssuedSession> {
    const authTime = Math.floor(authenticatedAt.getTime() / 1000);
    const accessToken = await signAccessToken(keys, { userId: user.id, role: user.role, authTime }, accessTokenTtlSeconds);
    return { userId: user.id, accessToken, refreshToken, expiresInMs: accessTokenTtlSeconds * 1000 };
  }

  return {
    async issue(reply, user, { authenticatedAt = new Date() } = {}) {
      await deleteExpiredRefreshTokens(db, user.id);
      const refreshToken = await mintRefreshToken(db, user.id, randomUUID(), authenticatedAt);
      const session = await tokensFor(user, refreshToken, authenticatedAt);
      setSessionCookie(reply, refreshToken, cookie);
      return session;
    },

    async rotate(reply, presented) {
      const verified = await verifyRefreshToken(keys, presented);
      if (!verified.ok) {
        return {
          ok: false,
          code: verified.reason === 'expired' ? 'token_expired' : 'token_invalid',
          message: verified.reason === 'expired' ? REFRESH_EXPIRED : REFRESH_INVALID,
        };
      }
      // The successor is signed for the user and family the presented token names (its signature
      // vouches for them), so the claim and the new row are one statement (refresh-tokens.ts).
      const next = await signedRefreshToken(verified.claims.userId, verified.claims.family);
      const outcome = await rotateRefreshToken(db, hashToken(presented), next.row);
      if (outcome.status === 'rotated') {
        const session = await tokensFor(outcome.user, next.token, outcome.authenticatedAt);
        setSessionCookie(reply, next.token, cookie);
        return { ok: true, session };
      }
      if (outcome.status === 'reused') {
        await revokeFamily(db, outcome.family);
        log.warn({ family: outcome.family }, 'a rotated refresh token was presented again: its family is revoked');
        return { ok: false, code: 'token_invalid', message: REFRESH_REUSED };
      }
      if (outcome.status === 'expired') return { ok: false, code: 'token_expired', message: REFRESH_EXPIRED };
      return { ok: false, code: 'token_invalid', message: REFRESH_INVALID };
    },

    async end(reply, presented) {
      clearSessionCookie(reply, cookie);
      if (!presented) return;
      // An expired token still names its family; the signature is what proves it is ours.
      const verified = await verifyRefreshToken(keys, presented);
      if (!verified.ok && verified.reason !== 'expired') return;
      const family = await familyOfToken(db, hashToken(presented));
      if (family) await revokeFamily(db, family);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by plugins/auth.ts. */
    sessions: SessionIssuer;
  }
}

/**
 * Signs `user` in on `reply` (cookie set) and returns the tokens for the response body. For every
 * way of signing in, e.g. the OpenID Connect callback once it has found or created the user.
 */
export function issueSession(reply: FastifyReply, user: SessionUser, options?: { authenticatedAt?: Date }): Promise<IssuedSession> {
  return reply.server.sessions.issue(reply, user, options);
}
