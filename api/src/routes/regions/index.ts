// GET /api/regions (the platform's regions in the country) and GET /api/regions/:id (with outline).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../schemas.ts';
import { findRegion, listRegions } from './repository.ts';
import { regionDetailSchema, regionIdParamsSchema, regionListSchema } from './schemas.ts';

const regionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/regions',
    { schema: { summary: 'Regions of the platform in the country, by name', tags: ['regions'], response: { 200: regionListSchema } } },
    async (request) => ({ items: await listRegions(app.db.kysely, request.ctx) }),
  );

  app.get(
    '/regions/:id',
    {
      schema: {
        summary: 'One region with its outline as GeoJSON',
        tags: ['regions'],
        params: regionIdParamsSchema,
        response: { 200: regionDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const region = await findRegion(app.db.kysely, request.ctx.platform, request.params.id);
      if (!region) throw notFound(`Region ${request.params.id} not found`);
      return region;
    },
  );
};

export default regionsRoutes;
