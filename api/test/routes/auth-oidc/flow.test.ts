// Signing in with OpenID Connect against a real provider (oidc-provider on 127.0.0.1), over real
// HTTP: the authorization request, the provider's login form, the callback, the code exchange,
// the ID token checks and the session, plus what must be refused.
import { sql } from 'kysely';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/auth/passwords.ts';
import type { Database } from '../../../src/db/database.ts';
import { resetDatabase, testDatabase } from '../../helpers/database.ts';
import {
  Browser,
  CLIENT,
  freePort,
  sessionOf,
  signIn,
  startOidcWorld,
  startSignIn,
  submitLogin,
  WALKABLE_WORLD_CLIENT,
  type OidcWorld,
  type ProviderAccount,
} from './harness.ts';

const DANA: ProviderAccount = {
  sub: 'sub-dana',
  login: 'dana',
  password: 'dana-password',
  email: 'Dana.Demo@Example.org',
  emailVerified: true,
  name: 'Dana Demo',
  preferredUsername: 'dana.demo',
};
const LINKER: ProviderAccount = {
  sub: 'sub-linker',
  login: 'linker',
  password: 'linker-password',
  email: 'linker@example.org',
  emailVerified: true,
  preferredUsername: 'linker-at-idp',
};
const PENDING: ProviderAccount = {
  sub: 'sub-pending',
  login: 'pending',
  password: 'pending-password',
  email: 'pending@example.org',
  emailVerified: true,
};
const UNVERIFIED: ProviderAccount = {
  sub: 'sub-unverified',
  login: 'unverified',
  password: 'unverified-password',
  email: 'someone.else@example.org',
  emailVerified: false,
  name: 'Ünverified Person',
};
const ACCOUNTS = [DANA, LINKER, PENDING, UNVERIFIED];

let db: Database;
let world: OidcWorld;
let browser: Browser;

const countUsers = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM users`.execute(db.kysely)).rows[0]?.n);
const identity = (subject: string) =>
  db.kysely.selectFrom('identities').selectAll().where('provider', '=', 'test').where('subject', '=', subject).executeTakeFirst();
const location = (res: Response) => res.headers.get('location');

beforeAll(async () => {
  db = await testDatabase();
  await resetDatabase(db);
  const closedPort = await freePort();
  world = await startOidcWorld(db, ACCOUNTS, {
    extraProviders: (issuer) => [
      { id: 'down', name: 'Down', issuer: `http://127.0.0.1:${closedPort}`, clientId: 'x', clientSecret: undefined, scopes: ['openid'], clients: {} },
      // The same provider under another name: its discovery document names 127.0.0.1, not localhost.
      {
        id: 'alias',
        name: 'Alias',
        issuer: issuer.replace('127.0.0.1', 'localhost'),
        clientId: CLIENT.clientId,
        clientSecret: CLIENT.clientSecret,
        scopes: ['openid'],
        clients: {},
      },
    ],
  });
});
afterAll(() => world?.close());
beforeEach(() => {
  browser = new Browser();
  world.tamper.idToken = null;
});

describe('GET /api/auth/providers', () => {
  it('lists the configured providers', async () => {
    const res = await fetch(`${world.appUrl}/api/auth/providers`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        { id: 'test', name: 'Test ID' },
        { id: 'down', name: 'Down' },
        { id: 'alias', name: 'Alias' },
      ],
    });
  });
});

