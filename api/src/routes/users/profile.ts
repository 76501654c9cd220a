// GET /users/{nameOrOldId}: the public profile, by username or by the legacy id of old links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../schemas.ts';
import { findPublicUser } from './repository.ts';
import { publicUserParamsSchema, publicUserSchema } from './schemas.ts';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:nameOrOldId',
    {
      schema: {
        summary: 'Public profile by username or legacy id',
        tags: ['users'],
        params: publicUserParamsSchema,
        response: { 200: z.object({ data: publicUserSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const user = await findPublicUser(app.db.kysely, request.ctx.platform, request.params.nameOrOldId);
      if (!user) throw notFound(`User ${request.params.nameOrOldId} not found`);
      return { data: user };
    },
  );
};

export default profileRoutes;
