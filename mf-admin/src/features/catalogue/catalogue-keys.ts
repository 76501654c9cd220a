// Query keys of the catalogue: every category (the admin list is the same on every platform), the
// regions of a platform.
import type { Platform } from '@moveable/contract';

export const catalogueKeys = {
  all: ['admin-catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  regions: (platform: Platform) => [...catalogueKeys.all, 'regions', platform] as const,
};