describe('GET /api/auth/login/:provider', () => {
  it('sends the browser to the provider: code flow, PKCE S256, state, nonce, our callback, the page language', async () => {
    const res = await browser.request(`${world.appUrl}/api/auth/login/test?redirect=/fr/spots`);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const url = new URL(location(res)!);
    expect(url.origin).toBe(world.issuer);
    const p = Object.fromEntries(url.searchParams);
    expect(p).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: `${world.appUrl}${world.callbackPath}`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      ui_locales: 'fr',
    });
    expect(p['state']).toMatch(/^[\w-]{43}$/);
    expect(p['nonce']).toMatch(/^[\w-]{43}$/);
    expect(p['code_challenge']).toMatch(/^[\w-]{43}$/);
    expect(p['prompt']).toBeUndefined();
  });

  it('keeps the flow in a sealed, httpOnly, Lax cookie named after the state, only for the callback, 10 minutes', async () => {
    const res = await browser.request(`${world.appUrl}/api/auth/login/test?redirect=/spots`);
    const state = new URL(location(res)!).searchParams.get('state')!;
    const header = browser.setCookies.find((c) => c.startsWith(`moveable_oidc_${state}=`));
    expect(header).toBeDefined();
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\/api\/auth\/login\/test\/callback/);
    expect(header).toMatch(/; Max-Age=600/);
    // Encrypted: neither the state's nonce nor the redirect can be read from it.
    const value = browser.cookie(`${world.appUrl}${world.callbackPath}`, `moveable_oidc_${state}`)!;
    expect(value.split('.')).toHaveLength(5);
    expect(Buffer.from(value.split('.')[1]!, 'base64url').length).toBe(0); // JWE "dir": no encrypted key
    expect(value).not.toContain('spots');
  });

  it('passes prompt=login on, so the provider asks for the password again', async () => {
    const res = await browser.request(`${world.appUrl}/api/auth/login/test?redirect=/&prompt=login`);
    expect(new URL(location(res)!).searchParams.get('prompt')).toBe('login');
  });

  it('chooses the client by platform and country (spec §9): walkable worldwide has its own', async () => {
    const chosen = async (query: string) =>
      new URL(location(await browser.request(`${world.appUrl}/api/auth/login/test?${query}`))!).searchParams.get('client_id');
    expect(await chosen('platform=walkable&country=world')).toBe(WALKABLE_WORLD_CLIENT.clientId);
    expect(await chosen('platform=walkable&country=ch')).toBe(CLIENT.clientId);
    expect(await chosen('platform=bikeable&country=world')).toBe(CLIENT.clientId);
    expect(await chosen('platform=nonsense')).toBe(CLIENT.clientId);
  });

  it('an unknown provider, or one that does not answer, ends on the login page with a reason', async () => {
    const unknown = await browser.request(`${world.appUrl}/api/auth/login/nope?redirect=/it/spots`);
    expect(unknown.status).toBe(302);
    expect(location(unknown)).toBe('/it/login?error=unknown_provider');
    const down = await browser.request(`${world.appUrl}/api/auth/login/down?redirect=/spots`);
    expect(location(down)).toBe('/login?error=provider_unavailable');
    expect(browser.setCookies.some((c) => c.startsWith('moveable_oidc_'))).toBe(false);
  });

  it('a provider whose discovery document names another issuer is refused before the browser leaves', async () => {
    world.logs.length = 0;
    const res = await browser.request(`${world.appUrl}/api/auth/login/alias?redirect=/spots`);
    expect(location(res)).toBe('/login?error=provider_error');
    expect(world.logs.join('')).toContain('discovered metadata issuer does not match the expected issuer');
    expect(browser.setCookies.some((c) => c.startsWith('moveable_oidc_'))).toBe(false);
  });
});

