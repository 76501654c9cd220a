// What the photo routes accept and answer. An uploaded photo answers as the Photo of a spot.
import { z } from 'zod';
import { idParam } from '../http/params.ts';
import { PHOTO_VARIANTS } from '../spots/constants.ts';
import { photoSchema } from '../spots/schemas.ts';

export const photoIdParamsSchema = z.object({ id: idParam('id', 'bigint') });

export const photoSizeQuerySchema = z.object({
  size: z
    .enum(PHOTO_VARIANTS, { error: 'size must be small, medium or large' })
    .default('large')
    .describe('small (480 px long side), medium (960) or large (1600); ignored for single-file photos'),
});

export const uploadedPhotoSchema = photoSchema;
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/** The multipart form of an upload, as the OpenAPI document describes it (the server reads the parts itself). */
export const PHOTO_FORM = 'multipart/form-data: `file` (JPEG, PNG, WebP or HEIC, at most 10 MB and 40 megapixels), `showsFix` (true/false, optional)';
