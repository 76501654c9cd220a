// Sessions over time (spec §4): refresh with rotation, reuse detection, expiry of either token,
// signing out, and the §7 session endpoints that read the httpOnly cookie.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveTokenKeys, signAccessToken } from '../../../src/auth/jwt.ts';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, jwtPayload, sessionCookie, signIn, sleep, withCookie } from '../../helpers/auth.ts';

/** The header the site's API client sends on every call (auth/csrf.ts wants it where the cookie counts). */
const API_CLIENT = { 'moveable-platform': 'bikeable' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
});
afterAll(() => t.app.close());

const refreshWithBody = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });

describe('POST /api/auth/refresh', () => {
  it('rotates: new tokens (CMS shape), a new cookie, the same sign-in time; the old token stops working', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    await sleep(1100); // a later iat, so the new access token differs
    const res = await refreshWithBody(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires: 900_000 });
    expect(data.refresh_token).not.toBe(session.refreshToken);
    expect(jwtPayload(data.refresh_token).fam).toBe(jwtPayload(session.refreshToken).fam);
    expect(jwtPayload(data.access_token).auth_time).toBe(jwtPayload(session.accessToken).auth_time);
    expect(sessionCookie(res)?.value).toBe(data.refresh_token);
    expect((await t.get('/api/users/me', bearer(data.access_token))).status).toBe(200);
  });

  it('reads the session cookie when the body has no token', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: withCookie(session.cookie) });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)?.value).toBe(res.json().data.refresh_token);
  });

  it('a reused refresh token revokes its whole family: the token rotated from it fails too', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const next = (await refreshWithBody(session.refreshToken)).json().data.refresh_token;
    const replay = await refreshWithBody(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'token_invalid', message: expect.stringMatching(/used before/) });
    const afterReplay = await refreshWithBody(next);
    expect(afterReplay.statusCode).toBe(401);
    const rows = await t.db.kysely
      .selectFrom('refresh_tokens')
      .select(['revoked_at'])
      .where('family', '=', jwtPayload(next).fam as string)
      .execute();
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
    // Other sessions of the same person are untouched.
    const other = await signIn(t, DEMO_ACCOUNTS.user.email);
    expect((await refreshWithBody(other.refreshToken)).statusCode).toBe(200);
  });

  it('two parallel refreshes with one token: exactly one succeeds, and the family is revoked', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const answers = await Promise.all(Array.from({ length: 2 }, () => refreshWithBody(session.refreshToken)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data.refresh_token;
    expect((await refreshWithBody(winner)).statusCode).toBe(401);
  });

  it('ten parallel refreshes with one token: still exactly one succeeds', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refreshWithBody(session.refreshToken)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(9);
  });

  it('a token of an ended session is refused even where its row was left unrevoked (minted by a refresh that raced the sign-out)', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const family = jwtPayload(session.refreshToken).fam as string;
    const userId = Number(jwtPayload(session.refreshToken).sub);
    // What such a race leaves: the session recorded as ended, a refresh token of it not marked revoked.
    await t.db.kysely.insertInto('revoked_sessions').values({ family, user_id: userId }).execute();
    const res = await refreshWithBody(session.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_invalid' });
    const rows = await t.db.kysely.selectFrom('refresh_tokens').select(['rotated_at']).where('family', '=', family).execute();
    expect(rows).toEqual([{ rotated_at: null }]); // not claimed, no successor
  });

  it('a refresh and a sign-out of one session at once: whatever the refresh got no longer works', async () => {
    for (let round = 0; round < 5; round++) {
      const session = await signIn(t, DEMO_ACCOUNTS.user.email);
      const [refreshed, loggedOut] = await Promise.all([
        refreshWithBody(session.refreshToken),
        t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: session.refreshToken } }),
      ]);
      expect(loggedOut.statusCode).toBe(204);
      if (refreshed.statusCode !== 200) continue;
      const { access_token, refresh_token } = refreshed.json().data;
      expect((await refreshWithBody(refresh_token)).statusCode).toBe(401);
      expect((await t.get('/api/users/me', bearer(access_token))).status).toBe(401);
    }
  });

  it('401 without a token, with garbage, and with a token signed by another secret', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: API_CLIENT });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('token_invalid');
    expect((await refreshWithBody('garbage')).statusCode).toBe(401);
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const forged = await new SignJWT(jwtPayload(session.refreshToken))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another secret entirely, 32+ chars long'));
    expect((await refreshWithBody(forged)).statusCode).toBe(401);
  });

  it('an access token is no refresh token, and a refresh token no access token', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    expect((await refreshWithBody(session.accessToken)).statusCode).toBe(401);
    const res = await t.get('/api/users/me', bearer(session.refreshToken));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_invalid');
  });
});

