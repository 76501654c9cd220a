// The steps every upload shares: read the form, turn the image into its WebP sizes, write the
// files, then the row. The files exist before the row commits and are removed again when it
// does not, so a reader never finds a row without its files.
import type { UploadedPhoto } from '@moveable/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import type { DecodeQueue } from '../../images/decode-queue.ts';
import { PHOTO_MAX_BYTES, processPhoto, type ProcessedPhoto } from '../../images/photo-pipeline.ts';
import { busy, uploadError } from '../../images/upload-errors.ts';
import { PHOTO_VARIANTS, photoSrcset, photoUrl } from '../../images/photo-sizes.ts';
import { readUploadForm } from '../../plugins/multipart.ts';
import { newPhotoStorageKey, removePhotoFiles, writePhotoFiles } from '../../storage/photo-files.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import type { NewPhoto } from './repository.ts';

export const PHOTO_FORM_LIMITS = { fileSize: PHOTO_MAX_BYTES };

export interface ReceivedPhoto {
  photo: ProcessedPhoto;
  showsFix: boolean;
}

/**
 * The form's image as WebP sizes, and its showsFix; 4xx naming the field for anything wrong, 503
 * when too many images wait to be decoded (before the body is read, when that is clear already).
 */
export async function receivePhoto(request: FastifyRequest, queue: DecodeQueue): Promise<ReceivedPhoto> {
  if (queue.full) throw busy(queue.retryAfterSeconds());
  const form = await readUploadForm(request, PHOTO_FORM_LIMITS);
  const showsFix = parseShowsFix(form.fields['showsFix']);
  if (showsFix === 'invalid') throw badRequest('showsFix must be true or false', 'showsFix');
  try {
    return { photo: await processPhoto(form.file, queue), showsFix };
  } catch (error) {
    throw uploadError(error);
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
