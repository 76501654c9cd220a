// GET /api/photos/:id?size=small|medium|large: the image bytes. A photo never changes under its
// id (nor a size under its name), so it is cached for a year; the strict CSP makes an SVG inert
// even when opened directly (no scripts, no fetches).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { PHOTO_CSP } from '../../http/image-csp.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { variantKey } from '../../storage/photo-files.ts';
import { findPhotoFiles } from './repository.ts';
import { endpoint } from '../../http/endpoint.ts';

const photoBytesRoutes: FastifyPluginAsyncZod<{ storage: PhotoStorage }> = async (app, { storage }) => {
  app.route({
    ...endpoint('GET /photos/:id'),
    handler: async (request, reply) => {
      const row = await findPhotoFiles(app.db.kysely, request.params.id);
      const { size } = request.query;
      // A single-file photo has no sizes: every size is that file.
      const key = !row
        ? null
        : row.variants.length === 0
          ? row.storage_key
          : variantKey(row.storage_key, row.variants.includes(size) ? size : 'large');
      const photo = key === null ? null : await storage.read(key);
      if (!photo) throw notFound(`Photo ${request.params.id} not found`);
      return reply
        .type(photo.contentType)
        .header('content-security-policy', PHOTO_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(photo.body);
    },
  });
};

export default photoBytesRoutes;
