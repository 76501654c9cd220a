// Query keys of the map, from one factory so invalidation is exact (notes/architecture.md).
// The scope (platform, country, locale) is part of every key: the API answers by those headers,
// and two elements for different platforms on one partner page share one query cache.
import type { ApiScope, SpotFilters } from '@moveable/shared';
import type { Bbox } from './bbox.ts';

export const mapKeys = {
  all: ['map'] as const,
  viewports: (scope: ApiScope) => ['map', scope, 'viewport'] as const,
  /** `bbox` is already rounded to the zoom grid (bboxOf), `filters` normalised (parseFilters); `organisation`: an element's. */
  viewport: (scope: ApiScope, bbox: Bbox, zoom: number, filters: SpotFilters, organisation: string | null = null) =>
    ['map', scope, 'viewport', [...bbox], zoom, filters, organisation] as const,
  /** One spot's details, for the card. */
  spot: (scope: ApiScope, id: number) => ['map', scope, 'spot', id] as const,
};