describe('the callback: signing in', () => {
  it('a new person: creates the user from the verified claims, links the identity, signs in, goes to the redirect', async () => {
    const before = await countUsers();
    world.providerRequests.length = 0;
    const res = await signIn(world, browser, DANA, 'redirect=/fr/spots?sort=votes');
    // oidc-provider keeps the profile out of the ID token by default: it came from userinfo.
    expect(world.providerRequests).toContain('/me');
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/fr/spots?sort=votes');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(browser.setCookies.find((c) => c.startsWith('moveable_session='))).toMatch(/HttpOnly/i);
    // The flow cookie is used up.
    expect(browser.cookies(`${world.appUrl}${world.callbackPath}`).filter((c) => c.name.startsWith('moveable_oidc_'))).toEqual([]);

    expect(await countUsers()).toBe(before + 1);
    const session = await sessionOf(world, browser);
    expect(session.user).toMatchObject({ username: 'dana.demo', email: 'dana.demo@example.org', locale: 'fr', firstLogin: null, role: 'user' });
    const row = await db.kysely.selectFrom('users').selectAll().where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect(row.email_confirmed_at).not.toBeNull();
    expect(await identity(DANA.sub)).toMatchObject({ user_id: session.user.id, email: 'dana.demo@example.org' });

    // The access token works, and its auth_time is the provider's (when Dana typed her password).
    const me = await fetch(`${world.appUrl}/api/users/me`, { headers: { authorization: `Bearer ${session.jwt.accessToken}` } });
    expect(me.status).toBe(200);
    const authTime = decodeJwt(session.jwt.accessToken)['auth_time'] as number;
    expect(Math.abs(authTime - Date.now() / 1000)).toBeLessThan(60);
  });

  it('the same person again (another browser): the same user, no new account', async () => {
    const first = await identity(DANA.sub);
    const before = await countUsers();
    const res = await signIn(world, browser, DANA, 'redirect=/spots');
    expect(location(res)).toBe('/spots');
    const session = await sessionOf(world, browser);
    expect(session.user.id).toBe(first!.user_id);
    expect(await countUsers()).toBe(before);
    expect((await identity(DANA.sub))!.last_used_at!.getTime()).toBeGreaterThanOrEqual(first!.last_used_at!.getTime());
  });

  it('a blocked account (moderation): no session, the login page says why', async () => {
    const { user_id: userId } = (await identity(DANA.sub))!;
    await db.kysely.updateTable('users').set({ blocked_at: new Date() }).where('id', '=', userId).execute();
    try {
      const res = await signIn(world, browser, DANA);
      expect(location(res)).toBe('/login?error=account_blocked');
      expect(browser.setCookies.some((c) => c.startsWith('moveable_session='))).toBe(false);
    } finally {
      await db.kysely.updateTable('users').set({ blocked_at: null }).where('id', '=', userId).execute();
    }
  });

  it('links an existing account whose confirmed e-mail the provider verifies', async () => {
    const account = await db.kysely
      .insertInto('users')
      .values({
        username: 'linker',
        email: 'linker@example.org',
        email_confirmed_at: new Date(),
        password_hash: await hashPassword('a long password 123'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await countUsers();
    const res = await signIn(world, browser, LINKER);
    expect(location(res)).toBe('/spots');
    expect((await sessionOf(world, browser)).user).toMatchObject({ id: account.id, username: 'linker' });
    expect(await countUsers()).toBe(before);
    expect(await identity(LINKER.sub)).toMatchObject({ user_id: account.id });
  });

  it('does not link an account whose e-mail is not confirmed (anyone can sign up with any address)', async () => {
    await db.kysely
      .insertInto('users')
      .values({ username: 'squatter', email: 'pending@example.org', password_hash: await hashPassword('a long password 123') })
      .execute();
    const before = await countUsers();
    const res = await signIn(world, browser, PENDING);
    expect(location(res)).toBe('/login?error=account_exists');
    expect(await identity(PENDING.sub)).toBeUndefined();
    expect(await countUsers()).toBe(before);
    expect(browser.setCookies.some((c) => c.startsWith('moveable_session='))).toBe(false);
  });

  it('an unverified e-mail is neither linked nor kept: a new user without an address', async () => {
    const res = await signIn(world, browser, UNVERIFIED);
    expect(location(res)).toBe('/spots');
    const { user } = await sessionOf(world, browser);
    expect(user).toMatchObject({ email: null, username: 'Ünverified-Person' });
    expect(await identity(UNVERIFIED.sub)).toMatchObject({ user_id: user.id, email: null });
  });

  it('a deleted account does not come back through its identity', async () => {
    const { user_id } = (await identity(UNVERIFIED.sub))!;
    await db.kysely.updateTable('users').set({ deleted_at: new Date(), username: null }).where('id', '=', user_id).execute();
    await signIn(world, browser, UNVERIFIED);
    const { user } = await sessionOf(world, browser);
    expect(user.id).not.toBe(user_id);
  });
});

describe('the callback: refusals', () => {
  it('a changed state finds no flow: nothing happens but the login page', async () => {
    const before = await countUsers();
    const { formUrl } = await startSignIn(world, browser);
    const callback = await submitLogin(world, browser, formUrl, { login: DANA.login, password: DANA.password });
    const state = callback.searchParams.get('state')!;
    for (const forged of [`${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`, 'x', '']) {
      callback.searchParams.set('state', forged);
      const res = await browser.request(callback);
      expect(location(res)).toBe('/login?error=state_mismatch');
    }
    callback.searchParams.delete('state');
    expect(location(await browser.request(callback))).toBe('/login?error=state_mismatch');
    expect(browser.setCookies.some((c) => c.startsWith('moveable_session='))).toBe(false);
    expect(await countUsers()).toBe(before);
  });

  it('a callback in another browser (no flow cookie) is refused, and a flow is used only once', async () => {
    const { formUrl } = await startSignIn(world, browser);
    const callback = await submitLogin(world, browser, formUrl, { login: DANA.login, password: DANA.password });
    const stranger = new Browser();
    expect(location(await stranger.request(callback))).toBe('/login?error=state_mismatch');
    expect(location(await browser.request(callback))).toBe('/spots');
    expect(location(await browser.request(callback))).toBe('/login?error=state_mismatch');
  });

  it('a code from someone else’s flow does not work here (PKCE binds it to the verifier)', async () => {
    const attacker = new Browser();
    const { formUrl: attackerForm } = await startSignIn(world, attacker);
    const attackerCallback = await submitLogin(world, attacker, attackerForm, { login: DANA.login, password: DANA.password });
    const { formUrl } = await startSignIn(world, browser);
    const victimCallback = await submitLogin(world, browser, formUrl, { login: UNVERIFIED.login, password: UNVERIFIED.password });
    victimCallback.searchParams.set('code', attackerCallback.searchParams.get('code')!);
    world.logs.length = 0;
    expect(location(await browser.request(victimCallback))).toBe('/login?error=token_invalid');
    expect(world.logs.join('')).toContain('token endpoint answered 400 invalid_grant');
  });

  type Change = (claims: Record<string, unknown>) => { claims: Record<string, unknown>; key?: 'foreign' | 'client-secret' | 'none' };
  it.each<[string, Change, string]>([
    ['another nonce', (c) => ({ claims: { ...c, nonce: 'not-the-nonce' } }), 'unexpected ID Token "nonce" claim value'],
    ['no nonce', ({ nonce: _n, ...c }) => ({ claims: c }), 'JWT "nonce" (nonce) claim missing'],
    ['another audience', (c) => ({ claims: { ...c, aud: 'someone-else' } }), 'unexpected JWT "aud" (audience) claim value'],
    [
      'us among several audiences, azp someone else',
      (c) => ({ claims: { ...c, aud: [CLIENT.clientId, 'someone-else'], azp: 'someone-else' } }),
      'unexpected ID Token "azp" (authorized party) claim value',
    ],
    ['another issuer', (c) => ({ claims: { ...c, iss: 'https://evil.example' } }), 'unexpected JWT "iss" (issuer) claim value'],
    [
      'expired',
      (c) => ({ claims: { ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 } }),
      'unexpected JWT "exp" (expiration time) claim value',
    ],
    ['a signature by a key that is not the provider’s', (c) => ({ claims: c, key: 'foreign' }), 'JWT signature verification failed'],
    ['HS256 under our client secret (algorithm confusion)', (c) => ({ claims: c, key: 'client-secret' }), 'unexpected JWT "alg" header parameter'],
    ['no signature (alg none)', (c) => ({ claims: c, key: 'none' }), 'unexpected JWT "alg" header parameter'],
  ])('an ID token with %s is refused', async (_name, change, reason) => {
    const before = await countUsers();
    world.logs.length = 0;
    world.tamper.idToken = change;
    const res = await signIn(world, browser, DANA);
    expect(location(res)).toBe('/login?error=token_invalid');
    expect(world.logs.join('')).toContain(JSON.stringify(reason).slice(1, -1)); // as the JSON log line writes it
    expect(browser.setCookies.some((c) => c.startsWith('moveable_session='))).toBe(false);
    expect(await countUsers()).toBe(before);
  });

  it('the provider’s own re-signed token with correct claims still passes (the tamper hook itself is sound)', async () => {
    world.tamper.idToken = (claims) => ({ claims });
    expect(location(await signIn(world, browser, DANA))).toBe('/spots');
  });

  it('the person cancels at the provider: access_denied, in the flow’s language', async () => {
    const { formUrl } = await startSignIn(world, browser, 'redirect=/it/spots');
    const res = await browser.request(new URL(`${formUrl.pathname}/login`, formUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cancel=1',
    });
    const { url } = await browser.follow(new URL(res.headers.get('location')!, formUrl), (u) => u.pathname === world.callbackPath);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(location(await browser.request(url))).toBe('/it/login?error=access_denied');
  });

  it('an authorization response naming another issuer (mix-up) is refused', async () => {
    const { formUrl } = await startSignIn(world, browser);
    const callback = await submitLogin(world, browser, formUrl, { login: DANA.login, password: DANA.password });
    expect(callback.searchParams.get('iss')).toBe(world.issuer);
    callback.searchParams.set('iss', 'https://evil.example');
    expect(location(await browser.request(callback))).toBe('/login?error=provider_error');
  });

  it.each([
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['javascript:alert(1)', '/'],
    ['/api/auth/login/test', '/'],
    ['/spots/12?x=1#top', '/spots/12?x=1#top'],
  ])('redirect=%s ends at %s', async (redirect, expected) => {
    const res = await signIn(world, browser, DANA, `redirect=${encodeURIComponent(redirect)}`);
    expect(location(res)).toBe(expected);
  });

  it('logs why a sign-in failed, but never the code, the tokens or the secrets', async () => {
    world.logs.length = 0;
    world.tamper.idToken = (c) => ({ claims: { ...c, nonce: 'not-the-nonce' } });
    const { formUrl } = await startSignIn(world, browser);
    const callback = await submitLogin(world, browser, formUrl, { login: DANA.login, password: DANA.password });
    await browser.request(callback);
    const log = world.logs.join('');
    expect(log).toContain('OpenID Connect sign-in failed');
    expect(log).toContain('"code":"token_invalid"');
    expect(log).toContain('nonce');
    for (const secret of [callback.searchParams.get('code')!, callback.searchParams.get('state')!, CLIENT.clientSecret, DANA.password]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('a public client (PKCE only, no secret)', () => {
  it('walkable worldwide signs in with its own client id', async () => {
    const res = await signIn(world, browser, DANA, 'redirect=/spots&platform=walkable&country=world');
    expect(location(res)).toBe('/spots');
    expect((await sessionOf(world, browser)).user.username).toBe('dana.demo');
  });
});
