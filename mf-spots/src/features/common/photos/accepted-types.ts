// The photo formats the API takes (it checks the bytes; we only pre-sort by type or name).
// Browsers often give HEIC files no MIME type at all, hence the extension check.

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
const EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

/** For <input type="file" accept>. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.heic', '.heif'].join(',');

/** The API's limit for one upload (413 too_large above it). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Photos a new spot may carry (photoIds ≤ 10). */
export const MAX_SPOT_PHOTOS = 10;

export function isAcceptedPhoto(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return (PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return EXTENSIONS.test(file.name);
}
