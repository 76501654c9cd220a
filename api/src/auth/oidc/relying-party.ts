// Our side of OpenID Connect (we are the "relying party"), for one configured provider:
// discovery, the authorization URL (code flow, PKCE S256, state, nonce), the code exchange at the
// token endpoint, ID token verification against the provider's JWKS (signature, iss, aud, azp,
// exp, iat, nonce) and userinfo. Every failure is an OidcError with a code for the /login page
// and a reason for the log; neither ever contains a code, token, verifier or secret.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { OidcClient, OidcProviderConfig } from './config.ts';

/** What /login?error=… says (the browser translates it). */
export type OidcErrorCode =
  | 'unknown_provider'
  | 'state_mismatch'
  | 'access_denied'
  | 'provider_error'
  | 'provider_unavailable'
  | 'token_invalid'
  | 'account_exists'
  | 'server_error';

export class OidcError extends Error {
  constructor(
    readonly code: OidcErrorCode,
    /** For the log: what went wrong, without any secret. */
    readonly reason: string,
  ) {
    super(`${code}: ${reason}`);
    this.name = 'OidcError';
  }
}

const httpUrl = z.url().refine((v) => /^https?:\/\//.test(v));

const metadataSchema = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: httpUrl,
  token_endpoint: httpUrl,
  jwks_uri: httpUrl,
  userinfo_endpoint: httpUrl.optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  authorization_response_iss_parameter_supported: z.boolean().optional(),
});
export type ProviderMetadata = z.infer<typeof metadataSchema>;

const tokenResponseSchema = z.looseObject({
  id_token: z.string().min(1),
  access_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
});

const tokenErrorSchema = z.looseObject({ error: z.string() });

/** Claims we read, from the ID token and (when it lacks them) from userinfo. */
export interface PersonClaims {
  sub: string;
  email?: string | undefined;
  emailVerified?: boolean | undefined;
  name?: string | undefined;
  preferredUsername?: string | undefined;
  locale?: string | undefined;
  /** When the person last authenticated at the provider (epoch seconds), if it says. */
  authTime?: number | undefined;
}

/** Asymmetric signatures only: HS* would make the client secret the key, and `none` is no signature. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Fresh secrets for one sign-in: state (also names the flow's cookie), nonce and PKCE verifier. */
export function newFlowSecrets(): { state: string; nonce: string; verifier: string; challenge: string } {
  const verifier = randomToken(32); // 43 characters, RFC 7636's minimum length and more entropy than needed
  return { state: randomToken(24), nonce: randomToken(24), verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A provider's text in our log: short, one line, printable. */
export function loggable(value: unknown): string {
  return String(value)
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 200);
}

function stringClaim(value: unknown, max = 320): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;
}

function personFrom(payload: JWTPayload | Record<string, unknown>): Omit<PersonClaims, 'sub'> {
  const verified = payload['email_verified'];
  return {
    email: stringClaim(payload['email'], 254),
    // Some providers send "true" as a string.
    emailVerified: verified === undefined ? undefined : verified === true || verified === 'true',
    name: stringClaim(payload['name'], 200),
    preferredUsername: stringClaim(payload['preferred_username'], 200),
    locale: stringClaim(payload['locale'], 35),
    authTime: typeof payload['auth_time'] === 'number' && Number.isFinite(payload['auth_time']) ? payload['auth_time'] : undefined,
  };
}

export interface RelyingPartyOptions {
  /** Per request to the provider. */
  timeoutMs?: number;
  /** How long discovery is trusted before it is fetched again. */
  metadataTtlMs?: number;
}

export interface AuthorizationRequest {
  client: OidcClient;
  redirectUri: string;
  state: string;
  nonce: string;
  challenge: string;
  /** ui_locales: the provider's pages in the person's language, if it can. */
  locale?: string | undefined;
  /** prompt=login: ask for the password again even with a session at the provider. */
  forceLogin?: boolean | undefined;
}

export interface RelyingParty {
  readonly config: OidcProviderConfig;
  metadata(): Promise<ProviderMetadata>;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** The callback's `iss` (RFC 9207) must be the issuer when sent, and is required when the provider promised it. */
  checkResponseIssuer(iss: string | undefined): Promise<void>;
  /** Code → verified identity: token endpoint, ID token checks, userinfo when the ID token lacks the e-mail. */
  completeSignIn(params: { client: OidcClient; code: string; redirectUri: string; verifier: string; nonce: string }): Promise<PersonClaims>;
}

