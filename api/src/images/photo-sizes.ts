// The three WebP sizes of an uploaded photo and the srcset that offers them. Only the large size's
// dimensions are stored (photos.width/height); the others follow from them by the same rule the
// pipeline resizes with, so the srcset's widths are the files' real widths.
import { PHOTO_VARIANTS, type PhotoVariant } from '@moveable/contract';

export { PHOTO_VARIANTS, type PhotoVariant };

/** Longest side of each size in pixels; a smaller photo keeps its own size (never upscaled). */
export const LONG_SIDE: Record<PhotoVariant, number> = { small: 480, medium: 960, large: 1600 };

export interface Size {
  width: number;
  height: number;
}

/** Scaled so the longer side is at most `longSide`, aspect kept, never enlarged. */
export function fitInside({ width, height }: Size, longSide: number): Size {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Every size, computed from the large one (which is what photos.width/height hold). */
export function variantSizes(large: Size): Record<PhotoVariant, Size> {
  return { small: fitInside(large, LONG_SIDE.small), medium: fitInside(large, LONG_SIDE.medium), large };
}

export const photoUrl = (id: number, variant?: PhotoVariant) => (variant ? `/api/photos/${id}?size=${variant}` : `/api/photos/${id}`);

/**
 * "/api/photos/1?size=small 480w, …" for a photo stored in sizes; null for a single-file photo
 * (the demo SVGs). A photo smaller than a size has two sizes of one width: a srcset may not repeat
 * a width, so the smaller name stands for it.
 */
export function photoSrcset(id: number, large: Size, sized: boolean): string | null {
  if (!sized) return null;
  const sizes = variantSizes(large);
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const variant of PHOTO_VARIANTS) {
    const { width } = sizes[variant];
    if (seen.has(width)) continue;
    seen.add(width);
    candidates.push(`${photoUrl(id, variant)} ${width}w`);
  }
  return candidates.join(', ');
}
