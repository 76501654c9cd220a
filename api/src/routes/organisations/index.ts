// GET /api/organisations/:slug: a partner organisation of the platform (embeds preset their area with it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { findOrganisation } from './repository.ts';
import { endpoint } from '../../http/endpoint.ts';

const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /organisations/:slug'),
    handler: async (request) => {
      const organisation = await findOrganisation(app.db.kysely, request.ctx.platform, request.params.slug);
      if (!organisation) throw notFound(`Organisation ${request.params.slug} not found`);
      return organisation;
    },
  });
};

export default organisationsRoutes;
