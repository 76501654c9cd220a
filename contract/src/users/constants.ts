// Account names both sides must agree on.

export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ORGANISATION_ROLES = ['member', 'admin'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
