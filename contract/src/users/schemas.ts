// Accounts: the User the browser keeps in its session, the public profile, and the bodies of the
// account forms. Field rules say what is wrong in a message that starts with the field's name;
// rules a form shows specially carry a code (params.code → the error's `code`).
import { z } from 'zod';
import { apiSchemas } from '../openapi-names.ts';
import { idParam } from '../http/params.ts';
import { LOCALES } from '../rules/locale.ts';
import { PLATFORM_COUNTRIES, PLATFORMS, WORLD } from '../rules/platform.ts';
import { ORGANISATION_ROLES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_ROLES } from './constants.ts';

/** Route segments under /users that a username must not shadow. */
const RESERVED_USERNAMES = new Set([
  'current',
  'invite',
  'confirm',
  'admin',
  'deleted',
  'anonymous',
  'moveable',
  'bikeable',
  'walkable',
  'accessable',
]);

export const emailSchema = z
  .string({ error: 'email must be an e-mail address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'email must be an e-mail address' }).max(254, { error: 'email must be an e-mail address' }));

export const passwordSchema = z
  .string({ error: 'password must be a text' })
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH, {
    error: `password must have at least ${PASSWORD_MIN_LENGTH} characters`,
    params: { code: 'weak_password' },
  })
  .refine((v) => v.length <= PASSWORD_MAX_LENGTH, {
    error: `password must have at most ${PASSWORD_MAX_LENGTH} characters`,
    params: { code: 'weak_password' },
  })
  .describe(`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a common password, not the e-mail address or username`);

export const usernameSchema = z
  .string({ error: 'username must be a text' })
  .trim()
  // One spelling per name: "Zoë" typed with a combining diaeresis is the same name as with "ë".
  .transform((v) => v.normalize('NFC'))
  .pipe(
    z
      .string()
      .regex(/^[\p{L}\p{N}][\p{L}\p{N}_.-]{1,28}[\p{L}\p{N}]$/u, {
        error: 'username must be 3 to 30 letters, digits, "_", "." or "-", starting and ending with a letter or digit',
      })
      .refine((v) => !RESERVED_USERNAMES.has(v.toLowerCase()), { error: 'username is reserved', params: { code: 'username_taken' } }),
  );

export const acceptTermsSchema = z
  .boolean({ error: 'acceptTerms must be true: the terms of use must be accepted' })
  .default(false)
  .refine((v) => v, { error: 'acceptTerms must be true: the terms of use must be accepted', params: { code: 'terms_required' } });

/** Links in e-mails carry 43 base64url characters. */
export const linkTokenSchema = z
  .string({ error: 'token must be the token from the link' })
  .regex(/^[\w-]{20,128}$/, { error: 'token must be the token from the link' });

export const localeSchema = z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` });
/** What an account's country may be: a country some platform runs in (spec §1), or world. */
export const ACCOUNT_COUNTRIES: readonly string[] = [...new Set(Object.values(PLATFORM_COUNTRIES).flat())].sort();

export function countryField(name: string) {
  const message = `${name} must be world or a country of the platforms (${ACCOUNT_COUNTRIES.join(', ')})`;
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .refine((v) => v === WORLD || ACCOUNT_COUNTRIES.includes(v), { error: message });
}

export const membershipSchema = z.object({
  organisation: z.object({ slug: z.string(), name: z.string(), platform: z.enum(PLATFORMS) }),
  role: z.enum(ORGANISATION_ROLES),
});

export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable().describe('null for an account that signs in with an external provider that gave none'),
    firstLogin: z.iso.datetime().nullable().describe('null until onboarding is done'),
    locale: z.enum(LOCALES),
    country: z.string().describe('Two-letter code or world'),
    avatarUrl: z.string().nullable(),
    bio: z.string(),
    emailNotifications: z.boolean(),
    role: z.enum(USER_ROLES),
    memberships: z.array(membershipSchema),
    createdAt: z.iso.datetime(),
  })
  .register(apiSchemas, { id: 'User' });
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ data: userSchema });

export const publicUserSchema = z
  .object({
    username: z.string(),
    avatarUrl: z.string().nullable(),
    bio: z.string(),
    createdAt: z.iso.datetime(),
    spotCount: z.number().int().describe("Spots by this person on the request's platform"),
  })
  .register(apiSchemas, { id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const signUpBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
  acceptTerms: acceptTermsSchema,
  locale: localeSchema.optional(),
});

export const confirmBodySchema = z.object({ token: linkTokenSchema });

export const profilePatchSchema = z
  .object({
    username: usernameSchema.optional(),
    bio: z.string({ error: 'bio must be a text' }).max(500, { error: 'bio must have at most 500 characters' }).optional(),
    emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }).optional(),
    locale: localeSchema.optional(),
    country: countryField('country').optional(),
    firstLogin: z.literal('now', { error: 'firstLogin must be "now"' }).optional().describe('"now" ends onboarding'),
  })
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;
/** What a client sends (before trimming and normalising). */
export type ProfilePatchInput = z.input<typeof profilePatchSchema>;

export const publicUserParamsSchema = z.object({
  nameOrOldId: z.string().min(1).max(64, { error: 'nameOrOldId must be a username or a legacy id' }),
});

/** PUT/DELETE /users/:id/block: the account's numeric id. */
export const userIdParamsSchema = z.object({ id: idParam('id', 'bigint') });

export const inviteBodySchema = z.object({
  email: emailSchema,
  organisation: z
    .string({ error: 'organisation must be an organisation slug' })
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'organisation must be an organisation slug' })
    .optional()
    .describe("Slug of an organisation on the request's platform"),
  role: z.enum(ORGANISATION_ROLES, { error: 'role must be member or admin' }).optional().describe('Role in the organisation; default member'),
});

export const inviteAcceptBodySchema = z.object({
  token: linkTokenSchema,
  password: passwordSchema,
  username: usernameSchema,
  acceptTerms: acceptTermsSchema,
});

export const localeFormSchema = z.object({ locale: localeSchema });
export const countryFormSchema = z.object({ countryCode: countryField('countryCode').describe('Two-letter code of a platform country, or world') });

export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: 'password must be a text' })
    .max(PASSWORD_MAX_LENGTH)
    .optional()
    .describe('Needed unless the sign-in is younger than 10 minutes'),
  spots: z.enum(['anonymise', 'delete'], { error: 'spots must be anonymise or delete' }),
});

export const publicUserResponseSchema = z.object({ data: publicUserSchema });

/** The password, when the sign-in is not recent enough to take the account's data or delete it. */
export const passwordHeaderSchema = z.object({
  'x-password': z.string().max(PASSWORD_MAX_LENGTH).optional().describe('The password, unless the sign-in is younger than 10 minutes'),
});

const exportRows = z.array(z.record(z.string(), z.unknown()));
export const accountExportSchema = z
  .object({
    exportedAt: z.iso.datetime(),
    user: z.record(z.string(), z.unknown()),
    memberships: exportRows,
    identities: exportRows,
    sessions: exportRows,
    spots: exportRows,
    comments: exportRows,
    votes: exportRows,
    commentVotes: exportRows,
    fixProposals: exportRows,
    reports: exportRows,
    photosUploaded: exportRows,
  })
  .describe('Everything we hold about the person (see api/src/routes/users/export-repository.ts for the fields)');

export const avatarFileParamsSchema = z.object({
  file: z.string().regex(/^\d{1,15}-[0-9a-f]{16}\.webp$/, { error: 'file must be an avatar file name' }),
});
