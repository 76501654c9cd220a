// Icons (spec §7, §9): an Iconify collection the API serves from a bundled npm package
// (GET /api/_nuxt_icon/{collection}.json?icons=…), the public Iconify service as the fallback.
import type { CategoryIcon } from '../admin-geo/constants.ts';

export const ICON_COLLECTION = 'mdi';
/** The public icon service, asked when our endpoint does not answer in time (same protocol). */
export const ICON_FALLBACK_ORIGIN = 'https://api.iconify.design';
/** §9: an icon request waits at most this long, then the fallback is asked. */
export const ICON_TIMEOUT_MS = 1500;
export const MAX_ICONS_PER_REQUEST = 64;

/** The collection's icon for each icon a category may name. */
export const CATEGORY_ICON_NAMES: Readonly<Record<CategoryIcon, string>> = {
  bike: 'bike',
  walk: 'walk',
  wheelchair: 'wheelchair-accessibility',
  road: 'road',
  crossing: 'road-variant',
  'traffic-light': 'traffic-light',
  parking: 'parking',
  construction: 'traffic-cone',
  signpost: 'sign-direction',
  light: 'post-lamp',
  stairs: 'stairs',
  bench: 'bench',
  danger: 'alert',
};
