// The bearer of the auth service's calls (spec §7, "CMS-style authentication service … a bearer
// header is sent when the token is valid, otherwise a static token"): sign-in, refresh, the
// session, sign-out, GET /users/me after a sign-in, sign-up, the password and invitation links.
// The person's access token while it is valid, else the public app token when the site has one
// (config.publicAppToken), else none. Only these calls: every other anonymous call goes without a
// bearer, so reads on partner pages stay simple CORS requests (no preflight).
//
// These calls never renew a token nor end a session on a 401: the session store does that for
// the product's calls; a refused sign-in is a wrong password, not an expired session.
import { createApiClient, type ApiClient } from '../runtime/api-client.ts';
import { config } from '../runtime/config.ts';
import { getPageContext, type PageContext } from '../runtime/page-context.ts';
import { isExpired } from './tokens.ts';

/** The person's token when it is valid now, else the public app token, else null (no header). */
export function authServiceBearer(userToken: string | null | undefined, now: number = Date.now()): string | null {
  if (userToken && !isExpired(userToken, now)) return userToken;
  return config.publicAppToken || null;
}

/**
 * A client for the auth service; `userToken` names the person's current access token (read at
 * each call). Made per use: tests and hosts may configure the API base later.
 */
export function authServiceApi(userToken: () => string | null | undefined, context: () => PageContext = getPageContext): ApiClient {
  return createApiClient({ baseUrl: config.apiBase, context, accessToken: () => authServiceBearer(userToken()) });
}
