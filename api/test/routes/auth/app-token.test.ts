// The public app token (PUBLIC_APP_TOKEN; auth/app-token.ts, plugins/app-token.ts): the page
// carries it, the auth routes work with it as without it, it never passes for a person (401
// `unauthorized`, not a token code that would sign a person out), it has a rate limit of its own
// per IP, and without the setting it is just one more bearer that does not verify.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../../../src/config.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, DEMO_PASSWORD, signIn } from '../../helpers/auth.ts';
import { fixtureSite, HTML, type FixtureSite } from '../../site/fixture-site.ts';

const APP_TOKEN = 'pat_Zm9vYmFyYmF6cXV4LXRoaXMtaXMtYS10ZXN0LXRva2Vu';
const LIMIT = 6;

let ipCounter = 0;
/** Each test from an address of its own, so the per-IP counts of one do not reach the next. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

let site: FixtureSite;
beforeAll(async () => {
  site = await fixtureSite();
});
afterAll(() => site?.remove());

/** An app configured from the environment as server.ts does it (PUBLIC_APP_TOKEN → page meta and config). */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const { pageMeta, publicAppToken } = loadConfig(env);
  return createTestApp({
    siteDir: site.dir,
    importmapPath: site.importmapPath,
    pageMeta,
    ...(publicAppToken ? { publicAppToken } : {}),
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerIp: 1000,
      loginPerAccount: 1000,
      signUpPerIp: 1000,
      passwordResetPerIp: 1000,
      appTokenPerIpPerMinute: LIMIT,
    },
  });
}

describe('PUBLIC_APP_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ PUBLIC_APP_TOKEN: APP_TOKEN });
  });
  afterAll(() => t?.app.close());

  const withApp = { ...bearer(APP_TOKEN), 'content-type': 'application/json' };

  it('the page carries it as <meta name="moveable-app-token">', async () => {
    const res = await t.app.inject({ url: '/', headers: HTML });
    expect(res.body).toContain(`<meta name="moveable-app-token" content="${APP_TOKEN}" />`);
  });

  it('sign-in with the app token works as without it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      headers: withApp,
      payload: { email: DEMO_ACCOUNTS.user.email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.access_token).toEqual(expect.any(String));
  });

  it('a wrong password with the app token is the usual 401 invalid_credentials', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      headers: withApp,
      payload: { email: DEMO_ACCOUNTS.user.email, password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_credentials');
  });

  it('sign-up and a password-reset request with the app token work', async () => {
    const ip = freshIp();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress: ip,
      headers: withApp,
      payload: { email: 'app-token@example.com', password: 'lange genug und gut', username: 'app_token_person', acceptTerms: true },
    });
    expect(signUp.statusCode).toBe(201);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/request',
      remoteAddress: ip,
      headers: withApp,
      payload: { email: 'app-token@example.com' },
    });
    expect(request.statusCode).toBe(204);
  });

  it('public reads with the app token work as without it', async () => {
    const res = await t.app.inject({ url: '/api/spots', remoteAddress: freshIp(), headers: bearer(APP_TOKEN) });
    expect(res.statusCode).toBe(200);
  });

  it('a route that needs a person answers 401 `unauthorized` (no token code: nobody is signed out for it)', async () => {
    for (const url of ['/api/users/me', '/api/admin/dashboard']) {
      const res = await t.app.inject({ url, remoteAddress: freshIp(), headers: bearer(APP_TOKEN) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'unauthorized', message: expect.stringContaining('sign in') });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it("a person's valid token still names the person", async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const res = await t.app.inject({ url: '/api/users/me', remoteAddress: freshIp(), headers: bearer(session.accessToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(DEMO_ACCOUNTS.user.email);
  });

  it('a wrong static token is what a bad token is today: ignored by the auth routes, token_invalid where a person is needed', async () => {
    const wrong = `${APP_TOKEN.slice(0, -1)}X`;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      headers: { ...bearer(wrong), 'content-type': 'application/json' },
      payload: { email: DEMO_ACCOUNTS.user.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/users/me', remoteAddress: freshIp(), headers: bearer(wrong) });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('token_invalid');
  });

  it(`more than ${LIMIT} requests a minute with the app token from one address: 429 rate_limited; without it the address goes on`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) {
      expect((await t.app.inject({ url: '/api/spots', remoteAddress: ip, headers: bearer(APP_TOKEN) })).statusCode).toBe(200);
    }
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: withApp,
      payload: { email: DEMO_ACCOUNTS.user.email, password: DEMO_PASSWORD },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', code: 'rate_limited', message: expect.any(String) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the app token's: the same address without it, or with a person's token, is not limited by it.
    expect((await t.app.inject({ url: '/api/spots', remoteAddress: ip })).statusCode).toBe(200);
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    expect((await t.app.inject({ url: '/api/users/me', remoteAddress: ip, headers: bearer(session.accessToken) })).statusCode).toBe(200);
    // Another address still has its own allowance.
    expect((await t.app.inject({ url: '/api/spots', remoteAddress: freshIp(), headers: bearer(APP_TOKEN) })).statusCode).toBe(200);
  });
});

describe('PUBLIC_APP_TOKEN not set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({});
  });
  afterAll(() => t?.app.close());

  it('the page has no app token tag', async () => {
    const res = await t.app.inject({ url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('moveable-app-token');
  });

  it('the token is just a bearer that does not verify: token_invalid where a person is needed, ignored elsewhere, never limited', async () => {
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(APP_TOKEN) });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('token_invalid');
    const ip = freshIp();
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await t.app.inject({ url: '/api/spots', remoteAddress: ip, headers: bearer(APP_TOKEN) })).statusCode).toBe(200);
    }
  });
});

describe('PUBLIC_APP_TOKEN in the environment', () => {
  it('shorter than 32 characters: refused at start-up with a clear message', () => {
    expect(() => loadConfig({ PUBLIC_APP_TOKEN: 'too-short' })).toThrow(/PUBLIC_APP_TOKEN: must be at least 32 characters/);
  });

  it('with characters a bearer token cannot hold: refused', () => {
    expect(() => loadConfig({ PUBLIC_APP_TOKEN: `${'a'.repeat(32)} b` })).toThrow(/PUBLIC_APP_TOKEN: must be letters, digits/);
  });

  it('set: in the config and in the page meta; unset: in neither', () => {
    const set = loadConfig({ PUBLIC_APP_TOKEN: APP_TOKEN });
    expect(set.publicAppToken).toBe(APP_TOKEN);
    expect(set.pageMeta['moveable-app-token']).toBe(APP_TOKEN);
    const unset = loadConfig({});
    expect(unset.publicAppToken).toBeUndefined();
    expect(unset.pageMeta['moveable-app-token']).toBeUndefined();
  });
});
