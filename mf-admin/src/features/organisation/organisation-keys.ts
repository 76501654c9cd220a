// Query keys of the organisation admin pages: one organisation per platform and slug (its detail in
// the page's language, its members, invitations and answer templates), so a write invalidates
// exactly what it changed.
import type { Platform } from '@moveable/contract';

export const organisationAdminKeys = {
  all: ['admin-organisation'] as const,
  one: (platform: Platform, slug: string) => [...organisationAdminKeys.all, platform, slug] as const,
  detail: (platform: Platform, slug: string, locale: string) => [...organisationAdminKeys.one(platform, slug), 'detail', locale] as const,
  members: (platform: Platform, slug: string) => [...organisationAdminKeys.one(platform, slug), 'members'] as const,
  invitations: (platform: Platform, slug: string) => [...organisationAdminKeys.one(platform, slug), 'invitations'] as const,
  templates: (platform: Platform, slug: string) => [...organisationAdminKeys.one(platform, slug), 'templates'] as const,
};
