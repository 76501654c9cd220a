// The shared session store (spec §4) against the real API server: sign in and out, the session
// from the cookie, ONE refresh for many requests, and the logout flow when tokens run out.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  config,
  configure,
  getFreshAccessToken,
  getSession,
  LOGIN_FAILED_KEY,
  loadSession,
  SessionError,
  signIn,
  signOut,
  tokenExpiry,
} from '@moveable/shared';
import { clearCookies, countRequests, hasSessionCookie } from '../test/cookie-jar.ts';
import { resetBrowser, testApi } from '../test/render-route.tsx';

// A demo account of the seed (api/README.md): confirmed and past onboarding.
const person = { email: 'user@bikeable.ch', password: 'velo-demo-2026', username: 'bici_fan' };

beforeAll(() => resetBrowser());

afterEach(() => {
  vi.useRealTimers();
  resetBrowser();
});

const MINUTE = 60_000;

describe('sign in and out', () => {
  it('wrong credentials fail with the text of spec §4', async () => {
    const error = await signIn(person.email, 'not-the-password-at-all').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionError);
    expect((error as SessionError).i18nKey).toBe(LOGIN_FAILED_KEY);
    expect((error as SessionError).message).toBe('Login failed, please check your credentials.');
    expect(getSession().status).toBe('anonymous');
  });

  it('signs in: the cookie is set, the session holds the user, requests carry the bearer token', async () => {
    const session = await signIn(person.email, person.password);
    expect(session.status).toBe('authenticated');
    expect(session.user?.username).toBe(person.username);
    expect(session.showOnboarding).toBe(false); // demo accounts are past onboarding
    expect(hasSessionCookie()).toBe(true);
    const me = await testApi().get('/users/me');
    expect(me.data.username).toBe(person.username);
  });

  it('a reload finds the session again from the cookie (GET /api/_auth/session)', async () => {
    await signIn(person.email, person.password);
    const reloaded = await loadSession();
    expect(reloaded.status).toBe('authenticated');
    expect(reloaded.user?.email).toBe(person.email);
  });

  it('signs out: DELETE /api/_auth/session, cookie gone, anonymous, and a reload stays signed out', async () => {
    await signIn(person.email, person.password);
    await signOut();
    expect(getSession().status).toBe('anonymous');
    expect(hasSessionCookie()).toBe(false);
    expect(await getFreshAccessToken()).toBeNull();
    expect((await loadSession()).status).toBe('anonymous');
  });
});

describe('token renewal (spec §4)', () => {
  it('a valid access token is sent as it is, without asking the server', async () => {
    await signIn(person.email, person.password);
    const before = countRequests('GET', '/api/jwt/refresh');
    const token = await getFreshAccessToken();
    expect(tokenExpiry(token)! * 1000).toBeGreaterThan(Date.now());
    expect(countRequests('GET', '/api/jwt/refresh')).toBe(before);
  });

  it('access token expired: twelve concurrent requests wait for ONE refresh and ONE session reload, then proceed', async () => {
    await signIn(person.email, person.password);
    const sessionLoads = countRequests('GET', '/api/_auth/session');
    // 16 minutes later in the browser's clock: the 15-minute access token has expired.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    const api = testApi();
    const answers = await Promise.all(Array.from({ length: 12 }, () => api.get('/users/me')));
    expect(answers.map((a) => a.data.username)).toEqual(Array(12).fill(person.username));
    expect(countRequests('GET', '/api/jwt/refresh')).toBe(1);
    expect(countRequests('GET', '/api/_auth/session') - sessionLoads).toBe(1);
    expect(getSession().status).toBe('authenticated');
  });

  it('the refresh fails (cookie gone): session cleared, the person goes to /logout', async () => {
    await signIn(person.email, person.password);
    clearCookies();
    history.replaceState(null, '', '/profile');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    expect(await getFreshAccessToken()).toBeNull();
    expect(countRequests('GET', '/api/jwt/refresh')).toBe(1);
    expect(getSession().status).toBe('anonymous');
    expect(location.pathname).toBe('/logout');
  });

  it('the server cannot be reached for the refresh: the request fails, but nobody is signed out', async () => {
    await signIn(person.email, person.password);
    history.replaceState(null, '', '/profile');
    const apiBase = config.apiBase;
    configure({ apiBase: 'http://127.0.0.1:9/api' }); // nothing listens there
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    try {
      await expect(getFreshAccessToken()).rejects.toBeInstanceOf(TypeError);
    } finally {
      configure({ apiBase });
    }
    expect(getSession().status).toBe('authenticated');
    expect(location.pathname).toBe('/profile');
  });

  it('both tokens expired (31 days later): cleared and to /logout without asking the server', async () => {
    await signIn(person.email, person.password);
    clearCookies();
    history.replaceState(null, '', '/fr/spots');
    window.dispatchEvent(new Event('moveable:location-change')); // the page is French now
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 24 * 60 * MINUTE);
    expect(await getFreshAccessToken()).toBeNull();
    expect(countRequests('GET', '/api/jwt/refresh')).toBe(0);
    expect(getSession().status).toBe('anonymous');
    expect(location.pathname).toBe('/fr/logout');
  });

  it('anonymous requests carry no token and never refresh', async () => {
    const spots = await testApi().get('/spots', { query: { limit: 1 } });
    expect(spots.items).toHaveLength(1);
    expect(countRequests('GET', '/api/jwt/refresh')).toBe(0);
    const error = await testApi()
      .get('/users/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(401);
  });
});
