// GET /api/organisations/:slug: a partner organisation of the platform (embeds preset their area with it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../schemas.ts';
import { findOrganisation } from './repository.ts';
import { organisationSchema, organisationSlugParamsSchema } from './schemas.ts';

const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organisations/:slug',
    {
      schema: {
        summary: 'A partner organisation of the platform with its regions',
        tags: ['organisations'],
        params: organisationSlugParamsSchema,
        response: { 200: organisationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const organisation = await findOrganisation(app.db.kysely, request.ctx.platform, request.params.slug);
      if (!organisation) throw notFound(`Organisation ${request.params.slug} not found`);
      return organisation;
    },
  );
};

export default organisationsRoutes;
