// Spot writes (docs/spots-write-api.md, "Spots"): create, edit, soft delete, add a category, delay
// archiving, and what the signed-in person may do. Every route needs a signed-in person (401
// before the body is read); who may do what is checked inside each write's transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { bearerSecurity, errorSchema, noContentSchema } from '../schemas.ts';
import { createSpot } from './create.ts';
import { addCategoryToSpot, delayArchiveOfSpot, deleteSpot, updateSpot } from './edit.ts';
import { findSpot } from './repository.ts';
import { spotDetailSchema, spotIdParamsSchema } from './schemas.ts';
import { spotViewer } from './viewer.ts';
import { addCategorySchema, archiveDelaySchema, spotInputSchema, spotPatchSchema, spotViewerSchema } from './write-schemas.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

const spotWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers depend on who asks (and writes are never cacheable anyway).
  app.addHook('onRequest', noStore);

  /** The spot as GET /spots/:id shows it, after a write committed. */
  async function detail(platform: Parameters<typeof findSpot>[1], id: number, locale: Parameters<typeof findSpot>[3]) {
    const spot = await findSpot(app.db.kysely, platform, id, locale);
    if (!spot) throw notFound(`Spot ${id} not found`);
    return spot;
  }

  app.post(
    '/spots',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Add a spot (the country is the site's; on the worldwide site the address's), with categories and uploaded photos",
        tags: ['spots'],
        security: bearerSecurity,
        body: spotInputSchema,
        response: { 201: spotDetailSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const id = await createSpot(app.db.kysely, request.ctx, signedInUser(request).id, request.body);
      const spot = await detail(request.ctx.platform, id, request.ctx.locale);
      return reply.code(201).header('location', `/api/spots/${id}`).send(spot);
    },
  );

  app.patch(
    '/spots/:id',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Edit a spot (author, moderator, admin): any part of SpotInput except photoIds',
        tags: ['spots'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        body: spotPatchSchema,
        response: { 200: spotDetailSchema, ...errors },
      },
    },
    async (request) => {
      await updateSpot(app.db.kysely, request.ctx, signedInUser(request), request.params.id, request.body);
      return detail(request.ctx.platform, request.params.id, request.ctx.locale);
    },
  );

  app.delete(
    '/spots/:id',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Delete a spot (author, moderator, admin); reads answer 404 afterwards',
        tags: ['spots'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteSpot(app.db.kysely, request.ctx, signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/spots/:id/categories',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Add a category of the platform to a spot (anyone signed in; a category it has is a no-op)',
        tags: ['spots'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        body: addCategorySchema,
        response: { 200: spotDetailSchema, ...errors },
      },
    },
    async (request) => {
      await addCategoryToSpot(app.db.kysely, request.ctx, request.params.id, request.body.categoryId);
      return detail(request.ctx.platform, request.params.id, request.ctx.locale);
    },
  );

  app.post(
    '/spots/:id/archive-delay',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Delay archiving by 30 days from the later of now and the archive date (author); 409 not_archiving without one',
        tags: ['spots'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        response: { 200: archiveDelaySchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      const archiveAt = await delayArchiveOfSpot(app.db.kysely, request.ctx, signedInUser(request), request.params.id);
      return { archiveAt: archiveAt.toISOString() };
    },
  );

  app.get(
    '/spots/:id/viewer',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'What the signed-in person has done on this spot and may do',
        tags: ['spots'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        response: { 200: spotViewerSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => spotViewer(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request)),
  );
};

export default spotWriteRoutes;
