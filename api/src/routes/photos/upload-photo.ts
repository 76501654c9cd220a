// The steps every upload shares: read the form, turn the image into its WebP sizes, write the
// files, then the row. The files exist before the row commits and are removed again when it
// does not, so a reader never finds a row without its files.
import type { UploadedPhoto } from '@moveable/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors.ts';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PhotoRejected, processPhoto, type ProcessedPhoto } from '../../images/photo-pipeline.ts';
import { PHOTO_VARIANTS, photoSrcset, photoUrl } from '../../images/photo-sizes.ts';
import { readUploadForm } from '../../plugins/multipart.ts';
import { newPhotoStorageKey, removePhotoFiles, writePhotoFiles } from '../../storage/photo-files.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import type { NewPhoto } from './repository.ts';

export const PHOTO_FORM_LIMITS = { fileSize: PHOTO_MAX_BYTES };

function refusal(error: PhotoRejected): HttpError {
  if (error.reason === 'too_many_pixels') {
    return new HttpError(413, `file: the image has more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`, { field: 'file', code: 'too_many_pixels' });
  }
  return new HttpError(415, 'file: the image must be a JPEG, PNG, WebP or HEIC photo', { field: 'file', code: 'unsupported_type' });
}

export interface ReceivedPhoto {
  photo: ProcessedPhoto;
  showsFix: boolean;
}

/** The form's image as WebP sizes, and its showsFix; 4xx naming the field for anything wrong. */
export async function receivePhoto(request: FastifyRequest): Promise<ReceivedPhoto> {
  const form = await readUploadForm(request, PHOTO_FORM_LIMITS);
  const showsFix = parseShowsFix(form.fields['showsFix']);
  if (showsFix === 'invalid') throw badRequest('showsFix must be true or false', 'showsFix');
  try {
    return { photo: await processPhoto(form.file), showsFix };
  } catch (error) {
    throw error instanceof PhotoRejected ? refusal(error) : error;
  }
}

/**
 * Writes the files, then calls `insert` with the row to write (it returns the new id). When
 * `insert` fails, the files go again and the error propagates.
 */
export async function storePhoto(
  storage: PhotoStorage,
  userId: number,
  { photo, showsFix }: ReceivedPhoto,
  insert: (row: NewPhoto) => Promise<number>,
): Promise<UploadedPhoto> {
  const storageKey = newPhotoStorageKey();
  await writePhotoFiles(storage, storageKey, photo.files);
  let id: number;
  try {
    id = await insert({ userId, storageKey, variants: PHOTO_VARIANTS, width: photo.width, height: photo.height, showsFix });
  } catch (error) {
    await removePhotoFiles(storage, storageKey, PHOTO_VARIANTS);
    throw error;
  }
  const size = { width: photo.width, height: photo.height };
  return { id, url: photoUrl(id), ...size, showsFix, srcset: photoSrcset(id, size, true) };
}

/** The form field `showsFix`: 'true', 'false' or absent (false). */
function parseShowsFix(value: string | undefined): boolean | 'invalid' {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return 'invalid';
}
