// GET /api/categories: the categories of the request's platform, labelled in its language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCategories, toCategory } from '../../domain/categories.ts';
import { endpoint } from '../../http/endpoint.ts';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /categories'),
    handler: async (request) => {
      const rows = await listCategories(app.db.kysely, request.ctx.platform);
      return { items: rows.map((row) => toCategory(row, request.ctx.locale)) };
    },
  });
};

export default categoriesRoutes;
