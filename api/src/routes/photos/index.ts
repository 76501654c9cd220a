// GET /api/photos/:id: the image bytes. A photo never changes under its id, so it is cached for a
// year; the strict CSP makes an SVG inert even when opened directly (no scripts, no fetches).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { idParam } from '../../http/params.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { findPhotoStorageKey } from './repository.ts';

export const PHOTO_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const photosRoutes: FastifyPluginAsyncZod<{ storage: PhotoStorage }> = async (app, { storage }) => {
  app.get(
    '/photos/:id',
    {
      schema: {
        summary: 'Photo bytes (image/svg+xml, image/jpeg, ...)',
        tags: ['photos'],
        params: z.object({ id: idParam('id') }),
      },
    },
    async (request, reply) => {
      const key = await findPhotoStorageKey(app.db.kysely, request.params.id);
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
  );
};

export default photosRoutes;
