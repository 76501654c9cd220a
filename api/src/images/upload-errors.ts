// The answers to an image that is refused, or has to wait too long: one set for spot photos and
// profile pictures alike, so the browser reads the same codes from both (every one names `file`).
import { HttpError } from '../http/errors.ts';
import { DecodeQueueFull } from './decode-queue.ts';
import { PHOTO_MAX_PIXELS, PhotoRejected } from './photo-pipeline.ts';

export function busy(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(503, `file: too many images are being processed right now. Please try again in ${seconds} seconds.`, {
    field: 'file',
    code: 'busy',
    headers: { 'retry-after': String(seconds) },
  });
}

/** PhotoRejected and DecodeQueueFull as the house error; anything else as it is. */
export function uploadError(error: unknown): unknown {
  if (error instanceof DecodeQueueFull) return busy(error.retryAfterSeconds);
  if (!(error instanceof PhotoRejected)) return error;
  if (error.reason === 'too_many_pixels') {
    return new HttpError(413, `file: the image has more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`, { field: 'file', code: 'too_many_pixels' });
  }
  return new HttpError(415, 'file: the image must be a JPEG, PNG, WebP or HEIC photo', { field: 'file', code: 'unsupported_type' });
}
