// Signing in (spec §4): tokens and cookie on success, one and the same answer for a wrong password
// and for an address without an account, and the demo accounts of the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMatches } from '../../../src/auth/passwords.ts';
import { DEMO_PASSWORD_HASH } from '../../../src/db/seed/base.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, DEMO_PASSWORD, GENEROUS_LIMITS, jwtPayload, login, sessionCookie } from '../../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
});
afterAll(() => t.app.close());

describe('POST /api/auth/login', () => {
  it('the seeded password hash is the documented demo password', async () => {
    expect(await passwordMatches(DEMO_PASSWORD_HASH, DEMO_PASSWORD)).toBe(true);
  });

  it('signs in: CMS-style tokens, an access token with sub/role/exp/iat/iss, a refresh JWT with jti/fam/exp, the session cookie', async () => {
    const res = await login(t, 'demo@bikeable.ch', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires: 900_000 });
    const access = jwtPayload(data.access_token);
    expect(access).toMatchObject({ sub: String(DEMO_ACCOUNTS.admin.id), role: 'admin', iss: 'moveable-spots' });
    expect((access.exp as number) - (access.iat as number)).toBe(900);
    const refresh = jwtPayload(data.refresh_token);
    expect(refresh).toMatchObject({ sub: String(DEMO_ACCOUNTS.admin.id), typ: 'refresh', jti: expect.any(String), fam: expect.any(String) });
    expect((refresh.exp as number) - (refresh.iat as number)).toBe(30 * 86_400);

    const cookie = sessionCookie(res)!;
    expect(cookie.value).toBe(data.refresh_token);
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api', 'max-age': String(30 * 86_400) });
    expect(cookie.attributes.secure).toBeUndefined(); // http://localhost in the tests

    // The server keeps a hash only.
    const stored = await t.db.kysely.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', DEMO_ACCOUNTS.admin.id).execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(data.refresh_token);
  });

  it('the access token opens GET /api/users/me', async () => {
    const { data } = (await login(t, 'zuerich@bikeable.ch', DEMO_PASSWORD)).json();
    const me = await t.get('/api/users/me', bearer(data.access_token));
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      id: DEMO_ACCOUNTS.organisationAdmin.id,
      username: 'rad_fan',
      email: 'zuerich@bikeable.ch',
      firstLogin: expect.any(String),
      locale: 'de',
      country: 'ch',
      avatarUrl: null,
      bio: '',
      emailNotifications: true,
      role: 'user',
      memberships: [{ organisation: { slug: 'zuerich', name: 'Stadt Zürich', platform: 'bikeable' }, role: 'admin' }],
      createdAt: expect.any(String),
    });
  });

  it('the e-mail address is matched regardless of case and surrounding spaces', async () => {
    expect((await login(t, '  Demo@Bikeable.CH ', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a wrong password and an unknown address get the very same answer', async () => {
    const wrong = await login(t, 'demo@bikeable.ch', 'not-the-password');
    const unknown = await login(t, 'nobody@bikeable.ch', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Login failed, please check your credentials.',
      code: 'invalid_credentials',
    });
    expect(unknown.body).toBe(wrong.body);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('an address without an account takes about as long as a wrong password (the hash is checked either way)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await login(t, email, 'not-the-password');
      return performance.now() - started;
    };
    const known = await time('demo@bikeable.ch');
    const unknown = await time('nobody-at-all@bikeable.ch');
    // argon2id takes tens of milliseconds; skipping it would make the unknown address far quicker.
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it('400 naming the field for a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not an address', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'demo@bikeable.ch' } });
    expect(missing.json()).toMatchObject({ statusCode: 400, field: 'password' });
  });

  it('form bodies are not accepted here (no cross-site form can sign someone in)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=demo%40bikeable.ch&password=${DEMO_PASSWORD}`,
    });
    expect(res.statusCode).toBe(415);
  });

  it('a deleted account cannot sign in', async () => {
    await t.db.kysely.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', 10).execute();
    const email = (await t.db.kysely.selectFrom('users').select('email').where('id', '=', 10).executeTakeFirstOrThrow()).email!;
    expect((await login(t, email, DEMO_PASSWORD)).statusCode).toBe(401);
  });
});

describe('GET /api/auth/providers', () => {
  it('lists no providers until OpenID Connect is configured', async () => {
    const res = await t.get('/api/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [] });
  });
});
