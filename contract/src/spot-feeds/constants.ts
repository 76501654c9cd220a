// Feeds of new spots (issue 15): an organisation's area or a region, as RSS 2.0 or Atom 1.0.
import type { Locale } from '../rules/locale.ts';
import type { Platform } from '../rules/platform.ts';

/** Entries of a spot feed: the newest spots. */
export const SPOT_FEED_SIZE = 50;
export const SPOT_FEED_FORMATS = ['rss', 'atom'] as const;
export type SpotFeedFormat = (typeof SPOT_FEED_FORMATS)[number];

/**
 * A feed's address under the API origin ('/api/organisations/zurich/spots.atom?platform=bikeable&lang=de').
 * Feed readers send no moveable-* headers, so the address names the platform and language.
 */
export function organisationSpotFeedPath(format: SpotFeedFormat, slug: string, site: { platform: Platform; lang: Locale }): string {
  return `/api/organisations/${encodeURIComponent(slug)}/spots.${format}?${new URLSearchParams(site).toString()}`;
}

export function regionSpotFeedPath(format: SpotFeedFormat, regionId: number, site: { platform: Platform; lang: Locale }): string {
  return `/api/regions/${regionId}/spots.${format}?${new URLSearchParams(site).toString()}`;
}
