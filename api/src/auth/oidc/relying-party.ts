// Our side of OpenID Connect (we are the "relying party"), for one configured provider, on
// openid-client (certified by the OpenID Foundation for the Basic RP profile): discovery, the
// authorization URL (code flow, PKCE S256, state, nonce), the code exchange, the ID token checks
// (signature against the provider's JWKS, iss, aud, azp, exp, iat, nonce) and userinfo (whose
// sub must match). What stays here is ours to decide: which client authentication to use, http
// only for a provider on this machine, which claims we read, and every failure as an OidcError
// with a code for the /login page and a reason for the log; neither ever contains a code, token,
// verifier or secret.
import * as oidc from 'openid-client';
import type { OidcClient, OidcProviderConfig } from './config.ts';
import { isLoopbackHost } from './config.ts';

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

/** Fresh secrets for one sign-in: state (also names the flow's cookie), nonce and PKCE verifier (43 base64url characters each). */
export function newFlowSecrets(): { state: string; nonce: string; verifier: string } {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
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

function personFrom(claims: Record<string, unknown>): Omit<PersonClaims, 'sub'> {
  const verified = claims['email_verified'];
  return {
    email: stringClaim(claims['email'], 254),
    // Some providers send "true" as a string.
    emailVerified: verified === undefined ? undefined : verified === true || verified === 'true',
    name: stringClaim(claims['name'], 200),
    preferredUsername: stringClaim(claims['preferred_username'], 200),
    locale: stringClaim(claims['locale'], 35),
    authTime: typeof claims['auth_time'] === 'number' && Number.isFinite(claims['auth_time']) ? claims['auth_time'] : undefined,
  };
}

type Step = 'discovery' | 'token endpoint' | 'userinfo';

/** Problems with what the provider published (not with one sign-in's answer). */
const PROVIDER_SETUP = new Set([
  'OAUTH_HTTP_REQUEST_FORBIDDEN',
  'OAUTH_REQUEST_PROTOCOL_FORBIDDEN',
  'OAUTH_MISSING_SERVER_METADATA',
  'OAUTH_INVALID_SERVER_METADATA',
]);

/**
 * The library's error as ours, or null for one that is not about the provider (our bug: the
 * route logs it as server_error). The reason takes the library's own message (fixed texts such
 * as 'unexpected ID Token "nonce" claim value'), never the values it carries in `cause`.
 */
function asOidcError(error: unknown, step: Step): OidcError | null {
  if (error instanceof OidcError) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    return new OidcError(error.error === 'access_denied' ? 'access_denied' : 'provider_error', `provider answered ${loggable(error.error)}`);
  }
  if (error instanceof oidc.ResponseBodyError) {
    if (error.status >= 500) return new OidcError('provider_unavailable', `${step} answered ${error.status}`);
    // invalid_grant: the code is expired, used, or not bound to our verifier/redirect.
    return new OidcError(
      error.error === 'invalid_grant' ? 'token_invalid' : 'provider_error',
      `${step} answered ${error.status} ${loggable(error.error)}`,
    );
  }
  if (error instanceof oidc.WWWAuthenticateChallengeError) {
    return new OidcError(error.status >= 500 ? 'provider_unavailable' : 'provider_error', `${step} answered ${error.status} with a challenge`);
  }
  // openid-client's ClientError, or oauth4webapi's own (buildAuthorizationUrl throws those unwrapped).
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('OAUTH_')) {
    const cause = (error as Error).cause;
    if (code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT') return new OidcError('provider_unavailable', `${step} timed out`);
    if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
      // Some answer other than the one expected (the JWKS's too): its status says whose fault.
      const status = cause instanceof Response ? cause.status : 0;
      return new OidcError(status >= 500 ? 'provider_unavailable' : 'provider_error', `${step} answered ${status}`);
    }
    const detail = loggable(error instanceof oidc.ClientError && cause instanceof Error ? cause.message : (error as Error).message);
    const tokenCheck =
      step === 'token endpoint' ? !PROVIDER_SETUP.has(code) : step === 'userinfo' && code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED'; // userinfo about someone else
    return new OidcError(tokenCheck ? 'token_invalid' : 'provider_error', `${step}: ${detail}`);
  }
  // fetch's own failure (refused, reset, DNS); the library's argument errors carry an ERR_INVALID_ARG_* code.
  if (error instanceof TypeError && !code) {
    const cause = (error.cause as { code?: unknown } | undefined)?.code;
    return new OidcError('provider_unavailable', `${step}: ${loggable(error.message)}${cause ? ` (${loggable(cause)})` : ''}`);
  }
  return null;
}

/** client_secret_basic, or client_secret_post when that is all the provider takes; none for a public client (PKCE is its proof). */
function clientAuth(secret: string | undefined): oidc.ClientAuth {
  if (secret === undefined) return oidc.None();
  const basic = oidc.ClientSecretBasic(secret);
  const post = oidc.ClientSecretPost(secret);
  return (as, client, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const usePost = methods !== undefined && !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
    (usePost ? post : basic)(as, client, body, headers);
  };
}

async function step<T>(name: Step, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asOidcError(error, name) ?? error;
  }
}

/** Per request to the provider. */
const TIMEOUT_SECONDS = 10;
/** How long discovery is trusted before it is fetched again. */
const DISCOVERY_TTL_MS = 3_600_000;

