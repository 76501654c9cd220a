// The categories for platform administrators (issue 13): every platform's, with labels in four
// languages, the temporary flag, platforms, icon and order; each write leaves an audit line.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { createCategory, listAdminCategories, reorderCategories, updateCategory } from './repository.ts';

const adminCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /admin/categories'),
    onRequest: [noStore, app.requireAdmin],
    handler: async () => ({ items: await listAdminCategories(app.db.kysely) }),
  });

  app.route({
    ...endpoint('POST /admin/categories'),
    onRequest: [noStore, app.requireAdmin],
    handler: async (request, reply) => {
      const category = await createCategory(app.db.kysely, request.ctx.platform, signedInUser(request).id, request.body);
      return reply.code(201).send(category);
    },
  });

  app.route({
    ...endpoint('PATCH /admin/categories/:id'),
    onRequest: [noStore, app.requireAdmin],
    handler: async (request) => updateCategory(app.db.kysely, request.ctx.platform, signedInUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...endpoint('PUT /admin/categories/order'),
    onRequest: [noStore, app.requireAdmin],
    handler: async (request, reply) => {
      await reorderCategories(app.db.kysely, request.ctx.platform, signedInUser(request).id, request.body.ids);
      return reply.code(204).send(null);
    },
  });
};

export default adminCategoriesRoutes;
