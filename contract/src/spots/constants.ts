// The numbers and names of spots that both sides must agree on.

/** List orders of GET /spots (date is the default: newest first). */
export const SPOT_SORTS = ['date', 'votes', 'comments', 'distance'] as const;
export type SpotSort = (typeof SPOT_SORTS)[number];
export const DEFAULT_SPOT_SORT: SpotSort = 'date';

/** The filter parameters of every spot view (list, map clusters, GeoJSON), in canonical order. */
export const SPOT_FILTER_PARAMS = ['regionId', 'famed', 'fixed', 'officialAnswer', 'archived', 'categoryIds', 'begin', 'end', 'sort'] as const;
export type SpotFilterParam = (typeof SPOT_FILTER_PARAMS)[number];

/** Categories one filter may name. */
export const MAX_CATEGORY_FILTERS = 50;

/** Spots per page of GET /spots: 24 first, then 12 more per "show more" (domain notes), at most 500. */
export const DEFAULT_SPOT_PAGE = 24;
export const MAX_SPOT_PAGE = 500;

/** Distinct "it is fixed" proposals that make a shame spot fixed. */
export const FIX_PROPOSALS_NEEDED = 3;

/** Official answer statuses, shown as received, planned, in progress, done, not planned. */
export const OFFICIAL_ANSWER_STATUSES = ['acknowledged', 'planned', 'in_progress', 'fixed', 'rejected'] as const;
export type OfficialAnswerStatus = (typeof OFFICIAL_ANSWER_STATUSES)[number];

/** A spot's own texts and lists. */
export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 5000;
export const MAX_CATEGORIES = 5;
export const MAX_PHOTOS = 10;

export const COMMENT_MAX_LENGTH = 2000;
export const REPORT_REASON_MAX_LENGTH = 1000;
export const OFFICIAL_ANSWER_MAX_LENGTH = 5000;

/** Duplicate candidates near a new spot (GET /spots/nearby). */
export const DEFAULT_NEARBY_RADIUS = 50;
export const MAX_NEARBY_RADIUS = 500;
export const MAX_NEARBY_LIMIT = 50;

/** Sizes an uploaded photo is stored in (long side 480, 960, 1600 px). */
export const PHOTO_VARIANTS = ['small', 'medium', 'large'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** Map cluster zoom levels. */
export const MIN_CLUSTER_ZOOM = 0;
export const MAX_CLUSTER_ZOOM = 22;
