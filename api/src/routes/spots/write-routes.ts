// Spot writes (docs/spots-write-api.md, "Spots"): create, edit, soft delete, add a category, delay
// archiving, and what the signed-in person may do. Every route needs a signed-in person (401
// before the body is read); who may do what is checked inside each write's transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { createSpot } from './create.ts';
import { addCategoryToSpot, delayArchiveOfSpot, deleteSpot, updateSpot } from './edit.ts';
import { findSpot } from '../../domain/spots/spot-detail.ts';
import { spotViewer } from './viewer.ts';
import { endpoint } from '../../http/endpoint.ts';

const spotWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers depend on who asks (and writes are never cacheable anyway).
  app.addHook('onRequest', noStore);

  /** The spot as GET /spots/:id shows it, after a write committed. */
  async function detail(platform: Parameters<typeof findSpot>[1], id: number, locale: Parameters<typeof findSpot>[3]) {
    const spot = await findSpot(app.db.kysely, platform, id, locale);
    if (!spot) throw notFound(`Spot ${id} not found`);
    return spot;
  }

  app.route({
    ...endpoint('POST /spots'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const { id, created } = await createSpot(app.db.kysely, request.ctx, signedInUser(request).id, request.body);
      const spot = await detail(request.ctx.platform, id, request.ctx.locale);
      return reply
        .code(created ? 201 : 200)
        .header('location', `/api/spots/${id}`)
        .send(spot);
    },
  });

  app.route({
    ...endpoint('PATCH /spots/:id'),
    onRequest: app.requireUser,
    handler: async (request) => {
      await updateSpot(app.db.kysely, request.ctx, signedInUser(request), request.params.id, request.body);
      return detail(request.ctx.platform, request.params.id, request.ctx.locale);
    },
  });

  app.route({
    ...endpoint('DELETE /spots/:id'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      await deleteSpot(app.db.kysely, request.ctx, signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('POST /spots/:id/categories'),
    onRequest: app.requireUser,
    handler: async (request) => {
      await addCategoryToSpot(app.db.kysely, request.ctx, request.params.id, request.body.categoryId);
      return detail(request.ctx.platform, request.params.id, request.ctx.locale);
    },
  });

  app.route({
    ...endpoint('POST /spots/:id/archive-delay'),
    onRequest: app.requireUser,
    handler: async (request) => {
      const archiveAt = await delayArchiveOfSpot(app.db.kysely, request.ctx, signedInUser(request), request.params.id);
      return { archiveAt: archiveAt.toISOString() };
    },
  });

  app.route({
    ...endpoint('GET /spots/:id/viewer'),
    onRequest: app.requireUser,
    handler: async (request) => spotViewer(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request)),
  });
};

export default spotWriteRoutes;
