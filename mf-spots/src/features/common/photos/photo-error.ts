// Why an upload failed, as a key under add.photos.errors (the API's messages are English).
import { ApiError } from '@moveable/shared';

export type PhotoErrorKey = 'too_large' | 'too_many_pixels' | 'unsupported_type' | 'unauthorized' | 'network' | 'generic';

export function photoErrorKey(error: unknown): PhotoErrorKey {
  if (error instanceof ApiError) {
    if (error.code === 'too_many_pixels') return 'too_many_pixels';
    if (error.code === 'too_large' || error.statusCode === 413) return 'too_large';
    if (error.code === 'unsupported_type' || error.statusCode === 415) return 'unsupported_type';
    if (error.statusCode === 401) return 'unauthorized';
    return 'generic';
  }
  if (error instanceof TypeError) return 'network';
  return 'generic';
}

/** Trying again can help: the server was unreachable, busy, or the session had to be renewed. */
export function isRetryable(key: PhotoErrorKey | null): boolean {
  return key === 'network' || key === 'generic' || key === 'unauthorized';
}
