// Photos (docs/spots-write-api.md, "Photos"): the bytes in three sizes, a spot's sharing image made
// from its cover, uploads (unattached, or appended to a spot) and deletion. The multipart parser
// is registered here, in this scope only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipartPlugin from '../../plugins/multipart.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import photoDeleteRoutes from './delete.ts';
import photoBytesRoutes from './get.ts';
import shareImageRoutes from './share-image.ts';
import photoUploadRoutes from './upload.ts';
import { PHOTO_FORM_LIMITS } from './upload-photo.ts';

const photosRoutes: FastifyPluginAsyncZod<{ storage: PhotoStorage }> = async (app, { storage }) => {
  await app.register(multipartPlugin, PHOTO_FORM_LIMITS);
  await app.register(photoBytesRoutes, { storage });
  await app.register(shareImageRoutes, { storage });
  await app.register(photoUploadRoutes, { storage });
  await app.register(photoDeleteRoutes, { storage });
};

export default photosRoutes;
