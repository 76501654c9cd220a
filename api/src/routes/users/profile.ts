// GET /users/{nameOrOldId}: the public profile, by username or by the legacy id of old links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { findPublicUser } from '../../domain/users/accounts.ts';
import { endpoint } from '../../http/endpoint.ts';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /users/:nameOrOldId'),
    handler: async (request) => {
      const user = await findPublicUser(app.db.kysely, request.ctx.platform, request.params.nameOrOldId);
      if (!user) throw notFound(`User ${request.params.nameOrOldId} not found`);
      return { data: user };
    },
  });
};

export default profileRoutes;
