// GET /api/avatars/:file: profile pictures. A file never changes under its name (each upload gets
// a new one), so it is cached for a year. Not scoped by platform: <img> requests carry no headers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { PHOTO_CSP } from '../../http/image-csp.ts';
import { endpoint } from '../../http/endpoint.ts';

const avatarsRoutes: FastifyPluginAsyncZod<{ avatars: PhotoStorage }> = async (app, { avatars }) => {
  app.route({
    ...endpoint('GET /avatars/:file'),
    handler: async (request, reply) => {
      const picture = await avatars.read(request.params.file);
      if (!picture) throw notFound(`Avatar ${request.params.file} not found`);
      return reply
        .type(picture.contentType)
        .header('content-security-policy', PHOTO_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(picture.body);
    },
  });
};

export default avatarsRoutes;