export interface AuthorizationRequest {
  client: OidcClient;
  redirectUri: string;
  state: string;
  nonce: string;
  /** The PKCE verifier: the URL carries its S256 challenge. */
  verifier: string;
  /** ui_locales: the provider's pages in the person's language, if it can. */
  locale?: string | undefined;
  /** prompt=login: ask for the password again even with a session at the provider. */
  forceLogin?: boolean | undefined;
}

export interface RelyingParty {
  readonly config: OidcProviderConfig;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /**
   * The callback's `iss` (RFC 9207) must be the issuer when sent, and is required when the
   * provider promised it. completeSignIn checks it too; this one lets the login page say
   * provider_error (a mix-up) rather than token_invalid.
   */
  checkResponseIssuer(client: OidcClient, iss: string | undefined): Promise<void>;
  /**
   * The callback's parameters → verified identity: the code exchanged at the token endpoint
   * with the PKCE verifier, the ID token checked, userinfo asked when the ID token lacks the e-mail.
   */
  completeSignIn(params: {
    client: OidcClient;
    callback: URLSearchParams;
    redirectUri: string;
    state: string;
    verifier: string;
    nonce: string;
  }): Promise<PersonClaims>;
}

export function createRelyingParty(config: OidcProviderConfig): RelyingParty {
  const issuer = new URL(config.issuer);
  // openid-client speaks https only; plain http is allowed for a provider on this machine (the
  // development and test provider), which config.ts already limits http issuers to.
  const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
  /** One openid-client Configuration per client (its own JWKS cache), keyed like the flow cookie. */
  const cache = new Map<string, { configuration: Promise<oidc.Configuration>; until: number }>();

  function discover(client: OidcClient): Promise<oidc.Configuration> {
    return step('discovery', () =>
      oidc.discovery(
        issuer,
        client.clientId,
        client.clientSecret === undefined ? {} : { client_secret: client.clientSecret },
        clientAuth(client.clientSecret),
        {
          timeout: TIMEOUT_SECONDS,
          // enableNonRepudiationChecks: the ID token's signature, checked against the provider's
          // JWKS (asymmetric algorithms only; HS* and `none` are refused). Without it openid-client
          // trusts the token endpoint's TLS alone, as OpenID Connect Core §3.1.3.7 allows.
          execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
        },
      ),
    );
  }

  function configurationFor(client: OidcClient): Promise<oidc.Configuration> {
    const key = client.key;
    let entry = cache.get(key);
    if (!entry || entry.until <= Date.now()) {
      const pending = discover(client);
      entry = { configuration: pending, until: Date.now() + DISCOVERY_TTL_MS };
      cache.set(key, entry);
      // A failure is not remembered: the next sign-in asks again.
      pending.catch(() => {
        if (cache.get(key)?.configuration === pending) cache.delete(key);
      });
    }
    return entry.configuration;
  }

  async function userinfo(configuration: oidc.Configuration, accessToken: string, sub: string): Promise<Omit<PersonClaims, 'sub'>> {
    if (!configuration.serverMetadata().userinfo_endpoint) return {};
    // A userinfo answer about someone else is refused (OpenID Connect Core §5.3.4).
    const claims = await step('userinfo', () => oidc.fetchUserInfo(configuration, accessToken, sub));
    const { authTime: _ignored, ...person } = personFrom(claims);
    return person;
  }

  return {
    config,

    async authorizationUrl({ client, redirectUri, state, nonce, verifier, locale, forceLogin }) {
      const configuration = await configurationFor(client);
      const methods = configuration.serverMetadata().code_challenge_methods_supported;
      if (methods && !methods.includes('S256')) throw new OidcError('provider_error', 'provider does not support PKCE S256');
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: config.scopes.join(' '),
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      };
      if (locale) params['ui_locales'] = locale;
      if (forceLogin) params['prompt'] = 'login';
      return step('discovery', async () => oidc.buildAuthorizationUrl(configuration, params).href);
    },

    async checkResponseIssuer(client, iss) {
      const meta = (await configurationFor(client)).serverMetadata();
      if (iss === undefined ? meta.authorization_response_iss_parameter_supported === true : iss !== meta.issuer) {
        throw new OidcError(
          'provider_error',
          iss === undefined ? 'authorization response without iss' : `authorization response from issuer ${loggable(iss)}`,
        );
      }
    },

    async completeSignIn({ client, callback, redirectUri, state, verifier, nonce }) {
      const configuration = await configurationFor(client);
      // The library takes the callback as a URL: without its query, it is the redirect_uri sent to the token endpoint.
      const currentUrl = new URL(redirectUri);
      currentUrl.search = callback.toString();
      const tokens = await step('token endpoint', () =>
        oidc.authorizationCodeGrant(configuration, currentUrl, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce }),
      );
      const claims = tokens.claims();
      const sub = stringClaim(claims?.sub, 255);
      if (!claims || !sub) throw new OidcError('token_invalid', 'ID token sub is missing or too long');
      const person = { sub, ...personFrom(claims) };
      // Many providers (and OpenID Connect's default for the code flow) leave the profile out of the ID token.
      if (person.email === undefined) {
        const extra = await userinfo(configuration, tokens.access_token, sub);
        return { ...person, ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined)) };
      }
      return person;
    },
  };
}
