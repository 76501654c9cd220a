// Constants of the admin pages' catalogue that browser code reads: zod-free, so a page's chunk
// does not carry the schemas (the build refuses them).
/** Icon names a category may show (the admin picks one or none). */
export const CATEGORY_ICONS = [
  'bike',
  'walk',
  'wheelchair',
  'road',
  'crossing',
  'traffic-light',
  'parking',
  'construction',
  'signpost',
  'light',
  'stairs',
  'bench',
  'danger',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];
