// POST /spots/:id/votes, /spots/:id/fix-proposals and /spots/:id/fixed (docs/spots-write-api.md,
// "Votes and fixed").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { bearerSecurity } from '../schemas.ts';
import { findSpot } from '../spots/repository.ts';
import { spotDetailSchema, spotIdParamsSchema } from '../spots/schemas.ts';
import { castSpotVote, markSpotFixed, proposeFix } from './repository.ts';
import { fixProposalsSchema, interactionErrors, spotVotesSchema } from './schemas.ts';

const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/spots/:id/votes',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Vote for a spot (once per person; not on a fixed spot)',
        tags: ['votes'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        response: { 201: spotVotesSchema, ...interactionErrors },
      },
    },
    async (request, reply) => {
      const result = await castSpotVote(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id);
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/spots/:id/fix-proposals',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Propose a shame spot as fixed; the third distinct proposal fixes it',
        tags: ['votes'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        response: { 201: fixProposalsSchema, ...interactionErrors },
      },
    },
    async (request, reply) => {
      const result = await proposeFix(app.db.kysely, request.ctx.platform, request.params.id, signedInUser(request).id);
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/spots/:id/fixed',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Mark a shame spot fixed (members of a responsible organisation, moderators, admins; idempotent)',
        tags: ['votes'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        response: { 200: spotDetailSchema, ...interactionErrors },
      },
    },
    async (request) => {
      const { platform, locale } = request.ctx;
      await markSpotFixed(app.db.kysely, platform, request.params.id, signedInUser(request));
      const spot = await findSpot(app.db.kysely, platform, request.params.id, locale);
      if (!spot) throw notFound(`Spot ${request.params.id} not found`);
      return spot;
    },
  );
};

export default votesRoutes;
