// GET /api/avatars/:file: profile pictures. A file never changes under its name (each upload gets
// a new one), so it is cached for a year. Not scoped by platform: <img> requests carry no headers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { PHOTO_CSP } from '../photos/index.ts';

const avatarsRoutes: FastifyPluginAsyncZod<{ avatars: PhotoStorage }> = async (app, { avatars }) => {
  app.get(
    '/avatars/:file',
    {
      schema: {
        summary: 'Profile picture bytes (image/webp)',
        tags: ['users'],
        params: z.object({ file: z.string().regex(/^\d{1,15}-[0-9a-f]{16}\.webp$/, { error: 'file must be an avatar file name' }) }),
      },
    },
    async (request, reply) => {
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
  );
};

export default avatarsRoutes;