describe('access tokens on routes that need a user', () => {
  it('none: 401 asking to sign in, with WWW-Authenticate: Bearer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json().message).toMatch(/sign in/);
  });

  it('expired: 401 token_expired, so the browser knows to refresh', async () => {
    const keys = deriveTokenKeys(t.config.authSecret!);
    const expired = await signAccessToken(
      keys,
      { userId: DEMO_ACCOUNTS.user.id, role: 'user', authTime: 0, sessionId: randomUUID() },
      900,
      Date.now() - 3_600_000,
    );
    const res = await t.get('/api/users/me', bearer(expired));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'The access token has expired. Refresh it and try again.',
      code: 'token_expired',
    });
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('malformed or tampered: 401 token_invalid', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const [h, p, s] = session.accessToken.split('.');
    const elevated = Buffer.from(JSON.stringify({ ...jwtPayload(session.accessToken), role: 'admin' })).toString('base64url');
    for (const header of [`Bearer ${h}.${elevated}.${s}`, `Bearer ${h}.${p}`, 'Basic dXNlcjpwYXNz', 'Bearer']) {
      const res = await t.get('/api/users/me', { authorization: header });
      expect(res.status, header).toBe(401);
      expect(res.body.code, header).toBe('token_invalid');
    }
  });

  it('public routes ignore the Authorization header, even a broken one', async () => {
    expect((await t.get('/api/categories', { authorization: 'Bearer broken' })).status).toBe(200);
  });
});

describe('expiry in real time (1-second tokens)', () => {
  it('an expired access token is refused, and an expired refresh token cannot renew it', async () => {
    const short = await buildTestApp(t.db, t.data, { ...GENEROUS_LIMITS, accessTokenTtlSeconds: 1, refreshTokenTtlSeconds: 1 });
    try {
      const session = await signIn(short, DEMO_ACCOUNTS.user.email);
      expect((await short.get('/api/users/me', bearer(session.accessToken))).status).toBe(200);
      await sleep(2100);
      const me = await short.get('/api/users/me', bearer(session.accessToken));
      expect(me.status).toBe(401);
      expect(me.body.code).toBe('token_expired');
      const refresh = await short.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: session.refreshToken } });
      expect(refresh.statusCode).toBe(401);
      expect(refresh.json().code).toBe('token_expired');
      const viaCookie = await short.app.inject({ method: 'GET', url: '/api/jwt/refresh', headers: withCookie(session.cookie) });
      expect(viaCookie.statusCode).toBe(401);
      expect(sessionCookie(viaCookie)?.value).toBe(''); // cleared
    } finally {
      await short.app.close();
    }
  });
});

describe('signing out', () => {
  it('POST /api/auth/logout revokes the session: its refresh token no longer works; 204 and a cleared cookie', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: session.refreshToken } });
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res)?.value).toBe('');
    expect((await refreshWithBody(session.refreshToken)).statusCode).toBe(401);
  });

  it('POST /api/auth/logout with the cookie; a rotated token of the session signs it out too', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const next = (await refreshWithBody(session.refreshToken)).json().data.refresh_token;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: withCookie(session.cookie) })).statusCode).toBe(204);
    expect((await refreshWithBody(next)).statusCode).toBe(401);
  });

  it('logout without a token, or with garbage, is still 204', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: API_CLIENT })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: 'x' } })).statusCode).toBe(204);
  });
});

describe('§7 session endpoints (cookie)', () => {
  it('GET /api/_auth/session without a cookie: {}', async () => {
    const res = await t.get('/api/_auth/session', API_CLIENT);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it('GET /api/_auth/session with the cookie: the user (firstLogin included) and fresh tokens; the cookie rotates', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.admin.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: withCookie(session.cookie) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: DEMO_ACCOUNTS.admin.id, email: 'demo@bikeable.ch', role: 'admin', firstLogin: expect.any(String) });
    expect(body.jwt).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(sessionCookie(res)?.value).toBe(body.jwt.refreshToken);
    expect(res.headers['cache-control']).toBe('no-store');
    // The old cookie is now a rotated token: presenting it again ends the session.
    const replay = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: withCookie(session.cookie) });
    expect(replay.json()).toEqual({});
    expect(sessionCookie(replay)?.value).toBe('');
  });

  it('GET /api/_auth/session with a bad cookie: {} and the cookie cleared', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_auth/session', headers: withCookie('nonsense') });
    expect(res.json()).toEqual({});
    expect(sessionCookie(res)?.value).toBe('');
  });

  it('GET /api/jwt/refresh: { accessToken, refreshToken } from the cookie; 401 without one', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/jwt/refresh', headers: withCookie(session.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(sessionCookie(res)?.value).toBe(res.json().refreshToken);
    const none = await t.get('/api/jwt/refresh', API_CLIENT);
    expect(none.status).toBe(401);
  });

  it('DELETE /api/_auth/session: 204, cookie cleared, the session is over', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/_auth/session', headers: withCookie(session.cookie) });
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res)?.value).toBe('');
    expect((await refreshWithBody(session.refreshToken)).statusCode).toBe(401);
  });
});
