// Spot photos: JPEG, PNG, WebP, HEIC or AVIF in (told apart by their bytes, not their names), WebP in three sizes
// out, turned upright by the EXIF orientation and stripped of every metadata block (EXIF with the
// GPS position, XMP, ICC, comments): sharp writes none unless asked (keepMetadata/withMetadata),
// and this file never asks.
//
// Decompression bombs: a few kilobytes can declare 20000x20000 pixels. The header's dimensions
// are checked before anything is decoded (sharp's metadata() and libheif read only headers), and
// limitInputPixels stops a decoder that meets more pixels than the header promised. Decoding
// itself waits for its turn in the decode queue (decode-queue.ts), which bounds the memory that
// many uploads at once can take. Profile pictures (avatar.ts) pass the same checks.
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { DecodeQueue } from './decode-queue.ts';
import { decodeHeic, HeicDecodeError } from './heic.ts';
import { detectImageType, type ImageType } from './image-type.ts';
import { LONG_SIDE, PHOTO_VARIANTS, fitInside, variantSizes, type PhotoVariant, type Size } from './photo-sizes.ts';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
/** sharp gives up on one image after this long (CPU time is the other thing a bomb costs). */
const SHARP_TIMEOUT_SECONDS = 30;

export type PhotoRejection = 'unsupported_type' | 'too_many_pixels';

export class PhotoRejected extends Error {
  constructor(readonly reason: PhotoRejection) {
    super(`photo refused: ${reason}`);
  }
}

export interface PhotoFile {
  variant: PhotoVariant;
  width: number;
  height: number;
  /** WebP without metadata. */
  body: Buffer;
}

export interface ProcessedPhoto {
  type: ImageType;
  /** The large size's dimensions (what photos.width/height store). */
  width: number;
  height: number;
  files: PhotoFile[];
}

/** sharp's format name for each detected type (a mismatch is a forged or broken header). */
const SHARP_FORMAT: Record<ImageType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', heif: 'heif' };

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, double: 8 };

/** What the header says, read without decoding a pixel. */
export interface PhotoHeader extends Size {
  type: ImageType;
  orientation: number;
  /** HEIF only: hevc (HEIC) or av1 (AVIF). */
  compression: string | undefined;
  /** What a decoder holds at once when it must hold the whole frame; 0 when it streams (decode-queue.ts). */
  wholeFrameBytes: number;
}

/** Interlaced PNG, progressive JPEG and HEIF are decoded whole; the others line by line. */
function wholeFrameBytes(type: ImageType, meta: Metadata, width: number, height: number): number {
  if (!(type === 'heif' || ((type === 'png' || type === 'jpeg') && meta.isProgressive))) return 0;
  const channels = type === 'heif' ? 4 : (meta.channels ?? 4);
  return width * height * channels * (BYTES_PER_SAMPLE[meta.depth ?? 'uchar'] ?? 1);
}

/** The type (from the bytes) and the header; PhotoRejected for anything we will not decode. */
export async function readPhotoHeader(input: Buffer): Promise<PhotoHeader> {
  const type = detectImageType(input);
  if (!type) throw new PhotoRejected('unsupported_type');
  let meta: Metadata;
  try {
    // Headers only: no limit here, so an oversized image is told apart from a broken one below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected('unsupported_type');
  }
  const { width, height } = meta;
  if (meta.format !== SHARP_FORMAT[type] || !width || !height) throw new PhotoRejected('unsupported_type');
  if (width * height > PHOTO_MAX_PIXELS) throw new PhotoRejected('too_many_pixels');
  return {
    type,
    width,
    height,
    orientation: meta.orientation ?? 1,
    compression: meta.compression,
    wholeFrameBytes: wholeFrameBytes(type, meta, width, height),
  };
}

async function decodedHeic(input: Buffer): Promise<{ image: Sharp; size: Size }> {
  try {
    const { width, height, rgba } = await decodeHeic(input, PHOTO_MAX_PIXELS);
    // libheif has applied the HEIF rotation and mirroring; a HEIF file's EXIF orientation does not count.
    return { image: sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: PHOTO_MAX_PIXELS }), size: { width, height } };
  } catch (error) {
    if (error instanceof HeicDecodeError) throw new PhotoRejected(error.reason);
    throw error;
  }
}

/** A sharp pipeline on the decoded, upright image (with the time limit), and its upright size. */
export async function uprightImage(input: Buffer, header: PhotoHeader): Promise<{ image: Sharp; size: Size }> {
  if (header.type === 'heif' && header.compression === 'hevc') {
    const heic = await decodedHeic(input);
    return { image: heic.image.timeout({ seconds: SHARP_TIMEOUT_SECONDS }), size: heic.size };
  }
  // Orientations 5 to 8 turn the picture by a quarter: width and height swap.
  const size = header.orientation >= 5 ? { width: header.height, height: header.width } : { width: header.width, height: header.height };
  const image = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate().timeout({ seconds: SHARP_TIMEOUT_SECONDS });
  return { image, size };
}

/**
 * The photo's WebP sizes, decoded in `queue`'s turn. Throws PhotoRejected for anything that is
 * not a photo we can read, or is too large (before waiting), and DecodeQueueFull.
 */
export async function processPhoto(input: Buffer, queue: DecodeQueue): Promise<ProcessedPhoto> {
  const header = await readPhotoHeader(input);
  return queue.run(queue.slotsFor(header.wholeFrameBytes), () => decodePhoto(input, header));
}

async function decodePhoto(input: Buffer, header: PhotoHeader): Promise<ProcessedPhoto> {
  const { image, size } = await uprightImage(input, header);
  const sizes = variantSizes(fitInside(size, LONG_SIDE.large));

  // Decode once into the large size, then scale that down: three decodes of the original would
  // cost three times the time and memory.
  let large: { data: Buffer; info: OutputInfo };
  try {
    large = await image
      .resize(sizes.large.width, sizes.large.height, { fit: 'fill' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A header that promised a readable image and a body that is not one (truncated, corrupt).
    throw new PhotoRejected('unsupported_type');
  }
  const raw = { width: large.info.width, height: large.info.height, channels: large.info.channels as 1 | 2 | 3 | 4 };

  // One size after the other: the slot is this decode's, not three encoders'.
  const files: PhotoFile[] = [];
  for (const variant of PHOTO_VARIANTS) {
    const { width, height } = sizes[variant];
    const body = await sharp(large.data, { raw }).resize(width, height, { fit: 'fill' }).webp({ quality: WEBP_QUALITY }).toBuffer();
    files.push({ variant, width, height, body });
  }
  return { type: header.type, width: sizes.large.width, height: sizes.large.height, files };
}
