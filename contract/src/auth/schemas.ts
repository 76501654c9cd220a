// Bodies and answers of the CMS-style auth service (spec §7) and the session endpoints.
import { z } from 'zod';
import { apiSchemas } from '../openapi-names.ts';
import { PASSWORD_MAX_LENGTH } from '../users/constants.ts';
import { emailSchema, linkTokenSchema, passwordSchema, userSchema } from '../users/schemas.ts';

export const authResponseSchema = z
  .object({
    data: z.object({
      access_token: z.string(),
      refresh_token: z.string(),
      expires: z.number().int().describe('Milliseconds until the access token expires'),
    }),
  })
  .register(apiSchemas, { id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'password must be a text' })
    .min(1, { error: 'password is required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'password is too long' }),
});

/** The token may come in the body or, from the browser, in the session cookie. */
export const refreshBodySchema = z.object({ refresh_token: z.string().max(4096).optional() }).nullish(); // no body arrives as null

export const passwordRequestBodySchema = z.object({ email: emailSchema });
export const passwordResetBodySchema = z.object({ token: linkTokenSchema, password: passwordSchema });

export const providersSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });
export type AuthProvider = z.infer<typeof providersSchema>['items'][number];

const jwtPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const sessionSchema = z
  .union([z.object({ user: userSchema, jwt: jwtPairSchema }), z.object({}).strict()])
  .describe('{ user, jwt } when the session cookie is valid, {} otherwise')
  .register(apiSchemas, { id: 'Session' });
export type SessionAnswer = z.infer<typeof sessionSchema>;

export const jwtRefreshSchema = jwtPairSchema;
export type SessionTokens = z.infer<typeof jwtPairSchema>;

const optionalText = (max: number) => z.string().max(max).optional();

export const providerParamsSchema = z.object({ provider: z.string().max(64).describe('Provider id from GET /api/auth/providers') });

export const providerLoginQuerySchema = z.object({
  redirect: optionalText(2048).describe('Where to go after signing in: a path of this site (else /)'),
  platform: optionalText(16).describe('Chooses the client id (OIDC_PROVIDERS clients); default from the moveable-platform header'),
  country: optionalText(8).describe('Two-letter code or world; chooses the client id like platform'),
  prompt: optionalText(16).describe('"login": the provider asks for the password even with a session there'),
});

// Providers add their own parameters (Keycloak: session_state); they are ignored.
export const providerCallbackQuerySchema = z.object({
  code: optionalText(4096),
  state: optionalText(256),
  iss: optionalText(2048),
  error: optionalText(256),
  error_description: optionalText(1024),
});
