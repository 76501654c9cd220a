// What the photo routes accept and answer. An uploaded photo answers as the Photo of a spot.
import { z } from 'zod';
import { PHOTO_VARIANTS } from '../../images/photo-sizes.ts';
import { idParam } from '../../http/params.ts';
import { photoSchema } from '../spots/schemas.ts';

export const photoIdParamsSchema = z.object({ id: idParam('id') });

export const photoSizeQuerySchema = z.object({
  size: z
    .enum(PHOTO_VARIANTS, { error: 'size must be small, medium or large' })
    .default('large')
    .describe('small (480 px long side), medium (960) or large (1600); ignored for single-file photos'),
});

export const uploadedPhotoSchema = photoSchema;
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/** The form field `showsFix`: 'true', 'false' or absent (false). */
export function parseShowsFix(value: string | undefined): boolean | 'invalid' {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return 'invalid';
}
