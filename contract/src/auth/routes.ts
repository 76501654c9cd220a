import { errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import {
  authResponseSchema,
  jwtRefreshSchema,
  loginBodySchema,
  passwordRequestBodySchema,
  passwordResetBodySchema,
  providerCallbackQuerySchema,
  providerLoginQuerySchema,
  providerParamsSchema,
  providersSchema,
  refreshBodySchema,
  sessionSchema,
} from './schemas.ts';

/** The CMS-style auth service of spec §7 and the session endpoints. */
export const authRoutes = {
  'POST /auth/login': {
    summary: 'Sign in with e-mail and password; sets the session cookie',
    tags: ['auth'],
    body: loginBodySchema,
    response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
  },
  'POST /auth/refresh': {
    summary: 'New tokens for a refresh token (body or session cookie); the old one stops working',
    tags: ['auth'],
    body: refreshBodySchema,
    response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
  },
  'POST /auth/logout': {
    summary: "Sign out: revokes the refresh token's session and clears the cookie",
    tags: ['auth'],
    body: refreshBodySchema,
    response: { 204: noContentSchema, 400: errorSchema, 403: errorSchema },
  },
  'GET /auth/providers': {
    summary: 'External sign-in providers (OpenID Connect) that are configured',
    tags: ['auth'],
    response: { 200: providersSchema },
  },
  'POST /auth/password/request': {
    summary: 'E-mail a password-reset link (1 hour, single use); 204 whether or not the address has an account',
    tags: ['auth'],
    body: passwordRequestBodySchema,
    response: { 204: noContentSchema, 400: errorSchema, 429: errorSchema },
  },
  'POST /auth/password/reset': {
    summary: "Set a new password with the reset link's token; signs out every session of the account",
    tags: ['auth'],
    body: passwordResetBodySchema,
    response: { 204: noContentSchema, 400: errorSchema },
  },
  'GET /_auth/session': {
    summary: 'The session from the cookie: { user, jwt } with fresh tokens (the cookie rotates), or {} when signed out',
    tags: ['session'],
    response: { 200: sessionSchema, 403: errorSchema },
  },
  'DELETE /_auth/session': {
    summary: "Sign out: revokes the cookie's session and clears the cookie",
    tags: ['session'],
    response: { 204: noContentSchema, 403: errorSchema },
  },
  'GET /jwt/refresh': {
    summary: 'New access and refresh tokens from the session cookie (which rotates)',
    tags: ['session'],
    response: { 200: jwtRefreshSchema, 401: errorSchema, 403: errorSchema },
  },
  // Browser navigations (the sign-in popup), not API calls: every outcome is a redirect.
  'GET /auth/login/:provider': {
    summary: 'Start signing in with an external provider (OpenID Connect): 302 to the provider',
    tags: ['auth'],
    hide: true,
    params: providerParamsSchema,
    querystring: providerLoginQuerySchema,
  },
  'GET /auth/login/:provider/callback': {
    summary: 'Where the provider sends the person back: signs in, 302 to the redirect',
    tags: ['auth'],
    hide: true,
    params: providerParamsSchema,
    querystring: providerCallbackQuerySchema,
  },
} satisfies RouteTable;
