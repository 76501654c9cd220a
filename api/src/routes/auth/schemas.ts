// Bodies and answers of the CMS-style auth service (spec §7) and the session endpoints.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../auth/passwords.ts';
import { apiSchemas } from '../../plugins/openapi.ts';
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

const jwtPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const sessionSchema = z
  .union([z.object({ user: userSchema, jwt: jwtPairSchema }), z.object({}).strict()])
  .describe('{ user, jwt } when the session cookie is valid, {} otherwise')
  .register(apiSchemas, { id: 'Session' });

export const jwtRefreshSchema = jwtPairSchema;
