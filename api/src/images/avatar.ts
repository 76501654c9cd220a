// Profile pictures: whatever a spot photo may be (JPEG, PNG, WebP, HEIC or AVIF, told apart by its
// bytes, at most 40 megapixels: photo-pipeline.ts's checks) comes in, and leaves as a 256 px square
// WebP. Re-encoding drops every metadata block (EXIF with GPS positions, ICC, XMP) because sharp
// keeps none unless asked; the upright image has the EXIF orientation applied that is dropped.
import type { DecodeQueue } from './decode-queue.ts';
import { PhotoRejected, readPhotoHeader, uprightImage } from './photo-pipeline.ts';

export const AVATAR_SIZE = 256;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The WebP bytes. Throws PhotoRejected (as photos do) and DecodeQueueFull. */
export async function toAvatar(input: Buffer, queue: DecodeQueue): Promise<Buffer> {
  const header = await readPhotoHeader(input);
  return queue.run(queue.slotsFor(header.wholeFrameBytes), async () => {
    const { image } = await uprightImage(input, header);
    try {
      return await image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
    } catch {
      throw new PhotoRejected('unsupported_type');
    }
  });
}
