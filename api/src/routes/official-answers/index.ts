// POST /spots/:id/official-answers (docs/spots-write-api.md, "Official answers").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { bearerSecurity } from '../schemas.ts';
import { findSpot } from '../spots/repository.ts';
import { spotDetailSchema, spotIdParamsSchema } from '../spots/schemas.ts';
import { interactionErrors } from '../votes/schemas.ts';
import { postOfficialAnswer } from './repository.ts';
import { officialAnswerInputSchema } from './schemas.ts';

const officialAnswersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/spots/:id/official-answers',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Answer a spot for an organisation responsible for it (its members, or an admin); the newest answer is the spot's",
        tags: ['official answers'],
        security: bearerSecurity,
        params: spotIdParamsSchema,
        body: officialAnswerInputSchema,
        response: { 201: spotDetailSchema, ...interactionErrors },
      },
    },
    async (request, reply) => {
      const { platform, locale } = request.ctx;
      await postOfficialAnswer(app.db.kysely, platform, request.params.id, signedInUser(request), request.body);
      const spot = await findSpot(app.db.kysely, platform, request.params.id, locale);
      if (!spot) throw notFound(`Spot ${request.params.id} not found`);
      return reply.code(201).send(spot);
    },
  );
};

export default officialAnswersRoutes;
