// POST and DELETE /spots/:id/votes, POST /spots/:id/fix-proposals and /spots/:id/fixed
// (docs/spots-write-api.md, "Votes and fixed").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { findSpot } from '../../domain/spots/spot-detail.ts';
import { castSpotVote, markSpotFixed, proposeFix, withdrawSpotVote } from './repository.ts';
import { endpoint } from '../../http/endpoint.ts';

const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('POST /spots/:id/votes'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const result = await castSpotVote(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id);
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...endpoint('DELETE /spots/:id/votes'),
    onRequest: app.requireUser,
    handler: async (request) => withdrawSpotVote(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id),
  });

  app.route({
    ...endpoint('POST /spots/:id/fix-proposals'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const result = await proposeFix(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id);
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...endpoint('POST /spots/:id/fixed'),
    onRequest: app.requireUser,
    handler: async (request) => {
      const { platform, locale } = request.ctx;
      await markSpotFixed(app.db.kysely, platform, request.params.id, signedInUser(request));
      const spot = await findSpot(app.db.kysely, platform, request.params.id, locale);
      if (!spot) throw notFound(`Spot ${request.params.id} not found`);
      return spot;
    },
  });
};

export default votesRoutes;
