// Query keys of the area editor: an organisation's area by platform and slug, the regions to
// choose from by platform and country.
import type { Platform } from '@moveable/contract';

export const areaKeys = {
  all: ['admin-area'] as const,
  area: (platform: Platform, slug: string) => [...areaKeys.all, 'area', platform, slug] as const,
  regions: (platform: Platform, country: string) => [...areaKeys.all, 'regions', platform, country] as const,
};
