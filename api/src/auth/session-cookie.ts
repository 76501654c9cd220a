// The session cookie holds the current refresh token, so a page load can restore the session
// (GET /api/_auth/session) without script access to it: httpOnly, SameSite=Lax (a cross-site
// request carries it only on top-level GET navigations, which change nothing but the cookie),
// path /api (no page or asset request carries it), Secure whenever the site is https.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'moveable_session';

export interface SessionCookieOptions {
  secure: boolean;
  maxAgeSeconds: number;
}

export function setSessionCookie(reply: FastifyReply, refreshToken: string, options: SessionCookieOptions): void {
  reply.setCookie(SESSION_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/api',
    maxAge: options.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: Pick<SessionCookieOptions, 'secure'>): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/api' });
}

export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value ? value : undefined;
}
