import { authResponseSchema } from '../auth/schemas.ts';
import { bearerSecurity, errorResponses, errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import {
  accountExportSchema,
  avatarFileParamsSchema,
  confirmBodySchema,
  countryFormSchema,
  deleteAccountBodySchema,
  inviteAcceptBodySchema,
  inviteBodySchema,
  localeFormSchema,
  passwordHeaderSchema,
  profilePatchSchema,
  publicUserParamsSchema,
  publicUserResponseSchema,
  signUpBodySchema,
  userResponseSchema,
} from './schemas.ts';

export const userRoutes = {
  'POST /users': {
    summary: 'Sign up; e-mails a confirmation link (7 days)',
    tags: ['users'],
    body: signUpBodySchema,
    response: { 201: userResponseSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
  },
  'POST /users/confirm': {
    summary: "Confirm the e-mail address with the sign-up link's token",
    tags: ['users'],
    body: confirmBodySchema,
    response: { 204: noContentSchema, 400: errorSchema },
  },
  'GET /users/me': {
    summary: 'The signed-in account',
    tags: ['users'],
    security: bearerSecurity,
    response: { 200: userResponseSchema, 401: errorSchema },
  },
  'PATCH /users/me': {
    summary: 'Change the profile: username, bio, e-mail notifications, locale, country; firstLogin "now" ends onboarding',
    tags: ['users'],
    security: bearerSecurity,
    body: profilePatchSchema,
    response: { 200: userResponseSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
  },
  'DELETE /users/me': {
    summary: 'Delete the account; its spots and comments are anonymised or deleted; every session ends',
    tags: ['users'],
    security: bearerSecurity,
    body: deleteAccountBodySchema,
    response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
  },
  'PUT /users/me/avatar': {
    summary: 'Upload a profile picture (multipart field "file": JPEG, PNG or WebP, at most 5 MB); stored as a 256 px WebP',
    tags: ['users'],
    security: bearerSecurity,
    consumes: ['multipart/form-data'],
    response: { 200: userResponseSchema, 400: errorSchema, 401: errorSchema, 413: errorSchema, 415: errorSchema },
  },
  'GET /users/me/export': {
    summary: 'Everything we hold about the signed-in person, as a JSON file (user, memberships, identities, sessions, spots, comments, votes)',
    tags: ['users'],
    security: bearerSecurity,
    headers: passwordHeaderSchema,
    response: { 200: accountExportSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
  },
  'POST /users/current/locale': {
    summary: "Save the account's language (form body locale=fr)",
    tags: ['users'],
    security: bearerSecurity,
    body: localeFormSchema,
    response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema },
  },
  'POST /users/current/country': {
    summary: "Save the account's country (form body countryCode=de, or world)",
    tags: ['users'],
    security: bearerSecurity,
    body: countryFormSchema,
    response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema },
  },
  'POST /users/invite': {
    summary: 'Invite someone by e-mail (link valid 7 days), optionally into an organisation of this platform',
    description: 'Platform administrators may invite anyone; organisation administrators only into their organisation.',
    tags: ['users'],
    security: bearerSecurity,
    body: inviteBodySchema,
    response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
  },
  'POST /users/invite/accept': {
    summary: "Create the account from an invitation link's token and sign in (sets the session cookie)",
    tags: ['users'],
    body: inviteAcceptBodySchema,
    response: { 201: authResponseSchema, 400: errorSchema, 409: errorSchema },
  },
  'GET /users/:nameOrOldId': {
    summary: 'Public profile by username or legacy id',
    tags: ['users'],
    params: publicUserParamsSchema,
    response: { 200: publicUserResponseSchema, ...errorResponses },
  },
  'GET /avatars/:file': {
    summary: 'Profile picture bytes (image/webp)',
    tags: ['users'],
    params: avatarFileParamsSchema,
  },
} satisfies RouteTable;