export function createRelyingParty(
  config: OidcProviderConfig,
  { timeoutMs = 10_000, metadataTtlMs = 3_600_000 }: RelyingPartyOptions = {},
): RelyingParty {
  let cached: { metadata: Promise<ProviderMetadata>; until: number } | undefined;
  let jwks: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

  async function request(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new OidcError('provider_unavailable', `${what}: ${loggable((error as Error).name)} ${loggable((error as Error).message)}`);
    }
  }

  async function discover(): Promise<ProviderMetadata> {
    const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const res = await request(url, { headers: { accept: 'application/json' } }, 'discovery');
    if (!res.ok) throw new OidcError(res.status >= 500 ? 'provider_unavailable' : 'provider_error', `discovery answered ${res.status}`);
    const parsed = metadataSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new OidcError('provider_error', 'discovery document is incomplete');
    // OpenID Connect Discovery §4.3: the document must name exactly the issuer we asked.
    if (parsed.data.issuer !== config.issuer)
      throw new OidcError('provider_error', `discovery names issuer ${loggable(parsed.data.issuer)}, configured ${config.issuer}`);
    if (config.issuer.startsWith('https:')) {
      for (const endpoint of [parsed.data.authorization_endpoint, parsed.data.token_endpoint, parsed.data.jwks_uri, parsed.data.userinfo_endpoint]) {
        if (endpoint && !endpoint.startsWith('https:')) throw new OidcError('provider_error', 'discovery names an endpoint without https');
      }
    }
    return parsed.data;
  }

  function metadata(): Promise<ProviderMetadata> {
    if (!cached || cached.until <= Date.now()) {
      const pending = discover();
      cached = { metadata: pending, until: Date.now() + metadataTtlMs };
      // A failure is not remembered: the next sign-in asks again.
      pending.catch(() => {
        if (cached?.metadata === pending) cached = undefined;
      });
    }
    return cached.metadata;
  }

  function keySet(meta: ProviderMetadata) {
    if (jwks?.uri !== meta.jwks_uri) {
      // jose caches the keys and fetches them again (at most every 30 s) when a token names an unknown kid.
      jwks = { uri: meta.jwks_uri, keys: createRemoteJWKSet(new URL(meta.jwks_uri), { timeoutDuration: timeoutMs }) };
    }
    return jwks.keys;
  }

  async function exchangeCode(meta: ProviderMetadata, client: OidcClient, code: string, redirectUri: string, verifier: string) {
    const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (client.clientSecret === undefined) {
      body.set('client_id', client.clientId); // a public client: PKCE is its proof
    } else if (
      meta.token_endpoint_auth_methods_supported &&
      !meta.token_endpoint_auth_methods_supported.includes('client_secret_basic') &&
      meta.token_endpoint_auth_methods_supported.includes('client_secret_post')
    ) {
      body.set('client_id', client.clientId);
      body.set('client_secret', client.clientSecret);
    } else {
      // RFC 6749 §2.3.1: both parts form-encoded before base64.
      const basic = Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64');
      headers['authorization'] = `Basic ${basic}`;
    }
    const res = await request(meta.token_endpoint, { method: 'POST', headers, body }, 'token endpoint');
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error = tokenErrorSchema.safeParse(json);
      const name = error.success ? loggable(error.data.error) : 'no error code';
      if (res.status >= 500) throw new OidcError('provider_unavailable', `token endpoint answered ${res.status}`);
      // invalid_grant: the code is expired, used, or not bound to our verifier/redirect.
      throw new OidcError(name === 'invalid_grant' ? 'token_invalid' : 'provider_error', `token endpoint answered ${res.status} ${name}`);
    }
    const tokens = tokenResponseSchema.safeParse(json);
    if (!tokens.success) throw new OidcError('token_invalid', 'token response has no id_token');
    if (tokens.data.token_type && tokens.data.token_type.toLowerCase() !== 'bearer')
      throw new OidcError('token_invalid', `token_type ${loggable(tokens.data.token_type)}`);
    return tokens.data;
  }

  async function verifyIdToken(meta: ProviderMetadata, client: OidcClient, idToken: string, nonce: string): Promise<PersonClaims> {
    const offered = meta.id_token_signing_alg_values_supported?.filter((alg) => ID_TOKEN_ALGORITHMS.includes(alg)) ?? [];
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keySet(meta), {
        issuer: meta.issuer,
        audience: client.clientId,
        algorithms: offered.length > 0 ? offered : ['RS256'],
        requiredClaims: ['sub', 'iat', 'exp'],
        clockTolerance: 30,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout) throw new OidcError('provider_unavailable', 'JWKS timed out');
      if (error instanceof joseErrors.JWTClaimValidationFailed || error instanceof joseErrors.JWTExpired)
        throw new OidcError('token_invalid', `ID token claim ${error.claim}: ${error.reason}`);
      const e = error as { code?: string; message?: string };
      if (e.code === undefined) throw new OidcError('provider_unavailable', `JWKS: ${loggable(e.message)}`);
      throw new OidcError('token_invalid', `ID token: ${loggable(e.code)}`);
    }
    // The nonce ties the token to the flow in this browser (replay and injection protection).
    if (payload['nonce'] !== nonce) throw new OidcError('token_invalid', 'ID token nonce does not match');
    // azp: with several audiences it must be us; when present at all, it must be us.
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if ((audiences.length > 1 || payload['azp'] !== undefined) && payload['azp'] !== client.clientId)
      throw new OidcError('token_invalid', 'ID token azp is not our client');
    const sub = stringClaim(payload.sub, 255);
    if (!sub) throw new OidcError('token_invalid', 'ID token sub is missing or too long');
    return { sub, ...personFrom(payload) };
  }

  async function userinfo(meta: ProviderMetadata, accessToken: string, sub: string): Promise<Omit<PersonClaims, 'sub'>> {
    if (!meta.userinfo_endpoint) return {};
    const res = await request(
      meta.userinfo_endpoint,
      { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      'userinfo',
    );
    if (!res.ok) throw new OidcError(res.status >= 500 ? 'provider_unavailable' : 'provider_error', `userinfo answered ${res.status}`);
    if (!(res.headers.get('content-type') ?? '').includes('json')) return {}; // a signed userinfo (application/jwt): the ID token has to do
    const claims = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!claims || typeof claims !== 'object') throw new OidcError('provider_error', 'userinfo is not a JSON object');
    // OpenID Connect Core §5.3.4: a userinfo answer about someone else must be ignored.
    if (claims['sub'] !== sub) throw new OidcError('token_invalid', 'userinfo sub differs from the ID token');
    const { authTime: _ignored, ...person } = personFrom(claims);
    return person;
  }

  return {
    config,
    metadata,

    async authorizationUrl({ client, redirectUri, state, nonce, challenge, locale, forceLogin }) {
      const meta = await metadata();
      if (meta.code_challenge_methods_supported && !meta.code_challenge_methods_supported.includes('S256')) {
        throw new OidcError('provider_error', 'provider does not support PKCE S256');
      }
      const url = new URL(meta.authorization_endpoint);
      const params: Record<string, string> = {
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        scope: config.scopes.join(' '),
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      };
      if (locale) params['ui_locales'] = locale;
      if (forceLogin) params['prompt'] = 'login';
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.href;
    },

    async checkResponseIssuer(iss) {
      const meta = await metadata();
      if (iss === undefined ? meta.authorization_response_iss_parameter_supported === true : iss !== meta.issuer) {
        throw new OidcError(
          'provider_error',
          iss === undefined ? 'authorization response without iss' : `authorization response from issuer ${loggable(iss)}`,
        );
      }
    },

    async completeSignIn({ client, code, redirectUri, verifier, nonce }) {
      const meta = await metadata();
      const tokens = await exchangeCode(meta, client, code, redirectUri, verifier);
      const person = await verifyIdToken(meta, client, tokens.id_token, nonce);
      // Many providers (and OpenID Connect's default for the code flow) leave the profile out of the ID token.
      if (person.email === undefined && tokens.access_token) {
        const extra = await userinfo(meta, tokens.access_token, person.sub);
        return { ...person, ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined)) };
      }
      return person;
    },
  };
}
