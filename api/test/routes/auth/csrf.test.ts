// Cross-site request forgery on the routes the session cookie authenticates (auth/csrf.ts): a
// form, a link or a no-cors fetch from another page cannot sign anyone out or rotate their
// cookie; the site's own API client (its header, our origin) and server clients (JSON) can.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn } from '../../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...GENEROUS_LIMITS, publicUrl: 'https://bikeable.example', trustedOrigins: ['https://staging.bikeable.example'] });
});
afterAll(() => t.app.close());

const cookie = (value: string) => `moveable_session=${encodeURIComponent(value)}`;
const COOKIE_ROUTES = [
  ['POST', '/api/auth/logout'],
  ['POST', '/api/auth/refresh'],
  ['DELETE', '/api/_auth/session'],
  ['GET', '/api/_auth/session'],
  ['GET', '/api/jwt/refresh'],
] as const;

async function stillSignedIn(accessToken: string): Promise<boolean> {
  return (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) })).statusCode === 200;
}

function expectRefused(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', code: 'cross_site_request', message: expect.any(String) });
}

describe('what a page of another site (or of this site on another origin) can send', () => {
  it.each(COOKIE_ROUTES)('%s %s with the cookie and no body or header (a form, a link, an <img>): 403, the session goes on', async (method, url) => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    expectRefused(await t.app.inject({ method, url, headers: { cookie: cookie(session.cookie) } }));
    expect(await stillSignedIn(session.accessToken)).toBe(true);
  });

  it('a form post with a text/plain body shaped like JSON: 403', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookie(session.cookie), 'content-type': 'text/plain', origin: 'https://bikeable.example' },
      payload: '{"a":"b"}',
    });
    expectRefused(res);
    expect(await stillSignedIn(session.accessToken)).toBe(true);
  });

  it.each(['https://evil.example', 'https://other.bikeable.example', 'http://bikeable.example', 'null'])(
    'Origin %s, even with the header and a JSON body: 403',
    async (origin) => {
      const session = await signIn(t, DEMO_ACCOUNTS.user.email);
      for (const [method, url] of COOKIE_ROUTES) {
        const res = await t.app.inject({ method, url, headers: { cookie: cookie(session.cookie), 'moveable-platform': 'bikeable', origin } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('cross_site_request');
      }
      const json = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cookie(session.cookie), origin }, payload: {} });
      expectRefused(json);
      expect(await stillSignedIn(session.accessToken)).toBe(true);
    },
  );

  it('no Origin, but the browser says the request came from another site (Sec-Fetch-Site): 403', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/jwt/refresh',
        headers: { cookie: cookie(session.cookie), 'moveable-platform': 'bikeable', 'sec-fetch-site': site },
      });
      expectRefused(res);
    }
    expect(await stillSignedIn(session.accessToken)).toBe(true);
  });
});

describe('what the site itself and server clients send', () => {
  it("the site's API client (its header, Origin = PUBLIC_URL, same-origin fetch) signs out", async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: {
        cookie: cookie(session.cookie),
        'moveable-platform': 'bikeable',
        origin: 'https://bikeable.example',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(await stillSignedIn(session.accessToken)).toBe(false);
  });

  it('the origin the request was addressed to, and a trusted origin, may refresh', async () => {
    for (const origin of ['http://localhost:80', 'https://staging.bikeable.example']) {
      const session = await signIn(t, DEMO_ACCOUNTS.user.email);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/jwt/refresh',
        headers: { host: 'localhost:80', cookie: cookie(session.cookie), 'moveable-countrycode': 'ch', origin },
      });
      expect(res.statusCode, origin).toBe(200);
    }
  });

  it('a JSON body is enough (POST /api/auth/logout {} with the cookie, no Origin: a server client)', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cookie(session.cookie) }, payload: {} });
    expect(res.statusCode).toBe(204);
    expect(await stillSignedIn(session.accessToken)).toBe(false);
  });

  it('X-Requested-With is enough too', async () => {
    const session = await signIn(t, DEMO_ACCOUNTS.user.email);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/_auth/session',
      headers: { cookie: cookie(session.cookie), 'x-requested-with': 'fetch' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(DEMO_ACCOUNTS.user.id);
  });

  it('routes without the cookie are not guarded: sign-in from another origin is a plain 401 for a wrong password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: DEMO_ACCOUNTS.user.email, password: 'not the password' },
    });
    expect(res.statusCode).toBe(401);
  });
});
