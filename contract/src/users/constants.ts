// Account names both sides must agree on.

export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ORGANISATION_ROLES = ['member', 'admin'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * The modes of /login (spec §2), from its `?mode=`: sign in (default), sign up, forgotten and new
 * password, accepting an invitation, confirming the e-mail address. Each is a page of its own with
 * its own title, which the server renders too.
 */
export const LOGIN_MODES = ['signin', 'signup', 'forgot', 'reset', 'invite', 'confirm'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export function parseLoginMode(value: string | null | undefined): LoginMode {
  return (LOGIN_MODES as readonly string[]).includes(value ?? '') ? (value as LoginMode) : 'signin';
}
