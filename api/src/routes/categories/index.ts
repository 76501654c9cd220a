// GET /api/categories: the categories of the request's platform, labelled in its language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from './schemas.ts';
import { listCategories, toCategory } from './repository.ts';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    { schema: { summary: 'Categories of the platform', tags: ['categories'], response: { 200: categoryListSchema } } },
    async (request) => {
      const rows = await listCategories(app.db.kysely, request.ctx.platform);
      return { items: rows.map((row) => toCategory(row, request.ctx.locale)) };
    },
  );
};

export default categoriesRoutes;
