// The OpenID Connect tests' world, all real: the `oidc-provider` package on 127.0.0.1 (through
// tools/dev-oidc-provider.mjs, the same provider the end-to-end tests and developers use), our
// app listening on a real port over the worker's database, and a "browser" that follows
// redirects by hand and keeps cookies like a browser does (per host, whatever the port; by path).
import { Writable } from 'node:stream';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, importJWK, SignJWT, UnsecuredJWT, type JWK, type JWTPayload } from 'jose';
import { startDevOidcProvider } from '../../../../tools/dev-oidc-provider.mjs';
import { buildApp } from '../../../src/app.ts';
import type { OidcProviderConfig } from '../../../src/auth/oidc/config.ts';
import type { Config } from '../../../src/config.ts';
import type { Database } from '../../../src/db/database.ts';
import { testConfig } from '../../helpers/app.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  attributes: string[];
}

/** Cookies per host (browsers do not separate ports), sent when the request path is under theirs. */
export class Browser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();
  /** Every Set-Cookie header seen, raw, for assertions on attributes. */
  readonly setCookies: string[] = [];

  cookies(url: string | URL): StoredCookie[] {
    const { hostname, pathname } = new URL(url);
    return [...(this.jar.get(hostname)?.values() ?? [])].filter(
      (c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
    );
  }

  cookie(url: string | URL, name: string): string | undefined {
    return this.cookies(url).find((c) => c.name === name)?.value;
  }

  private store(url: URL, header: string): void {
    this.setCookies.push(header);
    const [pair = '', ...rest] = header.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const attribute = (key: string) => rest.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const path = attribute('path') ?? '/';
    const jar = this.jar.get(url.hostname) ?? new Map<string, StoredCookie>();
    this.jar.set(url.hostname, jar);
    const key = `${name}|${path}`;
    const expires = attribute('expires');
    if (attribute('max-age') === '0' || (expires && Date.parse(expires) <= Date.now()) || value === '') jar.delete(key);
    else jar.set(key, { name, value, path, attributes: rest });
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = this.cookies(target)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const header of res.headers.getSetCookie()) this.store(target, header);
    return res;
  }

  /** Follows redirects from `url` until `stop(url)` says so (that URL is not requested) or a page answers. */
  async follow(url: string | URL, stop: (url: URL) => boolean = () => false): Promise<{ url: URL; res: Response | null }> {
    let current = new URL(url);
    for (let hop = 0; hop < 15; hop++) {
      if (stop(current)) return { url: current, res: null };
      const res = await this.request(current);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: current, res };
      current = new URL(location, current);
    }
    throw new Error(`too many redirects from ${String(url)}`);
  }
}

export interface ProviderAccount {
  sub: string;
  login: string;
  password: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  preferredUsername?: string;
}

/**
 * Changes what the token endpoint answers: signed with the provider's own key (a man in the middle
 * who has it), a foreign key, HS256 under the client secret (algorithm confusion), or not at all (alg none).
 */
export type IdTokenTamper = (claims: JWTPayload) => { claims: JWTPayload; key?: 'provider' | 'foreign' | 'client-secret' | 'none' };

export interface OidcWorld {
  app: FastifyInstance;
  appUrl: string;
  issuer: string;
  logs: string[];
  /** Paths the provider was asked for, in order. */
  providerRequests: string[];
  /** Set to alter the next ID tokens; null to stop. */
  tamper: { idToken: IdTokenTamper | null };
  callbackPath: string;
  close(): Promise<void>;
}

export const CLIENT = { clientId: 'moveable-test', clientSecret: 'moveable-test-secret-0123456789' } as const;
export const WALKABLE_WORLD_CLIENT = { clientId: 'walkable-world-test' } as const; // public: PKCE only

/**
 * A provider with `accounts` and our app configured for it as provider "test"
 * (`extraProviders` adds more, e.g. one that does not answer; a function gets the provider's issuer).
 */
