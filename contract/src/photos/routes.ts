import { bearerSecurity, errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { spotIdParamsSchema } from '../spots/schemas.ts';
import { PHOTO_FORM, photoIdParamsSchema, photoSizeQuerySchema, uploadedPhotoSchema } from './schemas.ts';

const uploadErrors = { 400: errorSchema, 401: errorSchema, 413: errorSchema, 415: errorSchema } as const;

export const photoRoutes = {
  'POST /photos': {
    summary: `Upload a photo for a spot you are about to add (not attached yet). ${PHOTO_FORM}`,
    tags: ['photos'],
    security: bearerSecurity,
    consumes: ['multipart/form-data'],
    response: { 201: uploadedPhotoSchema, ...uploadErrors },
  },
  'POST /spots/:id/photos': {
    summary: `Add a photo to a spot's gallery (appended). ${PHOTO_FORM}`,
    tags: ['photos'],
    security: bearerSecurity,
    consumes: ['multipart/form-data'],
    params: spotIdParamsSchema,
    response: { 201: uploadedPhotoSchema, ...uploadErrors, 404: errorSchema },
  },
  'GET /photos/:id': {
    summary: 'Photo bytes: image/webp in the asked size for uploads, the single file (image/svg+xml, …) for demo photos',
    tags: ['photos'],
    params: photoIdParamsSchema,
    querystring: photoSizeQuerySchema,
  },
  'DELETE /photos/:id': {
    summary: "Delete a photo (its uploader, the spot's author, a moderator or an admin)",
    tags: ['photos'],
    security: bearerSecurity,
    params: photoIdParamsSchema,
    response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
  },
} satisfies RouteTable;
