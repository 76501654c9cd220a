// Sessions end at once (issue 10): sign-out, a reused refresh token, a password reset, a block and
// an account deletion refuse the access tokens of the sessions they end on the very next request,
// not when the tokens expire. Other instances learn it through Redis (with TEST_REDIS_URL) or,
// should they miss the message, from the database within SESSION_SYNC_INTERVAL.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../src/auth/jwt.ts';
import { createOneTimeToken } from '../../../src/auth/one-time-tokens.ts';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, DEMO_PASSWORD, GENEROUS_LIMITS, login, signIn, sleep, withCookie, type SignedIn } from '../../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
});
afterAll(() => t.app.close());

const me = (app: TestApp, accessToken: string) => app.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) });

async function expectEnded(app: TestApp, accessToken: string) {
  const res = await me(app, accessToken);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ statusCode: 401, code: 'token_invalid' });
}

/** Polls until the instance refuses the token; returns how long that took. */
async function refusedWithin(app: TestApp, accessToken: string, ms: number): Promise<number> {
  const start = Date.now();
  while ((await me(app, accessToken)).statusCode !== 401) {
    if (Date.now() - start > ms) throw new Error(`still accepted after ${ms} ms`);
    await sleep(5);
  }
  return Date.now() - start;
}

describe('each way a session ends refuses its access token at once', () => {
  it('POST /api/auth/logout: that session only; another session of the person goes on', async () => {
    const phone = await signIn(t, DEMO_ACCOUNTS.user.email);
    const laptop = await signIn(t, DEMO_ACCOUNTS.user.email);
    expect((await me(t, phone.accessToken)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: phone.refreshToken } });
    expect(out.statusCode).toBe(204);
    await expectEnded(t, phone.accessToken);
    expect((await me(t, laptop.accessToken)).statusCode).toBe(200);
  });

  it('DELETE /api/_auth/session (the browser signing out with its cookie)', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/_auth/session', headers: withCookie(session.cookie) })).statusCode).toBe(204);
    await expectEnded(t, session.accessToken);
  });

  it('a reused refresh token: the newest access token of the family is refused too', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const newest = rotated.json().data.access_token as string;
    expect((await me(t, newest)).statusCode).toBe(200);
    // Someone replays the first refresh token (stolen): the family is revoked.
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    await expectEnded(t, newest);
    await expectEnded(t, session.accessToken);
  });

  it('a password reset: every session of the account', async () => {
    const email = DEMO_ACCOUNTS.neighbour.email;
    const sessions = [await signIn(t, email), await signIn(t, email)];
    const other = await signIn(t, DEMO_ACCOUNTS.commuter.email);
    const token = await createOneTimeToken(t.db.kysely, { purpose: 'reset', email, userId: DEMO_ACCOUNTS.neighbour.id });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password: 'a brand new passphrase' } });
    expect(res.statusCode).toBe(204);
    for (const s of sessions) await expectEnded(t, s.accessToken);
    expect((await me(t, other.accessToken)).statusCode).toBe(200);
    expect((await login(t, email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('a block by a moderator: every session; no sign-in or refresh while blocked; unblocked, the person signs in again', async () => {
    const email = 'velo_held@example.com';
    const sessions = [await signIn(t, email), await signIn(t, email)];
    const moderator = await signIn(t, DEMO_ACCOUNTS.moderator.email);
    const block = (method: 'PUT' | 'DELETE') =>
      t.app.inject({ method, url: `/api/users/${sessions[0]!.userId}/block`, headers: bearer(moderator.accessToken) });
    expect((await block('PUT')).statusCode).toBe(204);
    for (const s of sessions) await expectEnded(t, s.accessToken);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: sessions[1]!.refreshToken } });
    expect(refused.statusCode).toBe(401);
    const wrong = await login(t, email, 'not the password');
    expect(wrong.statusCode).toBe(401); // the block tells a guesser nothing
    const blocked = await login(t, email, DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', code: 'account_blocked' });
    expect((await block('DELETE')).statusCode).toBe(204);
    const again = await signIn(t, email);
    expect((await me(t, again.accessToken)).statusCode).toBe(200);
    // The sessions the block ended stay ended.
    await expectEnded(t, sessions[0]!.accessToken);
  });

  it('an account deletion', async () => {
    const session = await signIn(t, 'strassen_fan@example.com');
    const del = await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { spots: 'anonymise' }, headers: bearer(session.accessToken) });
    expect(del.statusCode).toBe(204);
    await expectEnded(t, session.accessToken);
    const ended = await t.db.kysely.selectFrom('revoked_sessions').select('family').where('user_id', '=', session.userId).execute();
    expect(ended).toHaveLength(1);
    await t.app.background.idle();
  });

  it('an access token that names no session (signed before sessions were named) is treated as expired', async () => {
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ role: 'user', auth_time: Math.floor(Date.now() / 1000) })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(String(DEMO_ACCOUNTS.user.id))
      .setIssuer('moveable-spots')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(t.app.tokenKeys.access);
    const res = await me(t, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');
    // A token that names a session nobody ended works.
    const fresh = await signAccessToken(t.app.tokenKeys, { userId: DEMO_ACCOUNTS.user.id, role: 'user', authTime: 0, sessionId: randomUUID() }, 900);
    expect((await me(t, fresh)).statusCode).toBe(200);
  });
});