export async function startOidcWorld(
  database: Database,
  accounts: ProviderAccount[],
  {
    extraProviders = [],
    overrides = {},
    claimsInIdToken = false,
  }: {
    extraProviders?: OidcProviderConfig[] | ((issuer: string) => OidcProviderConfig[]);
    overrides?: Partial<Config>;
    /** Profile and e-mail in the ID token itself, as Keycloak does (oidc-provider's default keeps them for userinfo). */
    claimsInIdToken?: boolean;
  } = {},
): Promise<OidcWorld> {
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const callbackPath = '/api/auth/login/test/callback';
  const op = await startDevOidcProvider({
    clients: [
      { ...CLIENT, redirectUris: [`${appUrl}${callbackPath}`] },
      { ...WALKABLE_WORLD_CLIENT, redirectUris: [`${appUrl}${callbackPath}`] },
      { clientId: 'someone-else', clientSecret: 'someone-else-secret', redirectUris: ['http://127.0.0.1:1/elsewhere'] },
    ],
    accounts,
    showHint: false,
    conformIdTokenClaims: !claimsInIdToken,
  });

  const tamper: OidcWorld['tamper'] = { idToken: null };
  const providerRequests: string[] = [];
  const providerKey = await importJWK(op.signingKey as JWK, 'RS256');
  const { privateKey: foreignKey } = await import('jose').then((jose) => jose.generateKeyPair('RS256'));
  op.provider.use(async (ctx: { path: string; body: unknown }, next: () => Promise<void>) => {
    providerRequests.push(ctx.path);
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !tamper.idToken || !body?.id_token) return;
    const { claims, key = 'provider' } = tamper.idToken(decodeJwt(body.id_token));
    const idToken =
      key === 'none'
        ? new UnsecuredJWT(claims).encode()
        : key === 'client-secret'
          ? await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(CLIENT.clientSecret))
          : await new SignJWT(claims)
              .setProtectedHeader({ alg: 'RS256', kid: op.signingKey.kid })
              .sign(key === 'provider' ? providerKey : foreignKey);
    ctx.body = { ...body, id_token: idToken };
  });

  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const providers: OidcProviderConfig[] = [
    {
      id: 'test',
      name: 'Test ID',
      issuer: op.issuer,
      clientId: CLIENT.clientId,
      clientSecret: CLIENT.clientSecret,
      scopes: ['openid', 'email', 'profile'],
      clients: { 'walkable:world': { clientId: WALKABLE_WORLD_CLIENT.clientId, clientSecret: undefined } },
    },
    ...(typeof extraProviders === 'function' ? extraProviders(op.issuer) : extraProviders),
  ];
  const config = await testConfig({ publicUrl: appUrl, oidcProviders: providers, logLevel: 'info', ...overrides });
  const app = await buildApp(config, { database, logStream });
  await app.listen({ port: appPort, host: '127.0.0.1' });

  return {
    app,
    appUrl,
    issuer: op.issuer,
    logs,
    providerRequests,
    tamper,
    callbackPath,
    async close() {
      await app.close();
      await op.stop();
    },
  };
}

/** Starts signing in at our app; returns the provider's login form URL (the flow cookie is set). */
export async function startSignIn(world: OidcWorld, browser: Browser, query = 'redirect=/spots'): Promise<{ start: Response; formUrl: URL }> {
  const start = await browser.request(`${world.appUrl}/api/auth/login/test?${query}`);
  if (start.status !== 302) throw new Error(`login start answered ${start.status}`);
  const { url, res } = await browser.follow(new URL(start.headers.get('location') ?? '', world.appUrl));
  if (res?.status !== 200 || !url.pathname.startsWith('/interaction/'))
    throw new Error(`expected the provider's login form, got ${res?.status} ${url.href}`);
  return { start, formUrl: url };
}

/** Submits the provider's login form and follows to our callback URL (not requested yet). */
export async function submitLogin(world: OidcWorld, browser: Browser, formUrl: URL, form: Record<string, string>): Promise<URL> {
  const res = await browser.request(new URL(`${formUrl.pathname}/login`, formUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) throw new Error(`login form answered ${res.status}`);
  const { url } = await browser.follow(new URL(location, formUrl), (u) => u.pathname === world.callbackPath);
  if (url.pathname !== world.callbackPath) throw new Error(`did not come back to the callback: ${url.href}`);
  return url;
}

/** The whole flow up to our callback's answer. */
export async function signIn(world: OidcWorld, browser: Browser, account: ProviderAccount, query = 'redirect=/spots'): Promise<Response> {
  const { formUrl } = await startSignIn(world, browser, query);
  const callback = await submitLogin(world, browser, formUrl, { login: account.login, password: account.password });
  return browser.request(callback);
}

/** GET /api/_auth/session with the browser's cookie. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function sessionOf(world: OidcWorld, browser: Browser): Promise<any> {
  const res = await browser.request(`${world.appUrl}/api/_auth/session`, {
    headers: { accept: 'application/json', 'moveable-platform': 'bikeable' },
  });
  return res.json();
}
