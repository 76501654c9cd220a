// GET /api/regions (the platform's regions in the country) and GET /api/regions/:id (with outline).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { findRegion, listRegions } from './repository.ts';
import { endpoint } from '../../http/endpoint.ts';

const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /regions'),
    handler: async (request) => ({ items: await listRegions(app.db.kysely, request.ctx) }),
  });

  app.route({
    ...endpoint('GET /regions/:id'),
    handler: async (request) => {
      const region = await findRegion(app.db.kysely, request.ctx.platform, request.params.id);
      if (!region) throw notFound(`Region ${request.params.id} not found`);
      return region;
    },
  });
};

export default regionsRoutes;
