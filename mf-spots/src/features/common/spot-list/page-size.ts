// Lists show 24 spots first, then 12 more per "show more" (domain notes).
export const FIRST_PAGE_SIZE = 24;
export const NEXT_PAGE_SIZE = 12;
/** The API's bounds for `limit`. */
export const MAX_PAGE_SIZE = 500;

/** An embed's `limit` attribute or a caller's size → a size the API accepts. */
export function clampPageSize(size: number | undefined, fallback = FIRST_PAGE_SIZE): number {
  if (size === undefined || !Number.isFinite(size)) return fallback;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.round(size)));
}