describe('other instances on the same database (no Redis)', () => {
  it('an instance started after the sign-out refuses the token from its first request', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.commuter.email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: session.refreshToken } });
    const restarted = await buildTestApp(t.db, t.data, GENEROUS_LIMITS);
    try {
      await expectEnded(restarted, session.accessToken);
    } finally {
      await restarted.app.close();
    }
  });

  it('an instance that was not told (no Redis) refuses within its sync interval (here 200 ms)', async () => {
    const other = await buildTestApp(t.db, t.data, { ...GENEROUS_LIMITS, sessionSyncIntervalMs: 200 });
    try {
      const session: SignedIn = await signIn(t, DEMO_ACCOUNTS.commuter.email);
      expect((await me(other, session.accessToken)).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: session.refreshToken } });
      const took = await refusedWithin(other, session.accessToken, 1000);
      expect(took).toBeLessThanOrEqual(1000);
    } finally {
      await other.app.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!redisUrl)('two instances sharing Redis (skipped: TEST_REDIS_URL is not set, e.g. redis://127.0.0.1:6379)', () => {
  const prefix = `moveable:test:${randomBytes(6).toString('hex')}:`;
  // A sync interval of a minute: whatever arrives sooner came through Redis.
  const options = { redisUrl, sessionSyncIntervalMs: 60_000, rateLimits: { ...GENEROUS_LIMITS.rateLimits!, redisPrefix: prefix } };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp(t.db, t.data, options);
    b = await buildTestApp(t.db, t.data, options);
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
  });

  it('a sign-out on one instance is refused on the other within milliseconds', async () => {
    const session = await signIn(a, DEMO_ACCOUNTS.organisationAdmin.email);
    expect((await me(b, session.accessToken)).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: session.refreshToken } });
    await expectEnded(a, session.accessToken);
    expect(await refusedWithin(b, session.accessToken, 1000)).toBeLessThan(1000);
  });

  it('a block on one instance ends the sessions on the other', async () => {
    const session = await signIn(b, DEMO_ACCOUNTS.user.email);
    const admin = await signIn(a, DEMO_ACCOUNTS.admin.email);
    expect((await me(b, session.accessToken)).statusCode).toBe(200);
    const blocked = await a.app.inject({ method: 'PUT', url: `/api/users/${session.userId}/block`, headers: bearer(admin.accessToken) });
    expect(blocked.statusCode).toBe(204);
    expect(await refusedWithin(b, session.accessToken, 1000)).toBeLessThan(1000);
    await a.app.inject({ method: 'DELETE', url: `/api/users/${session.userId}/block`, headers: bearer(admin.accessToken) });
  });
});
