// A spot's sharing image: its cover photo cropped to the 1200×630 that link previews show, as a
// JPEG (the big preview consumers render neither WebP reliably nor SVG). The crop keeps the
// photo's most interesting region (sharp's attention strategy), transparency sits on white, and
// nothing of the source's metadata is written (sharp writes none unless asked).
import sharp from 'sharp';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@moveable/contract';
import { PHOTO_MAX_PIXELS } from './photo-pipeline.ts';

const JPEG_QUALITY = 82;
/** Bumped when the rendering changes, so that no cached rendition (URL or ETag) is reused. */
export const SHARE_RENDITION = 1;

/** The version an address names: the cover photo and the rendering, e.g. '1234-1'. */
export const shareImageVersion = (coverPhotoId: number) => `${coverPhotoId}-${SHARE_RENDITION}`;

/** Rasterising an SVG (the demo photos) at 72 dpi would give its nominal size: render it large enough to fill the frame. */
async function densityFor(input: Buffer): Promise<number | undefined> {
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  if (meta.format !== 'svg' || !meta.width || !meta.height) return undefined;
  const scale = Math.max(SHARE_IMAGE_WIDTH / meta.width, SHARE_IMAGE_HEIGHT / meta.height, 1);
  return Math.min(72 * scale, 72 * 8);
}

export async function renderShareImage(input: Buffer): Promise<Buffer> {
  const density = await densityFor(input);
  return sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, ...(density ? { density } : {}) })
    .timeout({ seconds: 10 })
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
