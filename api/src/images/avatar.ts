// Profile pictures: whatever JPEG, PNG or WebP comes in leaves as a 256 px square WebP. Re-encoding
// drops every metadata block (EXIF with GPS positions, ICC, XMP) because sharp keeps none unless
// asked; rotate() first applies the EXIF orientation that is about to be dropped.
import sharp from 'sharp';

export const AVATAR_SIZE = 256;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The WebP bytes, or null when the input is not a readable JPEG, PNG or WebP image. */
export async function toAvatar(input: Buffer): Promise<Buffer | null> {
  try {
    // A 5 MB file can claim enormous dimensions: refuse more than 50 megapixels before decoding.
    const image = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !READABLE_FORMATS.has(format)) return null;
    return await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
  } catch {
    return null;
  }
}
