// Signing in, in one place: every way in (password login, invitation, OpenID Connect callback)
// ends with issueSession(reply, user), which starts a refresh-token family, signs an access token
// and sets the session cookie. Refreshing rotates within the family; signing out revokes it.
// The family is the session: access tokens name it (`sid`), and ending it (sign-out, a reused
// refresh token, a password reset, a block, a deletion) refuses them at once (session-revocations.ts).
import type { UserRole } from '@moveable/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { hashToken, signAccessToken, signRefreshToken, verifyRefreshToken, type TokenKeys } from './jwt.ts';
import {
  deleteExpiredRefreshTokens,
  familyOfToken,
  insertRefreshToken,
  revokeFamily,
  rotateRefreshToken,
  type SuccessorToken,
} from './refresh-tokens.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionRevocations } from './session-revocations.ts';
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
  /** Sessions whose revocation has committed (e.g. revokeAllRefreshTokens in a transaction): refused from now on, everywhere. */
  announce(sessionIds: readonly string[]): Promise<void>;
  /** Has this session (an access token's `sid`) ended? The check of every authenticated request. */
  isRevoked(sessionId: string): boolean;
}

export interface SessionIssuerOptions {
  db: Kysely<DB>;
  keys: TokenKeys;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  cookieSecure: boolean;
  revocations: SessionRevocations;
  log: FastifyBaseLogger;
}

const REFRESH_EXPIRED = 'The refresh token has expired. Please sign in again.';
const REFRESH_INVALID = 'The refresh token is not valid. Please sign in again.';
const REFRESH_REUSED = 'This refresh token was used before, so the session was ended for safety. Please sign in again.';

/** 403 for a blocked account that proved who it is (so the block tells a guesser nothing). */
export const accountBlocked = () => new HttpError(403, 'This account has been blocked by the moderators.', { code: 'account_blocked' });

export function createSessionIssuer(options: SessionIssuerOptions): SessionIssuer {
  const { db, keys, accessTokenTtlSeconds, refreshTokenTtlSeconds, cookieSecure, revocations, log } = options;
  const cookie = { secure: cookieSecure, maxAgeSeconds: refreshTokenTtlSeconds };

  /** A new refresh token of `family`, signed, and the row that stores it (by its hash). */
  async function signedRefreshToken(userId: number, family: string): Promise<{ token: string; row: SuccessorToken }> {
    const id = randomUUID();
    const now = Date.now();
    const token = await signRefreshToken(keys, { userId, jti: id, family }, refreshTokenTtlSeconds, now);
    const expiresAt = new Date((Math.floor(now / 1000) + refreshTokenTtlSeconds) * 1000);
    return { token, row: { id, family, userId, tokenHash: hashToken(token), expiresAt } };
  }

  async function tokensFor(user: SessionUser, family: string, refreshToken: string, authenticatedAt: Date): Promise<IssuedSession> {
    const authTime = Math.floor(authenticatedAt.getTime() / 1000);
    const accessToken = await signAccessToken(keys, { userId: user.id, role: user.role, authTime, sessionId: family }, accessTokenTtlSeconds);
    return { userId: user.id, accessToken, refreshToken, expiresInMs: accessTokenTtlSeconds * 1000 };
  }

  return {
    async issue(reply, user, { authenticatedAt = new Date() } = {}) {
      const account = await db.selectFrom('users').select('blocked_at').where('id', '=', user.id).executeTakeFirst();
      if (account?.blocked_at) throw accountBlocked();
      await deleteExpiredRefreshTokens(db, user.id);
      const family = randomUUID();
      const { token: refreshToken, row } = await signedRefreshToken(user.id, family);
      await insertRefreshToken(db, { ...row, authenticatedAt });
      const session = await tokensFor(user, family, refreshToken, authenticatedAt);
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
      // The successor is signed first, for the user and family the presented token names (its
      // signature vouches for them), so claiming the old token and storing the new one is one
      // statement (refresh-tokens.ts), which stores it only if the claimed row matches.
      const next = await signedRefreshToken(verified.claims.userId, verified.claims.family);
      const outcome = await rotateRefreshToken(db, hashToken(presented), next.row);
      if (outcome.status === 'rotated') {
        const session = await tokensFor(outcome.user, next.row.family, next.token, outcome.authenticatedAt);
        setSessionCookie(reply, next.token, cookie);
        return { ok: true, session };
      }
      if (outcome.status === 'reused') {
        await revokeFamily(db, outcome.family, outcome.userId);
        await revocations.announce([outcome.family]);
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
      const session = await familyOfToken(db, hashToken(presented));
      if (!session) return;
      await revokeFamily(db, session.family, session.userId);
      await revocations.announce([session.family]);
    },

    announce: (sessionIds) => revocations.announce(sessionIds),
    isRevoked: (sessionId) => revocations.isRevoked(sessionId),
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
