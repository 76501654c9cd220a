// Signing in from tests: the demo accounts (seeded with one known password), cookie handling, and
// bearer headers. Everything goes through the real endpoints.
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_RATE_LIMITS, type Config } from '../../src/config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/base.ts';
import type { TestApp } from './app.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

/** Limits high enough that functional tests never meet them (rate-limit tests set their own). */
export const GENEROUS_LIMITS: Partial<Config> = {
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    loginPerAccount: 1000,
    loginPerIp: 1000,
    signUpPerIp: 1000,
    passwordResetPerIp: 1000,
    newsletterPerIp: 1000,
    newsletterPerAddress: 1000,
  },
};

export interface SignedIn {
  userId: number;
  accessToken: string;
  refreshToken: string;
  /** The session cookie's value (the same refresh token). */
  cookie: string;
}

/** The Set-Cookie for the session cookie, parsed (attributes lower-cased); undefined if none. */
export function sessionCookie(res: LightMyRequestResponse): { value: string; attributes: Record<string, string | true> } | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const line = all.find((c) => c.startsWith('moveable_session='));
  if (!line) return undefined;
  const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
  const attributes: Record<string, string | true> = {};
  for (const a of attrs) {
    const [k = '', v] = a.split('=');
    attributes[k.toLowerCase()] = v ?? true;
  }
  return { value: decodeURIComponent(pair.slice('moveable_session='.length)), attributes };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The session cookie as the site's API client sends it: with its moveable-platform header (auth/csrf.ts). */
export const withCookie = (value: string) => ({ cookie: `moveable_session=${encodeURIComponent(value)}`, 'moveable-platform': 'bikeable' });

export function login(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

/** Signs in (asserting success) and returns the tokens. */
export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const res = await login(t, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const { access_token: accessToken, refresh_token: refreshToken } = res.json().data;
  const cookie = sessionCookie(res)?.value ?? '';
  const userId = Number(JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sub);
  return { userId, accessToken, refreshToken, cookie };
}

/** The payload of a JWT, unverified (what the browser reads). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
