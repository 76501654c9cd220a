// External sign-in with OpenID Connect (docs/accounts-api.md; spec §7 "Redirect to
// /auth/login/{provider}?redirect={url}"). Both routes are browser navigations, usually in the
// sign-in popup (spec §4, §9), so every outcome is a redirect:
//   GET /api/auth/login/:provider?redirect=/close[&platform=…&country=…&prompt=login]
//     → 302 to the provider (code flow, PKCE S256, state, nonce; the flow sealed in a cookie)
//   GET /api/auth/login/:provider/callback?code=…&state=…
//     → signs in through issueSession (session cookie), 302 to `redirect` (a path of this site, else '/')
//     → on any failure 302 to /login?error=<code> (the login page in the flow's language)
// The providers come from OIDC_PROVIDERS (auth/oidc/config.ts); GET /api/auth/providers lists them.
import { localizePath, splitLocalePath, type Locale } from '@moveable/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timingSafeEqual } from 'node:crypto';
import { chooseClient, clientByKey } from '../../auth/oidc/config.ts';
import { deriveFlowKey, isWellFormedState, setFlowCookie, takeFlowCookie, type Flow } from '../../auth/oidc/flow-cookie.ts';
import { safeRedirectPath } from '../../auth/oidc/redirect.ts';
import {
  createRelyingParty,
  loggable,
  newFlowSecrets,
  OidcError,
  type OidcErrorCode,
  type PersonClaims,
  type RelyingParty,
} from '../../auth/oidc/relying-party.ts';
import { issueSession } from '../../auth/session-issuer.ts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { parseCountry, parsePlatform } from '../../plugins/context.ts';
import { signInExternal } from './repository.ts';
import { endpoint } from '../../http/endpoint.ts';

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function emailFor(person: PersonClaims): string | null {
  if (person.emailVerified !== true || !person.email) return null;
  const email = person.email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

const oidcRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const providers = new Map<string, RelyingParty>((config.oidcProviders ?? []).map((p) => [p.id, createRelyingParty(p)]));
  app.authProviders.push(...[...providers.values()].map(({ config: { id, name } }) => ({ id, name })));
  if (!config.authSecret) throw new Error('auth-oidc: no AUTH_SECRET');
  const key = deriveFlowKey(config.authSecret);
  const callbackPath = (id: string) => `${app.prefix}/auth/login/${id}/callback`;
  const cookieOptions = (id: string) => ({ key, secure: config.cookieSecure, path: callbackPath(id) });
  // The provider must send the person back to exactly this URL (register it there).
  const redirectUri = (id: string) => `${config.publicUrl}${callbackPath(id)}`;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // The callback's URL carries the code: no page after it should see it in a Referer.
    reply.header('referrer-policy', 'no-referrer');
  });

  function fail(reply: FastifyReply, error: OidcError, context: { provider: string; locale: Locale }): FastifyReply {
    const level = error.code === 'access_denied' ? 'info' : 'warn';
    reply.log[level]({ provider: loggable(context.provider), code: error.code, reason: error.reason }, 'OpenID Connect sign-in failed');
    return reply.redirect(`${localizePath('/login', context.locale, app.localeRoutingOf(reply.request))}?error=${error.code}`, 302);
  }

  const failure = (code: OidcErrorCode, reason: string) => new OidcError(code, reason);

  app.route({
    ...endpoint('GET /auth/login/:provider'),
    handler: async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect) ?? '/';
      const locale = splitLocalePath(redirect.replace(/[?#].*$/, ''), app.localeRoutingOf(request)).locale;
      const provider = providers.get(request.params.provider);
      if (!provider) return fail(reply, failure('unknown_provider', 'no such provider'), { provider: request.params.provider, locale });
      // A navigation carries no moveable-* headers: the page says its platform and country in the query.
      let { platform, country } = request.ctx;
      try {
        if (request.query.platform) platform = parsePlatform(request.query.platform);
        if (request.query.country) country = parseCountry(request.query.country);
      } catch {
        // an unknown value chooses nothing: the defaults stand
      }
      const client = chooseClient(provider.config, platform, country);
      const secrets = newFlowSecrets();
      try {
        const url = await provider.authorizationUrl({
          client,
          redirectUri: redirectUri(provider.config.id),
          state: secrets.state,
          nonce: secrets.nonce,
          verifier: secrets.verifier,
          locale,
          forceLogin: request.query.prompt === 'login',
        });
        const flow: Flow = {
          provider: provider.config.id,
          client: client.key,
          state: secrets.state,
          nonce: secrets.nonce,
          verifier: secrets.verifier,
          redirect,
          locale,
          country: country ?? 'world',
        };
        await setFlowCookie(reply, flow, cookieOptions(provider.config.id));
        return reply.redirect(url, 302);
      } catch (error) {
        if (error instanceof OidcError) return fail(reply, error, { provider: provider.config.id, locale });
        throw error;
      }
    },
  });

  app.route({
    ...endpoint('GET /auth/login/:provider/callback'),
    handler: async (request, reply) => {
      const id = request.params.provider;
      const query = request.query;
      const provider = providers.get(id);
      let context = { provider: id, locale: 'de' as Locale };
      try {
        if (!provider) throw failure('unknown_provider', 'no such provider');
        if (!isWellFormedState(query.state)) throw failure('state_mismatch', 'state missing or malformed');
        const flow = await takeFlowCookie(request, reply, query.state, cookieOptions(id));
        // No cookie for this state: another browser, an expired or replayed flow, or a forged callback.
        if (!flow || flow.provider !== id || !sameText(flow.state, query.state))
          throw failure('state_mismatch', flow ? 'flow of another provider' : 'no flow cookie for this state');
        context = { provider: id, locale: flow.locale };
        if (query.error) {
          throw failure(query.error === 'access_denied' ? 'access_denied' : 'provider_error', `provider answered ${loggable(query.error)}`);
        }
        const client = clientByKey(provider.config, flow.client);
        if (!client) throw failure('provider_error', `client ${loggable(flow.client)} is no longer configured`);
        await provider.checkResponseIssuer(client, query.iss);
        if (!query.code) throw failure('provider_error', 'callback without code');

        const person = await provider.completeSignIn({
          client,
          // All of the callback's parameters, as the provider sent them (openid-client checks state and iss again).
          callback: new URL(request.url, 'http://callback.invalid').searchParams,
          redirectUri: redirectUri(id),
          state: flow.state,
          verifier: flow.verifier,
          nonce: flow.nonce,
        });
        const verifiedEmail = emailFor(person);
        const outcome = await signInExternal(app.db.kysely, {
          provider: id,
          subject: person.sub,
          verifiedEmail,
          usernameHints: [person.preferredUsername, person.name, person.email].filter((h): h is string => Boolean(h)),
          locale: flow.locale,
          country: flow.country,
        });
        if (outcome.status === 'account_exists')
          throw failure('account_exists', 'the e-mail address belongs to an account that has not confirmed it');

        // auth_time: when the person last proved who they are at the provider (an SSO session may
        // be hours old); "recently signed in" (export, deletion) must not count more than that.
        const now = Date.now();
        const authenticatedAt = new Date(person.authTime !== undefined ? Math.min(now, person.authTime * 1000) : now);
        await issueSession(reply, outcome.user, { authenticatedAt });
        request.log.info(
          { provider: id, userId: outcome.user.id, created: outcome.created, linked: outcome.linked },
          'signed in with OpenID Connect',
        );
        return reply.redirect(flow.redirect, 302);
      } catch (error) {
        if (error instanceof OidcError) return fail(reply, error, context);
        // A moderator blocked the account (session-issuer.ts): the login page says so.
        if (error instanceof HttpError && error.code === 'account_blocked') {
          return reply.redirect(`${localizePath('/login', context.locale, app.localeRoutingOf(request))}?error=account_blocked`, 302);
        }
        request.log.error({ err: error, provider: loggable(id) }, 'OpenID Connect callback failed');
        return fail(reply, failure('server_error', 'unexpected error (logged above)'), context);
      }
    },
  });
};

export default oidcRoutes;
